/**
 * Failure class of round 38 (fresh53 h533): a quarter calendar of `Week N` headings over ONE LINE PER WEEKDAY
 * (`Monday: ...` to `Friday: ...`), no dates, each line running the day's text and tasks together with `;`. A
 * line opening with a weekday label and a colon starts a line of its own (`prepare.ts`, WEEKDAY_LABEL_START): it is
 * never the wrapped end of the line above, even when that line is long or ends with `;`. Small made-up example (no
 * text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const CALENDAR = [
  'Spring Term Calendar',
  '',
  'Week 1',
  'Monday: Course overview; Introduction to the River Sagas and their long history in the north',
  'Tuesday: Sagas, Chapter 1; Spelling 4',
  'Wednesday: Sagas, Chapter 2;',
  'Thursday: Sagas, Chapter 3',
  '',
  'Week 2',
  'Monday: Sagas, Chapter 4',
  'Tuesday: Sagas, Chapter 5',
];

describe('weekday label lines of a quarter calendar', () => {
  it('reads each weekday line on its own, so no reading runs two days together', () => {
    const r = read(CALENDAR);
    const titles = r.titles;
    expect(
      titles.filter((t) => /Monday|Tuesday|Wednesday|Thursday/.test(t.slice(1)) && /:.*:/.test(t)),
    ).toEqual([]);
    expect(r.rows.map(([week]) => week)).toEqual([1, 1, 1, 2, 2]);
    expect(titles.some((t) => t.includes('Chapter 3'))).toBe(true);
  });
});
