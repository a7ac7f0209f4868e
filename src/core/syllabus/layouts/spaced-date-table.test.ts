import { describe, expect, it } from 'vitest';
import { spacedDateRows } from './spaced-date-table';
import { read } from './testing';

const rows = (lines: string[]) => spacedDateRows(lines.map((raw) => ({ raw }))).map((l) => l.raw);

describe('layout: a schedule table flattened with single spaces', () => {
  it('turns a date / topic / sections table into pipe rows, the reference run as the reading', () => {
    expect(
      rows([
        'Class day Lecture notes Textbook Sections',
        'March 3 Waves on strings 4.1 - 4.3   Vol. 2',
        'March 5 Sound 4.4, 4.6',
        'March 10 Review',
        'March 12 Doppler effect 5.1-5.2',
      ]),
    ).toEqual([
      '| Date | Topic | Reading |',
      '| March 3 | Waves on strings | 4.1 - 4.3 |',
      '| March 5 | Sound | 4.4, 4.6 |',
      '| March 10 | Review |  |',
      '| March 12 | Doppler effect | 5.1-5.2 |',
    ]);
  });

  it('carries the month to rows that give only the day, and keeps one-word rows as topics', () => {
    expect(
      rows([
        'Month Day Author Reading',
        'October 1 Welcome',
        '3 Hobbes Leviathan XIII',
        '8 Locke Second Treatise V',
      ]),
    ).toEqual([
      '| Date | Topic | Reading |',
      '| October 1 | Welcome |  |',
      '| October 3 |  | Hobbes Leviathan XIII |',
      '| October 8 |  | Locke Second Treatise V |',
    ]);
  });

  it('leaves text without such a header alone, and ends the table at the first other line', () => {
    expect(rows(['Date of the exam', 'March 3 Midterm', 'March 5 Final'])).toEqual([
      'Date of the exam',
      'March 3 Midterm',
      'March 5 Final',
    ]);
    expect(
      rows([
        'Date Topic Reading',
        'May 2 A b 1.1',
        'May 4 C d 1.2',
        'May 6 E f 1.3',
        'Homework:',
        'May 9 Sets',
      ])[5],
    ).toBe('May 9 Sets');
  });

  it('keeps a number that ends a work with it where most rows end with no reference', () => {
    expect(
      rows([
        'Date Topic Reading',
        'May 2 Ethics Aristotle, Bk. 2',
        'May 4 Letters Seneca, Letter 5',
        'May 6 Justice Plato Republic',
      ]),
    ).toEqual([
      '| Date | Topic | Reading |',
      '| May 2 |  | Ethics Aristotle, Bk. 2 |',
      '| May 4 |  | Letters Seneca, Letter 5 |',
      '| May 6 |  | Justice Plato Republic |',
    ]);
  });

  it('reads an Assignment column and a weekday before the date; leaves a gap-separated header alone', () => {
    const table = [
      'Date Theme Assignment',
      'Wed. Sept. 3 Rome Livy I',
      'Fri. Sept. 5 Athens Thucydides II',
      'Mon. Sept. 8 Persia Herodotus',
    ];
    expect(rows(table)[1]).toBe('| Wed. Sept 3 |  | Rome Livy I |');
    const gap = ['Date  Readings/Assignments', 'Mon, Jan 28  Syllabus', 'Wed, Jan 30  Culler, “Literature”'];
    expect(rows(gap)).toEqual(gap);
  });

  it('gives each row its own session through the pipe table layout', () => {
    const r = read([
      'Scheduled day Topic Textbook Chapter',
      'January 8 Vectors 2.1 - 2.3',
      'January 10 Motion 2.4',
      'January 15 Forces 3.1 - 3.5',
    ]);
    // The pipe table names a bare section number's unit.
    expect(r.titles).toEqual(['Sections 2.1 - 2.3', 'Sections 2.4', 'Sections 3.1 - 3.5']);
    expect(r.rows.map((x) => x[0])).toEqual([1, 1, 2]);
  });
});
