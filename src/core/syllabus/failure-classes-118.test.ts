/**
 * Failure classes of round 39 (fresh51 t512, a hard-wrapped Org syllabus; the examples are markdown): week headings over `Readings:`,
 * `Homework #N due:` and `Activities:` labels, each over `- ` items; references wrapped over several lines.
 * - A bare `Activities:` label and a numbered homework's `Homework #3 due:` label head blocks of class work, not
 *   readings (layouts/activity-label.ts).
 * - An author-date head closing its line (`Ann Lee, Tom Reyes, and Cy Moss. 2013.`) goes on with the unquoted
 *   title on the next line (author-date-wrap.ts).
 * - A `Course Resources` heading after the schedule ends it, as `Resources` does (columns.ts, POLICY_HEADING).
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const WEEK = (n: number, date: string, reading: string[], extra: string[] = []) => [
  `#### Week ${n} (${date}): Topic ${n}`,
  'Readings:',
  ...reading,
  '',
  ...extra,
];

describe('activity and numbered homework labels', () => {
  it('reads nothing under `Activities:` or `Homework #N due:`', () => {
    const r = read([
      ...WEEK(
        1,
        'Sept 2',
        ['- Lee, Ann. “Tides and Towns.” Harbour Review 4 (2019): 10-24.'],
        [
          'Homework #1 due:',
          '- find a map of a river delta and describe its towns',
          '',
          'Activities:',
          '- Part 1: discuss harbour maps; lab on tide tables',
          '- Part 2: share the maps of the delta towns',
          '',
        ],
      ),
      ...WEEK(2, 'Sept 9', ['- Moss, Cy. “Bridges of the North.” Coastal Review 7 (2020): 30-44.']),
    ]);
    expect(r.rows.map(([week, title]) => [week, title])).toEqual([
      [1, 'Tides and Towns'],
      [2, 'Bridges of the North'],
    ]);
  });
});

describe('an author-date head wrapped above an unquoted title', () => {
  it('reads the entry as one reading titled by the work', () => {
    const r = read(
      WEEK(1, 'Sept 2', [
        '- Ann Lee, Tom Reyes, and Cy Moss. 2013.',
        '  Rivers of Print in the Northern Towns.',
        '  https://example.org/rivers',
      ]),
    );
    expect(r.titles).toEqual(['Rivers of Print in the Northern Towns']);
  });
});

describe('a Course Resources heading after the schedule', () => {
  it('ends the schedule: the resource lists are not readings', () => {
    const r = read([
      ...WEEK(1, 'Sept 2', ['- Lee, Ann. “Tides and Towns.” Harbour Review 4 (2019): 10-24.']),
      '## Course Resources',
      '### Sample projects',
      '- “Mapping the Delta.” River Lab, 2 Mar. 2024, https://example.org/delta.',
      '- Tide Tables of the North. Harbour Office, https://example.org/tides.',
    ]);
    expect(r.titles).toEqual(['Tides and Towns']);
  });
});
