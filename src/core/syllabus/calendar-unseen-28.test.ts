/**
 * Calendar failure classes of the fresh25 folder (real screenshots and photos read by OCR), each on a
 * small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { numericDateCell } from './layouts/numeric-date-cell';
import { isStrayMark } from './layouts/stray-mark';
import { read } from './layouts/testing';

describe('a table without rules whose Date column holds month-day numbers (`08-22`)', () => {
  const table = [
    'Course Plan, Fall 2025',
    '',
    'Day      Date      Content                              Reading',
    '  Tues     09-02     1   Welcome and overview             Smith 1',
    '  Thurs    09-04     2   Measuring things                 Smith 2.1-2.3',
    'EE',
    'Tues     09-09     3   Counting                         Jones 4',
    'Thurs      09-11     4   Estimating                       Jones 5.2',
    'Tues    09-16      5     Sampling                         Jones 6',
  ];

  it('reads the cell as a month and a day, the weekday cell before it as the weekday', () => {
    expect(numericDateCell('08-22', 'Tues')).toBe('Tues 8/22');
    expect(numericDateCell('9-5', undefined)).toBe('9/5');
    expect(numericDateCell('13-40', 'Tues')).toBeNull();
    expect(numericDateCell('12-18', 'Notes')).toBe('12/18');
  });

  it('dates every row, a row set off its header and rows after a stray mark included, one week per Monday', () => {
    const r = read(table);
    expect(r.rows).toEqual([
      [1, 'Smith 1', null, '2025-09-02'],
      [1, 'Smith 2.1-2.3', null, '2025-09-04'],
      [2, 'Jones 4', null, '2025-09-09'],
      [2, 'Jones 5.2', null, '2025-09-11'],
      [3, 'Jones 6', null, '2025-09-16'],
    ]);
    expect(r.s.meetingDays).toEqual(['tuesday', 'thursday']);
    expect(r.s.semesterStart).toBe('2025-09-02');
  });

  it('keeps a Content column as the rows’ topics, not their readings', () => {
    const r = read(table);
    expect(r.s.weeks[0]?.topic).toContain('Welcome and overview');
    expect(r.titles).toEqual(['Smith 1', 'Smith 2.1-2.3', 'Jones 4', 'Jones 5.2', 'Jones 6']);
  });
});

describe('a stray mark between the rows of a photographed table', () => {
  it('is one short token alone on its line', () => {
    expect(isStrayMark('EE')).toBe(true);
    expect(isStrayMark(' 0 ')).toBe(true);
    expect(isStrayMark('Co')).toBe(true);
    expect(isStrayMark('Unit 2')).toBe(false);
    expect(isStrayMark('Midterm')).toBe(false);
  });
});
