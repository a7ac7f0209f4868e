/**
 * Calendar failure classes seen at first sight on the `fresh10` folder, each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { classHoursDay } from './class-hours-day';
import { newSession } from './layouts/session';
import { fixMonthTypos } from './month-typo';
import { structureSyllabusText } from './parse';

const dated = (s: ReturnType<typeof structureSyllabusText>) =>
  s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.title, r.date]));

const line = { page: 1, line: 1, text: '', raw: '', indent: 0, bullet: 0, heading: false } as never;

describe('a month written wrong on the first dated rows', () => {
  it('reads the month the weekday and the next row give (Apr 26 (Tu) before Sep 2 (Tu) in 2025)', () => {
    // 2025: Aug 26 is a Tuesday, Aug 28 a Thursday, Sep 2 a Tuesday; April 26 and 28 are not.
    const s = structureSyllabusText(
      [
        'Ethics 210 | Fall 2025',
        '',
        'Apr 26 (Tu)  Introduction, no reading.',
        'Apr 28 (Th)  Smith, _The Good Life_ (pp. 1–10)',
        'Sep 2 (Tu)  Jones, _Duty_ (pp. 11–20)',
        'Sep 4 (Th)  Brown, _Virtue_ (pp. 21–30)',
      ].join('\n'),
    );
    expect(dated(s)).toEqual([
      [1, 'Smith, The Good Life', '2025-08-28'],
      [2, 'Jones, Duty', '2025-09-02'],
      [2, 'Brown, Virtue', '2025-09-04'],
    ]);
    expect(s.semesterStart).toBe('2025-08-26');
  });

  it('leaves rows whose weekday agrees, or whose month no single other month can fix', () => {
    const rows = [
      newSession(line, { date: { month: 9, day: 2 }, weekday: 1 }),
      newSession(line, { date: { month: 9, day: 4 }, weekday: 3 }),
    ];
    expect(fixMonthTypos(rows, 2025)).toBe(0);
    // Apr 31 on a Thursday: no month within six weeks before Jan 5 puts a 31st on a Thursday.
    const odd = [
      newSession(line, { date: { month: 4, day: 31 }, weekday: 3 }),
      newSession(line, { date: { month: 1, day: 5 }, weekday: 0 }),
    ];
    expect(fixMonthTypos(odd, 2026)).toBe(0);
    expect(odd[0]!.date).toEqual({ month: 4, day: 31 });
  });
});

describe('one meeting day under a class-hours heading', () => {
  it('reads the weekday with a time span below "Lecture Hours"', () => {
    expect(classHoursDay(['Lecture Hours', '', 'Thursday 2:00–4:45 pm, Room 12'])).toEqual(['thursday']);
    expect(classHoursDay(['Deadlines', 'Friday 5 pm: paper due'])).toEqual([]);
    expect(classHoursDay(['Lecture Hours', 'See the timetable.'])).toEqual([]);
  });

  it('gives the meeting days of a schedule without dated rows', () => {
    const s = structureSyllabusText(
      [
        '### Reading',
        '',
        '* Week 1: [A] Ch.1',
        '* Week 2: [A] Ch.2',
        '* Week 3: [A] Ch.3',
        '',
        '### Lecture Hours',
        '',
        'Tuesday 9:00–11:45 am.',
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual(['tuesday']);
  });
});
