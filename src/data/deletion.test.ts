import { describe, expect, it } from 'vitest';
import { courseDeletion, deleteCourse, deleteWeakSpot, describeDeletion, restoreRemoved } from './deletion';
import { createDocketDoc } from './doc';
import { createRepositories } from './repositories';

function setup() {
  const doc = createDocketDoc();
  const repos = createRepositories(doc);
  const torts = repos.courses.create({ name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' } as never);
  const other = repos.courses.create({ name: 'Contracts', code: 'LAW 110', semester: 'Fall 2026' } as never);
  const syllabus = repos.syllabi.create({ courseId: torts.id, weeks: [], meetingDays: [] } as never);
  for (const title of ['Palsgraf', 'Vosburg'])
    repos.readings.create({
      courseId: torts.id,
      syllabusId: syllabus.id,
      title,
      weekNumber: 1,
      order: 1,
    } as never);
  repos.readings.create({ courseId: other.id, title: 'Hadley', weekNumber: 1, order: 1 } as never);
  repos.rpas.create({ courseId: torts.id, course: 'Torts', ruleName: 'Duty', ruleText: 'x' } as never);
  const spot = repos.weakSpots.create({
    courseId: torts.id,
    title: 'Causation',
    description: 'x',
    lastSeen: new Date().toISOString(),
  } as never);
  const flowmap = (courseId: string, title: string) => {
    const map = repos.flowmaps.create({
      title,
      courseId,
      tags: [],
      category: 'test',
      isPublic: false,
    } as never);
    const a = repos.flowmapNodes.create({ flowmapId: map.id, kind: 'question', label: 'Duty?', x: 0, y: 0 });
    const b = repos.flowmapNodes.create({ flowmapId: map.id, kind: 'outcome', label: 'Liable', x: 0, y: 90 });
    repos.flowmapEdges.create({ flowmapId: map.id, source: a.id, target: b.id, label: 'Yes' });
    const v = repos.flowmapVersions.create({ flowmapId: map.id, name: 'Version 1', shapes: [] } as never);
    repos.flowmaps.update(map.id, { currentVersionId: v.id });
    return map;
  };
  flowmap(torts.id, 'Negligence');
  const kept = flowmap(other.id, 'Offer and acceptance');
  let flushes = 0;
  const deps = { doc, repos, snapshot: { flush: async () => void flushes++ } };
  return { doc, repos, torts, other, spot, kept, deps, flushes: () => flushes };
}

describe('deleting a course', () => {
  it('says what goes with it', () => {
    const { deps, torts, other } = setup();
    expect(describeDeletion(courseDeletion(deps, torts.id))).toBe(
      'its syllabus, 2 readings, 1 RPA, 1 weak spot and 1 flowmap',
    );
    expect(describeDeletion(courseDeletion(deps, other.id))).toBe('1 reading and 1 flowmap');
  });

  it('removes the course and what belongs to it in one transaction, on disk; Undo restores exactly', async () => {
    const { doc, repos, deps, torts, kept, flushes } = setup();
    const everything = () => ({
      courses: repos.courses.list(),
      readings: repos.readings.list(),
      rpas: repos.rpas.list(),
      weakSpots: repos.weakSpots.list(),
      syllabi: repos.syllabi.list(),
      flowmaps: repos.flowmaps.list(),
      flowmapNodes: repos.flowmapNodes.list(),
      flowmapEdges: repos.flowmapEdges.list(),
      flowmapVersions: repos.flowmapVersions.list(),
    });
    const before = structuredClone(everything());
    let transactions = 0;
    doc.on('afterTransaction', () => transactions++);
    const removed = await deleteCourse(deps, torts.id);
    expect(transactions).toBe(1);
    expect(flushes()).toBe(1);
    expect(repos.courses.list().map((c) => c.name)).toEqual(['Contracts']);
    expect(repos.readings.list().map((r) => r.title)).toEqual(['Hadley']);
    expect(repos.rpas.list()).toEqual([]);
    expect(repos.weakSpots.list()).toEqual([]);
    expect(repos.syllabi.list()).toEqual([]);
    // The course's flowmaps go with every row of theirs (nodes, edges, versions); the other course's stay.
    for (const rows of [
      repos.flowmaps.list(),
      repos.flowmapNodes.list().map((n) => ({ id: n.flowmapId })),
      repos.flowmapEdges.list().map((e) => ({ id: e.flowmapId })),
      repos.flowmapVersions.list().map((v) => ({ id: v.flowmapId })),
    ])
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set([kept.id]));
    expect(removed).toMatchObject({
      flowmaps: [expect.objectContaining({ title: 'Negligence' })],
      flowmapNodes: [expect.anything(), expect.anything()],
      flowmapEdges: [expect.anything()],
      flowmapVersions: [expect.anything()],
    });
    await restoreRemoved(deps, removed);
    expect(everything()).toEqual(before);
  });
});

describe('deleting a weak spot', () => {
  it('removes only it, and Undo brings it back', async () => {
    const { repos, deps, spot } = setup();
    const before = structuredClone(repos.weakSpots.get(spot.id));
    const removed = await deleteWeakSpot(deps, spot.id);
    expect(repos.weakSpots.list()).toEqual([]);
    expect(repos.courses.list()).toHaveLength(2);
    await restoreRemoved(deps, removed);
    expect(repos.weakSpots.get(spot.id)).toEqual(before);
  });
});
