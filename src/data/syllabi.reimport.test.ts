import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { StructuredSyllabus } from '../core/model';
import {
  defaultChoices,
  draftFromSaved,
  draftFromStructured,
  editReading,
  mergeDraft,
  previewMerge,
  removeReading,
  setWeekTopic,
} from '../core/schedule';
import { openDatabase } from './database';
import { createDocketDoc } from './doc';
import { createRepositories } from './repositories';
import { SyllabusService } from './syllabi';

let n = 0;
const dbs: ReturnType<typeof openDatabase>[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

function setup() {
  const db = openDatabase(`docket-reimport-${++n}`);
  dbs.push(db);
  const doc = createDocketDoc();
  const repos = createRepositories(doc);
  const course = repos.courses.create({ name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' } as never);
  let clock = 0;
  let flushes = 0;
  const service = new SyllabusService(
    {
      doc,
      db,
      repos,
      identity: { anonymousId: '00000000-0000-4000-8000-000000000000' },
      snapshot: { flush: async () => void flushes++ },
    },
    { now: () => new Date(Date.UTC(2026, 8, 1, 0, 0, clock++)).toISOString() },
  );
  return { repos, course, service, flushes: () => flushes };
}

const first: StructuredSyllabus = {
  weeks: [
    {
      weekNumber: 1,
      topic: 'Intentional torts',
      readings: [
        { title: 'Vosburg v. Putney', pages: '1-5', confidence: 90 },
        { title: 'Garratt v. Dailey', pages: '6-9', confidence: 55 },
      ],
    },
    {
      weekNumber: 2,
      topic: 'Negligence',
      readings: [{ title: 'Palsgraf v. Long Island R.R.', confidence: 85 }],
    },
  ],
  semesterStart: '2026-09-07',
  semesterEnd: '2026-12-11',
  meetingDays: ['monday'],
};

const revised: StructuredSyllabus = {
  ...first,
  weeks: [
    {
      weekNumber: 1,
      topic: 'Intentional torts (revised)',
      readings: [
        { title: 'Vosburg v. Putney', pages: '1-6', confidence: 90 },
        { title: 'Garratt v. Dailey', pages: '6-9', confidence: 80 },
      ],
    },
    {
      weekNumber: 2,
      topic: 'Negligence',
      readings: [
        { title: 'Palsgraf v Long Island RR', confidence: 85 },
        { title: 'Hadley v. Baxendale', confidence: 70 },
      ],
    },
  ],
};

/** A saved syllabus the student worked on: a completion, a note, a corrected title, a topic, a hand-added row. */
async function workedOn(ctx: ReturnType<typeof setup>) {
  const { service, course } = ctx;
  const saved = await service.save(draftFromStructured(first, { courseId: course.id, source: 'local' }));
  const vosburg = saved.readings.find((r) => r.title === 'Vosburg v. Putney');
  const garratt = saved.readings.find((r) => r.title === 'Garratt v. Dailey');
  if (!vosburg || !garratt) throw new Error('fixture');
  service.setCompleted(vosburg.id, true);
  service.setNotes(vosburg.id, 'Eggshell plaintiff');
  let draft = draftFromSaved(saved.syllabus, service.readingsOf(saved.syllabus.id));
  draft = editReading(draft, garratt.id, { title: 'Garratt v. Dailey (Wash. 1955)' });
  draft = setWeekTopic(draft, 2, 'Duty and proximate cause');
  draft = {
    ...draft,
    weeks: draft.weeks.map((w) =>
      w.weekNumber === 2
        ? {
            ...w,
            readings: [
              ...w.readings,
              {
                key: 'm',
                title: 'My outline',
                citation: '',
                pages: '',
                confidence: 50,
                origin: 'manual' as const,
              },
            ],
          }
        : w,
    ),
  };
  return service.save(draft);
}

describe('re-import by merge', () => {
  it('keeps completion, notes, corrected titles, topics and hand-added readings; adds what is new', async () => {
    const ctx = setup();
    const before = await workedOn(ctx);
    const { service, repos, course } = ctx;
    const incoming = draftFromStructured(revised, { courseId: course.id, source: 'local' });
    const store = {
      syllabus: before.syllabus,
      readings: before.readings,
      linkedReadingIds: new Set<string>(),
    };
    const preview = previewMerge(store, incoming);
    const { syllabus, readings } = await service.save(
      mergeDraft(store, incoming, preview, defaultChoices(preview)),
    );
    const byTitle = new Map(readings.map((r) => [r.title, r]));
    expect([...byTitle.keys()].sort()).toEqual([
      'Garratt v. Dailey (Wash. 1955)',
      'Hadley v. Baxendale',
      'My outline',
      'Palsgraf v Long Island RR',
      'Vosburg v. Putney',
    ]);
    expect(byTitle.get('Vosburg v. Putney')).toMatchObject({
      completed: true,
      notes: 'Eggshell plaintiff',
      pages: '1-6',
    });
    expect(byTitle.get('Garratt v. Dailey (Wash. 1955)')?.id).toBe(
      before.readings.find((r) => r.title.startsWith('Garratt'))?.id,
    );
    expect(syllabus.weeks.find((w) => w.weekNumber === 2)?.topic).toBe('Duty and proximate cause');
    expect(syllabus.weeks.find((w) => w.weekNumber === 1)?.topic).toBe('Intentional torts (revised)');
    expect(repos.readings.list()).toHaveLength(5);
  });

  it('remembers a reading the student removed, so a merge does not bring it back', async () => {
    const { service, course } = setup();
    const saved = await service.save(draftFromStructured(first, { courseId: course.id, source: 'local' }));
    const garratt = saved.readings.find((r) => r.title === 'Garratt v. Dailey');
    const edited = removeReading(draftFromSaved(saved.syllabus, saved.readings), garratt?.id ?? '');
    const after = await service.save(edited);
    expect(after.syllabus.removedImports).toEqual([{ title: 'Garratt v. Dailey', weekNumber: 1 }]);
    const incoming = draftFromStructured(revised, { courseId: course.id, source: 'local' });
    const preview = previewMerge({ ...after, linkedReadingIds: new Set() }, incoming);
    expect(preview.previouslyRemoved.map((p) => p.reading.title)).toEqual(['Garratt v. Dailey']);
  });
});

describe('re-import by replace', () => {
  it('replaces everything, and Undo restores exactly what was there', async () => {
    const ctx = setup();
    await workedOn(ctx);
    const { service, repos, course } = ctx;
    const beforeSyllabi = structuredClone(repos.syllabi.list());
    const beforeReadings = structuredClone(repos.readings.list());
    const flushesBefore = ctx.flushes();
    const replaced = await service.save(
      draftFromStructured(revised, { courseId: course.id, source: 'local' }),
      undefined,
      'replace',
    );
    expect(ctx.flushes()).toBe(flushesBefore + 1);
    expect(replaced.readings.map((r) => r.completed)).toEqual([false, false, false, false]);
    expect(replaced.syllabus.removedImports).toEqual([]);
    expect(replaced.undo?.readings).toHaveLength(4);
    if (!replaced.undo) throw new Error('no undo');
    await service.undoReplace(replaced.undo);
    expect(repos.syllabi.list()).toEqual(beforeSyllabi);
    expect(repos.readings.list()).toEqual(beforeReadings);
  });
});
