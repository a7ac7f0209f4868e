/**
 * Failure class of round 38 (fresh53 t531): a week table pasted ONE CELL A LINE, blank lines between the cells,
 * whose WEEK NUMBER IS PRINTED ONLY ON EACH WEEK'S FIRST ROW (`1` / `Mon. 9/3` / topic / reading, then `Wed. 9/5`
 * / topic / reading with no number), class dates with a bracketed note (`Mon. 9/17 (HW1 due)`), and reading
 * cells naming each source's sections (`GH 3.1-3.4; Lee 7.2`). The weekday date of a later class starts a row of
 * its own in the same week (`one-cell-rows.ts`, `nextClassRow`); a cell of sources' sections is the reading
 * column, each `;` part a reading. Small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const cells = (...xs: string[]) => xs.flatMap((x) => [x, '']);

const TABLE = [
  'Ocean Optics 210',
  '',
  ...cells('Week', 'Date', 'Lecture Topics', 'Reading'),
  ...cells('1', 'Tue. 2/4', 'Why the sea is blue', 'GH 3.1-3.4; Lee 7.2'),
  ...cells('Thu. 2/6', 'Scattering', 'GH 3.5, 3.7'),
  ...cells('2', 'Tue. 2/11 (Set 1 due)', 'Absorption', 'Lee 8.1-8.3'),
  ...cells('Thu. 2/13', 'Fluorescence', 'GH 4.2; Lee 9.4'),
  ...cells('3', 'Tue. 2/18', 'Remote sensing', 'GH 5.1-5.2'),
];

describe('a one-cell-a-line week table whose week number opens only the first row of each week', () => {
  it('keeps every class of a week in that week, each source of a cell a reading', () => {
    const r = read(TABLE);
    expect(r.rows.map(([week, title]) => [week, title])).toEqual([
      [1, 'GH 3.1-3.4'],
      [1, 'Lee 7.2'],
      [1, 'GH 3.5, 3.7'],
      [2, 'Lee 8.1-8.3'],
      [2, 'GH 4.2'],
      [2, 'Lee 9.4'],
      [3, 'GH 5.1-5.2'],
    ]);
  });

  it('reads the Tuesday and Thursday classes as the meeting days', () => {
    expect(read(TABLE).s.meetingDays).toEqual(['tuesday', 'thursday']);
  });
});
