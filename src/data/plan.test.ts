import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mondayOf, PRACTICE_TASK, readTask } from '../core/plan';
import { collectionMap, createDocketDoc } from './doc';
import { PlanService, planService } from './plan';
import { createRepositories } from './repositories';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function setup() {
  const doc = createDocketDoc();
  const repos = createRepositories(doc, { now: () => iso(NOW - 40 * DAY), warn: () => {} });
  repos.courses.create({
    id: 'c1',
    name: 'Torts',
    code: 'LAW 101',
    semester: 'Fall 2026',
    color: '#0EA5E9',
    icon: 'gavel',
  } as never);
  repos.syllabi.create({
    id: 's1',
    courseId: 'c1',
    semesterStart: '2026-11-02',
    meetingDays: ['wednesday'],
    weeks: [],
  } as never);
  repos.readings.createMany([
    {
      id: 'r1',
      courseId: 'c1',
      syllabusId: 's1',
      title: 'Palsgraf',
      weekNumber: 1,
      order: 0,
      scheduledDate: '2026-11-04',
      completed: true,
    },
    {
      id: 'r2',
      courseId: 'c1',
      syllabusId: 's1',
      title: 'Vosburg',
      weekNumber: 2,
      order: 0,
      scheduledDate: '2026-11-11',
    },
    {
      id: 'r3',
      courseId: 'c1',
      syllabusId: 's1',
      title: 'Garratt',
      weekNumber: 4,
      order: 0,
      scheduledDate: '2026-11-25',
    },
  ] as never);
  let commits = 0;
  const service = new PlanService({ doc, repos, commit: async () => void commits++ });
  return { doc, repos, service, commits: () => commits };
}

describe('PlanService', () => {
  it('dismissals are kept in the synced document and reach another device', async () => {
    const { doc, service } = setup();
    const view = service.view('c1', NOW);
    const deadline = view.recommendations.find((r) => r.type === 'upcoming_deadline');
    expect(deadline?.context.readingId).toBe('r3');
    await service.dismiss(deadline as never);
    expect(service.view('c1', NOW).recommendations.find((r) => r.id === deadline?.id)?.dismissed).toBe(true);
    const other = createDocketDoc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    const otherService = new PlanService({ doc: other, repos: createRepositories(other) });
    expect(otherService.view('c1', NOW).recommendations.find((r) => r.id === deadline?.id)?.dismissed).toBe(
      true,
    );
  });
  it('a dismissal vanishes once its rule no longer applies', async () => {
    const { repos, service } = setup();
    const rec = service.view('c1', NOW).recommendations.find((r) => r.type === 'upcoming_deadline');
    await service.dismiss(rec as never);
    expect(service.pruneDismissals(NOW)).toBe(0);
    repos.readings.update('r3', { completed: true, completedDate: iso(NOW) });
    expect(service.pruneDismissals(NOW)).toBe(1);
    expect(repos.recommendations.list()).toEqual([]);
  });
  it('reads practice from the synced sessions collection, skipping rows that do not parse', () => {
    const { doc, service } = setup();
    expect(service.view('c1', NOW).practice.sessionsThisWeek).toBe(0);
    const sessions = collectionMap(doc, 'sessions');
    const row = new Y.Map<unknown>();
    const session = {
      id: 'f1',
      prompt: { id: 'p', text: 'Explain duty', tags: [] },
      answer: { text: 'x', startTime: iso(NOW - DAY) },
      duration: 900,
      startedAt: iso(NOW - DAY),
      status: 'completed',
      completedAt: iso(NOW - DAY + 900_000),
    };
    for (const [k, v] of Object.entries(session)) row.set(k, v);
    const bad = new Y.Map<unknown>();
    bad.set('id', 'f2');
    doc.transact(() => {
      sessions.set('f1', row);
      sessions.set('f2', bad);
    });
    expect(service.view('c1', NOW).practice).toMatchObject({
      sessionsThisWeek: 1,
      lastSessionDate: session.completedAt,
    });
  });
  it('runs the Sunday audit into the audits collection; a re-run keeps ticks of tasks that remain', async () => {
    const { repos, service } = setup();
    const weekOf = mondayOf('2026-11-25');
    const board = await service.runAudit(weekOf, 'c1', NOW);
    expect(board.id).toBe('2026-11-23:c1');
    const wednesday = board.days[2];
    expect(wednesday?.tasks).toContain(readTask({ title: 'Garratt', citation: '' }));
    expect(board.days.flatMap((d) => d.tasks).filter((t) => t === PRACTICE_TASK)).toHaveLength(2);
    const task = readTask({ title: 'Garratt', citation: '' });
    if (!wednesday) throw new Error('no Wednesday');
    await service.saveDay(weekOf, 'c1', { ...wednesday, done: [task] });
    const again = await service.runAudit(weekOf, 'c1', NOW);
    expect(again.days[2]?.done).toContain(task);
    expect(repos.audits.list()).toHaveLength(1);
  });
});

describe('planService', () => {
  it("reads the focus sessions through the store's repository, so a new session shows in the plan", () => {
    const doc = createDocketDoc();
    const repos = createRepositories(doc, { warn: () => {} });
    const service = planService({ doc, repos });
    expect(service.sessions).toBe(repos.sessions);
    const off = service.subscribe(() => {});
    expect(service.view(null, NOW).sessions).toEqual([]);
    const at = iso(NOW - DAY);
    repos.sessions.create({
      prompt: { id: 'p1', text: 'Explain duty', tags: [] },
      answer: { text: 'A duty is owed.', startTime: at },
      duration: 1_800,
      startedAt: at,
      status: 'completed',
      completedAt: at,
    });
    expect(service.view(null, NOW).sessions).toHaveLength(1);
    expect(service.view(null, NOW).practice.lastSessionDate).toBe(at);
    off();
  });

  it('keeps its view from one plan screen to the next, and still sees changes made between them', () => {
    const doc = createDocketDoc();
    const repos = createRepositories(doc, { warn: () => {} });
    const service = planService({ doc, repos });
    const leaving = service.subscribe(() => {});
    const first = service.view(null, NOW);
    const version = service.getVersion();
    leaving(); // the old screen unsubscribes before the new one subscribes
    const arriving = service.subscribe(() => {});
    expect(service.getVersion()).toBe(version);
    expect(service.view(null, NOW)).toBe(first);
    arriving();
    // With nobody subscribed, a change is still seen by the next view.
    repos.courses.create({ name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' } as never);
    expect(service.getVersion()).toBeGreaterThan(version);
    const next = service.view(null, NOW);
    expect(next).not.toBe(first);
    expect(next.entities.courses).toHaveLength(1);
  });
});
