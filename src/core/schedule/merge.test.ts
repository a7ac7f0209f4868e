import { describe, expect, it } from 'vitest';
import { Reading, Syllabus } from '../model';
import { type DraftReading, type DraftWeek, editReading, type SyllabusDraft } from './draft';
import {
  defaultChoices,
  editedFields,
  matchScore,
  mergeDraft,
  previewMerge,
  type SavedSyllabus,
  titleSimilarity,
  titleWords,
} from './merge';
import { planReadings } from './save';

const T = '2026-09-01T00:00:00.000Z';

function saved(id: string, fields: Partial<Reading> & { title: string; weekNumber: number }): Reading {
  return Reading.parse({
    id,
    courseId: 'c1',
    syllabusId: 's1',
    citation: '',
    order: 1,
    origin: 'import',
    imported: {
      title: fields.title,
      citation: fields.citation ?? '',
      ...(fields.pages ? { pages: fields.pages } : {}),
    },
    createdAt: T,
    updatedAt: T,
    ...fields,
  });
}

function row(title: string, extra: Partial<DraftReading> = {}): DraftReading {
  return {
    key: `k-${title}`,
    title,
    citation: '',
    pages: '',
    confidence: 85,
    origin: 'import',
    imported: { title, citation: extra.citation ?? '', ...(extra.pages ? { pages: extra.pages } : {}) },
    ...extra,
  };
}

const week = (n: number, readings: DraftReading[], topic = `Topic ${n}`): DraftWeek => ({
  weekNumber: n,
  topic,
  importedTopic: topic,
  readings,
});

const draftOf = (weeks: DraftWeek[]): SyllabusDraft => ({
  courseId: 'c1',
  semesterStart: '2026-09-07',
  semesterEnd: '2026-12-11',
  meetingDays: ['monday'],
  weeks,
  source: 'local',
});

function savedSyllabus(
  readings: Reading[],
  extra: Partial<Syllabus> = {},
  linked: string[] = [],
): SavedSyllabus {
  return {
    syllabus: Syllabus.parse({
      id: 's1',
      courseId: 'c1',
      weeks: [
        { weekNumber: 1, topic: 'Topic 1', importedTopic: 'Topic 1' },
        { weekNumber: 2, topic: 'Duty, my words', importedTopic: 'Topic 2' },
      ],
      createdAt: T,
      updatedAt: T,
      ...extra,
    }),
    readings,
    linkedReadingIds: new Set(linked),
  };
}

describe('titles', () => {
  it('compares words, not punctuation or case', () => {
    expect(titleWords('Palsgraf v. Long Island R.R.')).toEqual(['palsgraf', 'v', 'long', 'island', 'r', 'r']);
    expect(
      titleSimilarity('Palsgraf v. Long Island R.R. Co.', 'palsgraf v long island rr co'),
    ).toBeGreaterThan(0.5);
    expect(titleSimilarity('Palsgraf v. Long Island', 'PALSGRAF V. LONG ISLAND')).toBe(1);
    expect(titleSimilarity('Hadley v. Baxendale', 'Palsgraf v. Long Island')).toBe(0);
    expect(titleSimilarity('', 'x')).toBe(0);
  });

  it('handles long hostile titles quickly (no backtracking)', () => {
    const hostile = `${'a.'.repeat(50_000)}!`;
    expect(titleSimilarity(hostile, hostile)).toBe(1);
  });
});

describe('editedFields', () => {
  it('names the fields that differ from what the structurer gave', () => {
    const r = saved('r1', { title: 'Palsgraf v. Long Island R.R.', weekNumber: 1 });
    expect(editedFields(r)).toEqual([]);
    expect(editedFields({ ...r, title: 'Palsgraf (corrected)', pages: '10-12' })).toEqual(['title', 'pages']);
  });
  it('treats readings saved before imports were recorded as unedited', () => {
    const { imported: _, ...legacy } = saved('r1', { title: 'X', weekNumber: 1 });
    expect(editedFields(legacy as Reading)).toEqual([]);
  });
});

describe('previewMerge', () => {
  const palsgraf = saved('r1', {
    title: 'Palsgraf v. Long Island R.R.',
    weekNumber: 1,
    completed: true,
    completedDate: T,
    notes: 'proximate cause',
  });
  const corrected = {
    ...saved('r2', { title: 'Vosburg v. Putney', weekNumber: 2 }),
    title: 'Vosburg v. Putney (Wis. 1891)',
  };
  const manual = saved('r3', { title: 'My own article', weekNumber: 2, origin: 'manual' });
  const dropped = saved('r4', { title: 'Old reading nobody touched', weekNumber: 2 });
  const droppedWithRpa = saved('r5', { title: 'Garratt v. Dailey', weekNumber: 2 });
  const store = savedSyllabus([palsgraf, corrected, manual, dropped, droppedWithRpa], {}, ['r5']);
  const incoming = draftOf([
    week(1, [row('Palsgraf v Long Island RR', { pages: '99-105' })]),
    week(2, [row('Vosburg v. Putney'), row('Brand new case')]),
  ]);

  it('matches by title (also a title the student corrected) and lists what is new and missing', () => {
    const p = previewMerge(store, incoming);
    expect(p.matched.map((m) => [m.saved.id, m.incoming.reading.title])).toEqual([
      ['r2', 'Vosburg v. Putney'],
      ['r1', 'Palsgraf v Long Island RR'],
    ]);
    expect(p.matched.find((m) => m.saved.id === 'r2')?.keptEdits).toEqual(['title']);
    expect(p.added.map((a) => a.reading.title)).toEqual(['Brand new case']);
    expect(p.manual.map((r) => r.id)).toEqual(['r3']);
    expect(p.missing.map((m) => [m.saved.id, m.hasWork])).toEqual([
      ['r4', false],
      ['r5', true],
    ]);
  });

  it('removes by default only missing readings without the student work', () => {
    const p = previewMerge(store, incoming);
    expect([...defaultChoices(p).remove]).toEqual(['r4']);
  });

  it('keeps readings the student removed earlier out, unless added back', () => {
    const withTombstone = savedSyllabus([palsgraf], {
      removedImports: [{ title: 'brand new CASE', weekNumber: 2 }],
    });
    const p = previewMerge(withTombstone, incoming);
    expect(p.added.map((a) => a.reading.title)).toEqual(['Vosburg v. Putney']);
    expect(p.previouslyRemoved.map((a) => a.reading.title)).toEqual(['Brand new case']);
  });

  it('does not pair unrelated readings', () => {
    const p = previewMerge(savedSyllabus([palsgraf]), draftOf([week(1, [row('Hadley v. Baxendale')])]));
    expect(p.matched).toEqual([]);
    expect(matchScore(palsgraf, { weekNumber: 1, reading: row('Hadley v. Baxendale') })).toBeLessThan(0.55);
  });
});

describe('mergeDraft + planReadings', () => {
  it('keeps completion, notes, edits, manual rows and chosen missing rows; adds what is new', () => {
    const palsgraf = saved('r1', {
      title: 'Palsgraf',
      weekNumber: 1,
      completed: true,
      completedDate: T,
      notes: 'n',
    });
    const edited = {
      ...saved('r2', { title: 'Vosburg', weekNumber: 2, citation: 'Wis.' }),
      citation: 'my cite',
    };
    const manual = saved('r3', { title: 'Mine', weekNumber: 2, origin: 'manual', order: 5 });
    const gone = saved('r4', { title: 'Gone', weekNumber: 2 });
    const keep = saved('r5', { title: 'Keep me', weekNumber: 3, completed: true, completedDate: T });
    const store = savedSyllabus([palsgraf, edited, manual, gone, keep]);
    const incoming = draftOf([
      week(1, [row('Palsgraf', { pages: '1-5', citation: 'N.Y.' })]),
      week(2, [row('Vosburg', { citation: 'Wis.' }), row('New one')], 'Topic 2 revised'),
    ]);
    const preview = previewMerge(store, incoming);
    const merged = mergeDraft(store, incoming, preview, defaultChoices(preview));
    expect(merged.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3]);
    expect(merged.weeks[1]?.topic).toBe('Duty, my words');
    const plan = planReadings(merged, 's1', store.readings, () => 'new-id');
    const byId = new Map(plan.update.map((u) => [u.id, u.fields]));
    expect(byId.get('r1')).toMatchObject({ completed: true, notes: 'n', pages: '1-5', citation: 'N.Y.' });
    expect(byId.get('r2')).toMatchObject({ citation: 'my cite', confidence: 100 });
    expect(byId.get('r3')).toMatchObject({ title: 'Mine', origin: 'manual' });
    expect(byId.get('r5')).toMatchObject({ completed: true, weekNumber: 3 });
    expect(plan.create.map((c) => c.fields.title)).toEqual(['New one']);
    expect(plan.remove).toEqual(['r4']);
  });

  it('removes what the student chose and adds back what they asked for', () => {
    const gone = saved('r4', { title: 'Gone', weekNumber: 1, completed: true, completedDate: T });
    const store = savedSyllabus([gone], { removedImports: [{ title: 'Back', weekNumber: 1 }] });
    const incoming = draftOf([week(1, [row('Back')])]);
    const preview = previewMerge(store, incoming);
    const merged = mergeDraft(store, incoming, preview, {
      remove: new Set(['r4']),
      addBack: new Set(['k-Back']),
    });
    expect(merged.weeks[0]?.readings.map((r) => r.title)).toEqual(['Back']);
  });
});

describe('editReading', () => {
  it('makes a corrected row the student own: edited, confidence 100', () => {
    const d = draftOf([week(1, [row('Palsgraf', { confidence: 40 })])]);
    const e = editReading(d, 'k-Palsgraf', { title: 'Palsgraf v. Long Island' });
    expect(e.weeks[0]?.readings[0]).toMatchObject({
      edited: true,
      confidence: 100,
      title: 'Palsgraf v. Long Island',
    });
    expect(e.weeks[0]?.readings[0]?.imported?.title).toBe('Palsgraf');
  });
});
