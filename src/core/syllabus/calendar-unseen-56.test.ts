/**
 * Calendar of round 37: a course's first day stated on a line that opens with `Starting`, its year only in
 * a heading that names no season (semester.ts `statedFirstDay`), and weekly numbered sessions with no
 * date of their own counted from it (weekly-numbered-classes.ts). Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { statedWeeklyCount } from './weekly-numbered-classes';

const course = (start: string, count = 'Five weekly evening sessions') => [
  'Reading the Harbour Poets',
  '',
  `  • ${count} for beginners`,
  '',
  'ENROLMENTS OPEN for Lantern Term 2031',
  start,
  '',
  'Session 1  | Tides | Marlow, The Harbour Book, pages 1-20',
  '',
  'Session 2  | Quays | Marlow, The Harbour Book, pages 21-40',
  '',
  'Session 3  | Cranes | Marlow, The Harbour Book, pages 41-60',
];

describe('a first day stated as `Starting <weekday> <date>` over weekly numbered sessions', () => {
  it('starts the term, dates each session a week after the last and ends at the counted last one', () => {
    const r = read(course('Starting Tuesday 14 October in the Old Library'));
    expect(r.s.semesterStart).toBe('2031-10-14');
    expect(r.s.semesterEnd).toBe('2031-11-11');
    expect(r.s.meetingDays).toEqual(['tuesday']);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-10-14'],
      [2, '2031-10-21'],
      [3, '2031-10-28'],
    ]);
  });

  it('ends at the last listed session when the text counts none', () => {
    const r = read(course('Starting Tuesday 14 October in the Old Library', 'Small evening sessions'));
    expect(r.s.semesterEnd).toBe('2031-10-28');
  });

  it('dates nothing when the weekday fits no year the text names', () => {
    const r = read(course('Starting Wednesday 14 October in the Old Library'));
    expect(r.s.semesterStart).toBeNull();
    expect(r.rows.map((x) => x[3])).toEqual([null, null, null]);
  });
});

describe('the number of weekly classes a sentence states', () => {
  it('reads a number word or digits before `weekly … sessions`', () => {
    expect(statedWeeklyCount(['Six weekly small-group sessions'])).toBe(6);
    expect(statedWeeklyCount(['We hold 10 weekly classes in the hall.'])).toBe(10);
    expect(statedWeeklyCount(['Weekly sessions, six in all'])).toBeUndefined();
  });
});
