/**
 * Failure class of round 38 (pdf52): a LaTeX itemize of weeks, each bullet `Week 01, 10/05 - 10/09 Topic 1 -
 * Title` (the week number, a comma, the week's date range), its nested items a `Readings:` line of `;`-separated
 * author-year citations whose year may stand in parentheses (`Ortega and Lund (2017)`), and the class meeting
 * once a week, stated as `Class Hours: T 9-11:50am`. Each bullet opens its week (dated-week-bullet.ts), each
 * citation is a reading (listed-short-reference.ts), the one day code names the meeting day
 * (labelled-day-code.ts) and the week's readings are dated by its class, the first stated day inside the
 * week's range (range-first-class.ts). Small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { isDatedWeekBullet } from './layouts/dated-week-bullet';
import { labelledDayCode } from './labelled-day-code';
import { isShortReference } from './listed-short-reference';
import { firstClassInRange } from './range-first-class';
import { toEpochDay } from './calendar';

const DOC = [
  'Harbour Studies 210, Fall, 2031',
  'Office Hours: R 2-4pm',
  'Class Hours: T 9-11:50am',
  'Schedule',
  '• Week 01, 10/06 - 10/10 Topic 1 - Salt Roads',
  '  – Use package harbour',
  '  – Readings: Ortega and Lund (2017); Marsh and Ray (2013)',
  '  – Assignment: Build a corpus.',
  '• Week 02, 10/13 - 10/17 Topic 2 – Tolls',
  '  – Readings: Park (2017); Diaz et al. 2011; Kim 2011',
  '• Week 03, 10/20 - 10/24 Topic 3 – Markets',
  '  – Readings: Lee 2019; Fox et al. (2015)',
];

describe('week bullets with a date range over author-year readings, one class day a week', () => {
  it('opens a week per bullet, splits the citations and dates them by the class day', () => {
    const r = read(DOC);
    expect(r.s.meetingDays).toEqual(['tuesday']);
    expect(r.rows.map(([w, t, , d]) => [w, t, d])).toEqual([
      [1, 'Ortega and Lund (2017)', '2031-10-07'],
      [1, 'Marsh and Ray (2013)', '2031-10-07'],
      [2, 'Park (2017)', '2031-10-14'],
      [2, 'Diaz et al. 2011', '2031-10-14'],
      [2, 'Kim 2011', '2031-10-14'],
      [3, 'Lee 2019', '2031-10-21'],
      [3, 'Fox et al. (2015)', '2031-10-21'],
    ]);
  });

  it('reads each piece by its own shape', () => {
    expect(isDatedWeekBullet('Week 01, 10/05 - 10/09 Topic 1 - Intro')).toBe(true);
    expect(isDatedWeekBullet('Week 3, Sept. 14: Tolls')).toBe(true);
    expect(isDatedWeekBullet('Week 1, read the notes')).toBe(false);
    expect(isShortReference('Laver, Benoit, and Garry (2003)')).toBe(true);
    expect(isShortReference('Dreier et al. (Working Paper)')).toBe(false);
    expect(labelledDayCode('Class Hours: T 9-11:50am')).toBe('tuesday');
    expect(labelledDayCode('Office Hours: T 2-4pm')).toBeNull();
    expect(labelledDayCode('Class Hours: TR 9-10:15am')).toBeNull();
    const mon = toEpochDay(2031, 10, 6);
    expect(firstClassInRange(mon, mon + 4, ['tuesday', 'thursday'])).toBe(mon + 1);
    expect(firstClassInRange(mon, mon + 4, [])).toBe(mon);
    expect(firstClassInRange(mon, mon + 4, ['saturday'])).toBe(mon);
  });
});
