/**
 * Layouts offered only the lines of their shape (layouts/line-shape.ts) read every line as when each line is
 * offered to every layout in turn: the same output and the same region for every line, on small made-up
 * syllabi of the shapes the guarded layouts read (and of the shapes they refuse).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Layout } from './layouts/context';
import {
  BULLET,
  CELLS,
  DIGIT,
  fits,
  HEADING,
  type LineShapeNeed,
  layoutsByShape,
  shapeOf,
} from './layouts/line-shape';
import type { PreparedLine } from './prepare';

type Structurer = typeof import('./index');

async function structurer(everyLayout: boolean): Promise<Structurer> {
  vi.resetModules();
  if (everyLayout)
    vi.doMock('./layouts/line-shape', async (original) => ({
      ...(await original<typeof import('./layouts/line-shape')>()),
      layoutsByShape: (layouts: readonly Layout[]) => () => layouts,
    }));
  else vi.doUnmock('./layouts/line-shape');
  return import('./index');
}

const DOCUMENTS: Record<string, string[]> = {
  'pipe table': [
    '| Class | Date | Topic | Reading |',
    '|---|---|---|---|',
    '| 1 | Jan 6 | Offer | Farnsworth 1-20 |',
    '| 2 | Jan 8 | Acceptance | Farnsworth 21-40; Ch 3 |',
    'Policies',
    '| Monday | Wednesday |',
    '| Offer | Farnsworth 41-50 |',
  ],
  'dated pipe rows': ['| 9/8 | Negligence | Prosser 145-160 |', '| M | 9/10 | Duty | Prosser 161-170 |'],
  'class markers and headings': [
    '# Schedule',
    'A. Actus Reus      [#2 – THURSDAY, JANUARY 22, 2026]',
    'Kadish 221-228',
    'Class 5: Consideration',
    '- Class 6 (Sept. 9)',
    'Reading # 3 Remedies of the buyer',
    'Assignment for Class 7: Damages',
    'Dobbs 40-55',
    '3 - Sept. 9 Mistake',
    '4) Tuesday, Sept. 16',
    'Calamari 88-97',
    'Homework: problem set 2',
    'Part II: Remedies',
    'Unit 3: Torts, Sept. 20 - Oct. 4',
    'Negligence – Sept. 22',
    'Notes on Negligence',
    '## Grading',
    'Attendance counts.',
    'Bibliography',
    'Hart, The Concept of Law (1961)',
  ],
  'week headings': [
    'M 8/29 Intro',
    'HOMEWORK (DUE 9/7):',
    '- Read Smith, ch. 2',
    '## Week 1 (Jan 6 - 10)',
    '- Week 2: Offer',
    '* Smith, Contracts, ch. 2',
    'Week Three: Acceptance',
    'Reading: Smith 30-45',
    '1. Week 4',
    'Week of Jan. 27',
    '- Smith 46-60',
  ],
  'sections and posts': [
    'Lecture 1',
    'A = Monday, Sept. 8',
    'Read Smith 1-10',
    'Posted Sept. 2, 2024',
    'For Monday, Sept. 9: Smith 11-20',
    'Due Sept. 12',
    'Smith 21-30',
  ],
};

describe('layouts offered the lines of their shape only (line-shape.ts)', async () => {
  const every = await structurer(true);
  const byShape = await structurer(false);
  afterAll(() => {
    vi.doUnmock('./layouts/line-shape');
    vi.resetModules();
  });

  for (const [name, lines] of Object.entries(DOCUMENTS)) {
    it(`reads "${name}" as offering each line to every layout does`, () => {
      const text = lines.join('\n');
      const run = (s: Structurer) => {
        const trace = s.newTrace();
        const out = s.normalizeSyllabus(s.structureSyllabusText(text, { trace }));
        return JSON.stringify({ out, trace });
      };
      const all = run(every);
      expect(run(byShape)).toBe(all);
      // The example reads something: its lines are not all left to the prose layout.
      expect(all).toContain('"region":"');
    });
  }
});

describe('line shape', () => {
  const line = (text: string, more: Partial<PreparedLine> = {}) =>
    ({ text, raw: text, heading: false, bullet: 0, cells: null, ...more }) as PreparedLine;

  it('marks pipe rows, bullets, headings and digits', () => {
    expect(shapeOf(line('Offer and acceptance'))).toBe(0);
    expect(shapeOf(line('Smith 1-20', { bullet: 1 }))).toBe(BULLET | DIGIT);
    expect(shapeOf(line('Grading', { heading: true }))).toBe(HEADING);
    expect(shapeOf(line('| Jan 6 | Offer |', { cells: ['Jan 6', 'Offer'] }))).toBe(CELLS | DIGIT);
    // Only ASCII digits count: `٣` is no digit a date or page pattern reads.
    expect(shapeOf(line('Week ٣'))).toBe(0);
  });

  it('offers a layout the lines with every bit it has and none it lacks, in the layouts’ order', () => {
    expect(fits(undefined, 0)).toBe(true);
    expect(fits({ has: DIGIT, lacks: BULLET }, DIGIT | HEADING)).toBe(true);
    expect(fits({ has: DIGIT, lacks: BULLET }, DIGIT | BULLET)).toBe(false);
    expect(fits({ has: CELLS }, DIGIT)).toBe(false);
    const layouts: { name: string; shape?: LineShapeNeed }[] = [
      { name: 'a' },
      { name: 'b', shape: { has: CELLS } },
      { name: 'c', shape: { lacks: CELLS } },
    ];
    const forShape = layoutsByShape(layouts);
    expect(forShape(CELLS).map((l) => l.name)).toEqual(['a', 'b']);
    expect(forShape(DIGIT).map((l) => l.name)).toEqual(['a', 'c']);
    expect(forShape(DIGIT)).toBe(forShape(DIGIT));
  });
});
