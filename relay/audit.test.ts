import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addDays, localToday, mondayOf, PRACTICE_TASK } from '../src/core/plan';
import type { RelayHandle } from './server';
import { putRow, storeInSpace } from './test/docRows';
import { rawRequest, startTestRelay, tempDir } from './test/helpers';

let relay: RelayHandle;
let tmp: Awaited<ReturnType<typeof tempDir>>;
const space = 'audit-space-0123456789abcdef';
const PATH = '/api/audit/sunday-audit';
/** A week still to come, so its class days are all ahead. */
const weekOf = addDays(mondayOf(localToday(Date.now())), 14);

function studentDoc(): Y.Doc {
  const doc = new Y.Doc();
  putRow(doc, 'courses', {
    id: 'torts',
    name: 'Torts',
    code: 'LAW 101',
    semester: 'F',
    color: '#0EA5E9',
    icon: 'gavel',
  });
  putRow(doc, 'courses', {
    id: 'evidence',
    name: 'Evidence',
    code: 'LAW 230',
    semester: 'F',
    color: '#0EA5E9',
    icon: 'gavel',
  });
  putRow(doc, 'syllabi', {
    id: 's1',
    courseId: 'torts',
    semesterStart: addDays(weekOf, -21),
    meetingDays: ['tuesday'],
    weeks: [],
  });
  for (const reading of [
    {
      id: 'r1',
      courseId: 'torts',
      syllabusId: 's1',
      title: 'Palsgraf',
      weekNumber: 4,
      order: 0,
      scheduledDate: addDays(weekOf, 1),
    },
    {
      id: 'r2',
      courseId: 'torts',
      syllabusId: 's1',
      title: 'Vosburg',
      weekNumber: 4,
      order: 1,
      scheduledDate: addDays(weekOf, 3),
    },
    {
      id: 'r3',
      courseId: 'evidence',
      title: 'Hearsay',
      weekNumber: 1,
      order: 0,
      scheduledDate: addDays(weekOf, 4),
    },
  ])
    putRow(doc, 'readings', reading);
  // The student ticked Tuesday's reading on the weekly board of Torts.
  const task = 'Read before class: Palsgraf';
  putRow(doc, 'audits', {
    id: `${weekOf}:torts`,
    weekOf,
    courseId: 'torts',
    days: [{ day: 'Tuesday', date: addDays(weekOf, 1), tasks: [task], done: [task], complete: true }],
  });
  return doc;
}

beforeAll(async () => {
  tmp = await tempDir();
  relay = await startTestRelay(tmp.dir);
  await storeInSpace(relay.url, space, studentDoc(), (w) => w.getMap('readings').size === 3);
});

afterAll(async () => {
  await relay?.close();
  await tmp?.cleanup();
});

const get = (query: string, headers: Record<string, string> = { 'X-Space-ID': space }) =>
  rawRequest(relay.port, `${PATH}${query}`, { headers });
const json = (r: { body: Buffer }) => JSON.parse(r.body.toString());

describe('GET /api/audit/sunday-audit', () => {
  it("answers the spec's shape from the space's synced document, per course", async () => {
    const res = await get(`?courseId=torts&weekOf=${addDays(weekOf, 2)}`);
    expect(res.status).toBe(200);
    const audit = json(res);
    expect(audit.weekOf).toBe(weekOf);
    expect(audit.days.map((d: { day: string }) => d.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(audit.days[1]).toEqual({
      day: 'Tuesday',
      tasks: ['Read before class: Palsgraf'],
      complete: true,
    });
    expect(audit.days[3].tasks).toContain('Read before class: Vosburg');
    expect(audit.days.flatMap((d: { tasks: string[] }) => d.tasks)).not.toContain(
      'Read before class: Hearsay',
    );
    expect(
      audit.days.flatMap((d: { tasks: string[] }) => d.tasks).filter((t: string) => t === PRACTICE_TASK),
    ).toHaveLength(2);
  });
  it('covers every course without courseId', async () => {
    const audit = json(await get(`?weekOf=${weekOf}`));
    expect(audit.days[4].tasks).toContain('Read before class: Hearsay');
    expect(audit.days[1].complete).toBe(false);
  });
  it('names its space or is refused: missing 400, malformed 400, unknown 404, never a list', async () => {
    const missing = await get('', {});
    expect(missing.status).toBe(400);
    expect(json(missing)).toEqual({ error: 'X-Space-ID header is required' });
    expect((await get('', { 'X-Space-ID': '../etc' })).status).toBe(400);
    const unknown = await get('', { 'X-Space-ID': 'no-such-space-0123456789abc' });
    expect(unknown.status).toBe(404);
    expect(json(unknown)).toEqual({ error: 'Space not found' });
    expect((await get('?courseId=nope')).status).toBe(404);
    expect((await get('?weekOf=next-week')).status).toBe(400);
    expect(
      (await rawRequest(relay.port, PATH, { method: 'POST', headers: { 'X-Space-ID': space } })).status,
    ).toBe(405);
  });
});
