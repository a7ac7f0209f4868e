/**
 * Failure classes of round 36, continued: a schedule run together on one line whose classes each open
 * with a weekday word and a date (`Tues., Sept. 6 … Thurs., Sept. 8 …`), as a PDF read as one paragraph
 * gives it (layouts/weekday-date-run.ts); a lettered outline whose units name chapters joined by dashes
 * (`A. Title---Chapter 6`), the chapter lines indented under a unit (layouts/outline-joined-reading.ts,
 * annotation-lines.ts); a `Reading Assignments:` paragraph of three dated entries run together
 * (layouts/run-on-date-labels.ts). Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { joinedOutlineReading } from './layouts/outline-joined-reading';
import { splitAtDateLabels } from './layouts/run-on-date-labels';
import { splitAtWeekdayDateRun } from './layouts/weekday-date-run';
import { read } from './layouts/testing';

const RUN =
  'HARBOUR LAW Fall 2031 Tuesday/Thursday Office hours by appointment. SCHEDULE Tues., Sept. 2 Pilots and ports Marlow, pp. 1-20 Thurs., Sept. 4 Salvage Marlow, pp. 21-44 Tues., Sept. 9 Charts and tides Marlow, pp. 45-70';

describe('classes run on, each opened by its weekday and date', () => {
  it('are cut apart before each weekday and date', () => {
    expect(splitAtWeekdayDateRun(RUN)).toEqual([
      'HARBOUR LAW Fall 2031 Tuesday/Thursday Office hours by appointment. SCHEDULE',
      'Tues., Sept. 2 Pilots and ports Marlow, pp. 1-20',
      'Thurs., Sept. 4 Salvage Marlow, pp. 21-44',
      'Tues., Sept. 9 Charts and tides Marlow, pp. 45-70',
    ]);
  });

  it('are left alone when fewer than three or out of order (prose that mentions days)', () => {
    expect(
      splitAtWeekdayDateRun('The midterm is on Tues., Oct. 7 and the paper is due Fri., Oct. 17 at noon.'),
    ).toBeNull();
    expect(
      splitAtWeekdayDateRun(
        'Office closed Mon., Nov. 3, open Tues., Sept. 9, closed again Wed., Oct. 1 and Thurs., Oct. 2.',
      ),
    ).toBeNull();
  });

  it('keep a date with nothing of its own with the date after it, and leave a run of deadlines alone', () => {
    expect(
      splitAtWeekdayDateRun(
        'SCHEDULE Tues., Sept. 2 Pilots Marlow, pp. 1-20 Thurs., Sept. 4 Tues., Sept. 9 Charts Marlow, pp. 21-44 Thurs., Sept. 11 Tides Marlow, pp. 45-70',
      ),
    ).toEqual([
      'SCHEDULE',
      'Tues., Sept. 2 Pilots Marlow, pp. 1-20',
      'Thurs., Sept. 4 Tues., Sept. 9 Charts Marlow, pp. 21-44',
      'Thurs., Sept. 11 Tides Marlow, pp. 45-70',
    ]);
    expect(
      splitAtWeekdayDateRun(
        'Major assessments: Paper #1 Wednesday, Oct. 8 at 5 p.m. Midterm Exam Thursday, Oct. 23 in class. Paper #2 Friday, Nov. 14 at noon. Final Exam Monday, Dec. 8 at 9 a.m.',
      ),
    ).toBeNull();
  });

  it('give each class its date, its reading and the meeting days', () => {
    const r = read([RUN]);
    expect(r.rows.map((x) => [x[0], x[2], x[3]])).toEqual([
      [1, '1-20', '2031-09-02'],
      [1, '21-44', '2031-09-04'],
      [2, '45-70', '2031-09-09'],
    ]);
    expect(r.s.meetingDays).toEqual(['tuesday', 'thursday']);
  });
});

describe('an outline whose units name chapters joined by dashes', () => {
  const OUTLINE = [
    'Text: Marlow, Harbour Engineering',
    '',
    'A. Early Harbours---Chapter 1, pp 1-20',
    '',
    'B. Structures of the Breakwater',
    '',
    '            Loads and the importance of wave forces—Chapter 2',
    '',
    '            Stone and concrete---A Short Review---Chapter 3',
    '',
    'C. Dredging and its methods',
    '',
    '            Dredgers of the modern port---Chapter 4, pp 77-87',
  ];

  it('reads a unit heading joined to its chapter as the unit and its reading', () => {
    expect(joinedOutlineReading('A. Early Harbours---Chapter 1, pp 1-20')).toEqual({
      topic: 'Early Harbours',
      reading: 'Early Harbours---Chapter 1, pp 1-20',
    });
    expect(joinedOutlineReading('B. Proteins — Ch. 4')?.topic).toBe('Proteins');
    expect(joinedOutlineReading('B. Structures of the Breakwater')).toBeNull();
    expect(joinedOutlineReading('C. Pre-war ports and their history')).toBeNull();
  });

  it('keeps the indented chapter lines under their unit as readings, one unit a week', () => {
    const r = read(OUTLINE);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '1-20'],
      [2, null],
      [2, null],
      [3, '77-87'],
    ]);
    expect(r.titles[1]).toContain('Chapter 2');
    expect(r.titles[2]).toContain('Chapter 3');
  });
});

describe('a reading-assignments paragraph with three dated entries run together', () => {
  const PARAGRAPH =
    'Reading Assignments: may change as the seminar goes on. Jan. 14: Pilot v. Harbour Bd., 347 U.S. 483 (1954); Marlow, Tides and the Law, 68 Geo. L.J. 1 (1979) Jan. 28: Salvage Co. v. Ashby, 537 U.S. 186 (2003) Feb. 4: Ferry v. Pike, 10 U.S. 87 (1810)';

  it('is cut before each date label when the dates run forward', () => {
    expect(splitAtDateLabels(PARAGRAPH)).toHaveLength(4);
    expect(splitAtDateLabels(PARAGRAPH.replace('Feb. 4:', 'Jan. 7:'))).toBeNull();
    expect(splitAtDateLabels(PARAGRAPH.replace('Reading Assignments:', 'Notes:'))).toBeNull();
  });

  it('dates each entry’s works by its label', () => {
    const r = read(['Harbour Law Seminar, Spring 2031', '', PARAGRAPH]);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-01-14'],
      [1, '2031-01-14'],
      [3, '2031-01-28'],
      [4, '2031-02-04'],
    ]);
  });
});
