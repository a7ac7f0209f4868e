/**
 * Calendar of round 38: make-up classes. A dated schedule whose class on one weekday is cancelled (the
 * bullet under its date says so: bullet-item.ts) and taught on another day of that week: the other day
 * is a replacement, not a meeting day (make-up-days.ts). Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { makeUpWeekdays } from './make-up-days';

const day = (date: string, entry: string) => [date, `: ${entry}`];

/** Tuesday/Thursday classes without a year; two Tuesdays cancelled and made up on the Wednesday. */
const schedule = (cancelled: string) => [
  'Readings',
  '',
  ...day('Thursday, September 4', 'Marlow, The Harbour Book, ch. 1'),
  ...day('Tuesday, September 9', cancelled),
  ...day('Wednesday, September 10', 'Marlow, The Harbour Book, ch. 2'),
  ...day('Thursday, September 11', 'Marlow, The Harbour Book, ch. 3'),
  ...day('Tuesday, September 16', 'Marlow, The Harbour Book, ch. 4'),
  ...day('Thursday, September 18', 'Marlow, The Harbour Book, ch. 5'),
  ...day('Tuesday, September 23', cancelled),
  ...day('Wednesday, September 24', 'Marlow, The Harbour Book, ch. 6'),
  ...day('Thursday, September 25', 'Marlow, The Harbour Book, ch. 7'),
  ...day('Tuesday, September 30', 'Marlow, The Harbour Book, ch. 8'),
];

describe('a class made up on another day of the week its class was cancelled', () => {
  it('is no meeting day', () => {
    expect(read(schedule('No class: harbour holiday.')).s.meetingDays).toEqual(['tuesday', 'thursday']);
  });

  it('is a meeting day when the Tuesdays are not cancelled (then the class meets on three days)', () => {
    expect(read(schedule('Marlow, The Harbour Book, ch. 9')).s.meetingDays).toEqual([
      'tuesday',
      'wednesday',
      'thursday',
    ]);
  });
});

describe('makeUpWeekdays', () => {
  // An epoch day that is a Monday ((22292 + 3) % 7 = 0).
  const mon = 22292;
  const row = (d: number, cancelled = false) => ({ day: d, weekday: (d - mon) % 7, cancelled });

  it('finds the day held only in weeks with a cancelled class on another day', () => {
    const rows = [
      row(mon + 1),
      row(mon + 3),
      row(mon + 8, true),
      row(mon + 9),
      row(mon + 10),
      row(mon + 22, true),
      row(mon + 23),
      row(mon + 24),
    ];
    expect([...makeUpWeekdays(rows)]).toEqual([2]);
  });

  it('needs two weeks with a cancelled class', () => {
    const rows = [
      row(mon + 1),
      row(mon + 3),
      row(mon + 8, true),
      row(mon + 9),
      row(mon + 10),
      row(mon + 15),
      row(mon + 17),
    ];
    expect([...makeUpWeekdays(rows)]).toEqual([]);
  });
});
