import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type * as Y from 'yjs';
import { SCHEMA_MAP } from '../core/backup/migrations';
import { DEVICE_FULL_MESSAGE } from './commit';
import { focusService } from './focus';
import { planService } from './plan';
import { rpaService } from './rpas';
import type { DocketStore } from './store';
import { syllabusServiceFor as syllabusService } from './syllabi';
import { testStores } from './testing/stores';
import { weakSpotService } from './weakSpots';

const { names, start } = testStores('save');
const torts = {
  name: 'Torts',
  code: 'LAW 101',
  semester: 'Fall 2026',
  color: '#0EA5E9',
  icon: 'gavel' as const,
  metadata: {},
};
const quota = () => Object.assign(new Error('QuotaExceededError'), { name: 'QuotaExceededError' });

async function withReading(store: DocketStore) {
  const course = await store.courses.create(torts, true);
  const [reading] = store.repos.readings.createMany([
    { courseId: course.id, title: 'Palsgraf v. Long Island R.R.', weekNumber: 1, order: 0, completed: false },
  ]);
  return { course, reading: reading! };
}

/** A second store on the same storage table: what a crash right after the save would leave on disk. */
/** The document's rows; the schema versions a reopening load records (src/data/backup/docSchema) left out. */
function rows(doc: Y.Doc): string {
  const { [SCHEMA_MAP]: _versions, ...collections } = doc.toJSON();
  return JSON.stringify(collections);
}

async function onDisk(ids: ReturnType<typeof names>) {
  return start({ ...ids, docName: `${ids.docName}-other` });
}

describe('every save path is on disk before it resolves', () => {
  it('an RPA, a weak spot, a completion and notes are in the committed snapshot once saved', async () => {
    const ids = names();
    const store = await start(ids);
    const { course, reading } = await withReading(store);
    const rpa = await rpaService(store).create({
      courseId: course.id,
      course: 'Torts',
      ruleName: 'Duty of care',
      ruleText: 'A duty is owed to foreseeable plaintiffs.',
      readingIds: [reading.id],
    });
    const spot = await weakSpotService(store).create({
      courseId: course.id,
      title: 'Proximate cause',
      description: 'Where the chain of causation breaks',
      status: 'identified',
      priority: 'high',
      tags: [],
    });
    await syllabusService(store).saveCompleted(reading.id, true);
    await syllabusService(store).saveNotes(reading.id, 'Cardozo: the risk reasonably to be perceived');
    const disk = await onDisk(ids);
    expect(disk.repos.rpas.get(rpa.id)).toMatchObject({ ruleName: 'Duty of care' });
    expect(disk.repos.weakSpots.get(spot.id)).toMatchObject({ title: 'Proximate cause' });
    expect(disk.repos.readings.get(reading.id)).toMatchObject({
      completed: true,
      notes: 'Cardozo: the risk reasonably to be perceived',
    });
  });
});

describe('a full device: each save is undone and says so, and never reappears', () => {
  const cases: [
    string,
    (store: DocketStore, ids: { course: string; reading: string }) => Promise<unknown>,
  ][] = [
    [
      'an RPA',
      (s, { course }) =>
        rpaService(s).create({
          courseId: course,
          course: 'Torts',
          ruleName: 'Duty',
          ruleText: 'A duty.',
          readingIds: [],
        }),
    ],
    [
      'a weak spot',
      (s, { course }) =>
        weakSpotService(s).create({
          courseId: course,
          title: 'Duty',
          description: 'Duty',
          status: 'identified',
          priority: 'low',
          tags: [],
        }),
    ],
    ['a completion', (s, { reading }) => syllabusService(s).saveCompleted(reading, true)],
    ['notes', (s, { reading }) => syllabusService(s).saveNotes(reading, 'lost?')],
    [
      'a prompt',
      (s, { course }) =>
        focusService(s).addPrompt({ text: 'Is there a duty?', context: '', source: '', tags: '' }, course),
    ],
    [
      'a dismissed recommendation',
      (s, { course }) => planService(s).dismiss({ id: 'rec-1', context: { courseId: course } }),
    ],
  ];
  for (const [what, save] of cases) {
    it(`${what}`, async () => {
      const ids = names();
      const store = await start(ids);
      const { course, reading } = await withReading(store);
      await store.snapshot.commit();
      const before = rows(store.doc);
      vi.spyOn(store.snapshot, 'commit').mockRejectedValueOnce(quota());
      await expect(save(store, { course: course.id, reading: reading.id })).rejects.toThrow(
        DEVICE_FULL_MESSAGE,
      );
      // Undone in memory too: nothing lingers to be saved later and appear twice.
      expect(rows(store.doc)).toBe(before);
      await store.snapshot.flush();
      const disk = await onDisk(ids);
      expect(rows(disk.doc)).toBe(before);
    });
  }
});
