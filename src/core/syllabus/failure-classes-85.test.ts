/**
 * Failure classes of round 37 (fresh47, first sight): a CSV schedule data file whose week number stands only
 * on a week's first session row (`,Wk,3,1,1,Sep,...` then `,,,2,3,Sep,...`), whose day and month are cells of
 * their own, and whose reading column holds bare numbers of the course's reading list (`"4,5"`, `15-17`):
 * its data rows were taken for new header rows, the second session's number for its week, and the numbers
 * dropped for want of letters or read as pages.
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { pipeHeader } from './columns';
import { read } from './layouts/testing';

const CSV = [
  'part,WEEK,SESSION,Day,Month,TOPIC,Reading,notes',
  'FOUNDATIONS,1,1,7,Sep,Welcome,,',
  ',,2,9,Sep,What is a wetland?,1,',
  ',2,1,14,Sep,Water and soil,"2,3",',
  ',,2,16,Sep,"Water and soil, cont.",4,',
  'PEOPLE AND WETLANDS,3,1,21,Sep,Drainage,5-7,map exercise',
  ',,2,23,Sep,Restoration,8,',
  ',4,1,28,Sep,Field trip,,',
  ',,2,30,Sep,Policy,"9,10",',
];

describe('a CSV schedule with the week number on its first session row and reading-list numbers', () => {
  it('reads every row under the one header, each reading in the week its first row prints', () => {
    const r = read(CSV);
    expect(r.s.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3, 4]);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      [1, 'no. 1'],
      [2, 'no. 2,3'],
      [2, 'no. 4'],
      [3, 'no. 5-7'],
      [3, 'no. 8'],
      [4, 'no. 9,10'],
    ]);
    expect(r.rows.every((row) => row[2] === null)).toBe(true);
  });
});

describe('a pipe row with two bare numbers in it', () => {
  it('is a data row, not a new header', () => {
    expect(pipeHeader(['', 'Wk', '2', '1', '25', 'Aug', 'Rivers', '', 'Reading 3'])).toBeNull();
    expect(pipeHeader(['Week', 'Date', 'Topic', 'Reading'])).not.toBeNull();
  });
});
