/**
 * Calendar failure classes of the third calendar round (fresh4 and fresh6 misses), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { dateCell, dottedDate } from './dotted-dates';
import { structureSyllabusText } from './parse';

const dated = (s: ReturnType<typeof structureSyllabusText>) =>
  s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.date]));

describe('dates written month.day with a dot in a schedule table', () => {
  it('reads a dotted date with or without its weekday, and the shapes a hurried table has', () => {
    expect(dottedDate('W 9.04')).toMatchObject({ date: { month: 9, day: 4 }, weekday: 2 });
    expect(dottedDate('TH 09.05M 09.09')).toMatchObject({ date: { month: 9, day: 5 }, weekday: 3 });
    expect(dottedDate('M10.07')).toMatchObject({ date: { month: 10, day: 7 }, weekday: 0 });
    expect(dottedDate('M. 10.28')).toMatchObject({ date: { month: 10, day: 28 }, weekday: 0 });
    expect(dottedDate('W 10. 30')).toMatchObject({ date: { month: 10, day: 30 } });
    expect(dottedDate('M12..02')).toMatchObject({ date: { month: 12, day: 2 } });
    expect(dottedDate('08.28')).toMatchObject({ date: { month: 8, day: 28 } });
    expect(dottedDate('08.28')!.weekday).toBeUndefined();
  });

  it('reads no section, time or impossible date, and needs the weekday where a number could stand', () => {
    expect(dottedDate('13.2')).toBeNull();
    expect(dottedDate('9.40')).toBeNull();
    expect(dottedDate('11.1.3')).toBeNull();
    expect(dottedDate('1.2', true)).toBeNull();
    expect(dottedDate('T 1.2', true)).toMatchObject({ date: { month: 1, day: 2 } });
    expect(dateCell('Sept. 9')).toMatchObject({ date: { month: 9, day: 9 } });
  });

  it('puts the rows of a yearless dotted-date table into Monday-based weeks and reads the meeting days', () => {
    const s = structureSyllabusText(
      [
        'Class | Date | Topic | Reading',
        '1 | W 3.04 | Introduction | Ch. 1',
        '2 | M 3.09 | Sources | Ch. 2',
        '3 | W 3.11 | Method | Ch. 3',
        '4 | M 3.16 | Cases | Ch. 4',
        '5 | W 3.18 | Review | Ch. 5',
      ].join('\n'),
    );
    expect(dated(s)).toEqual([
      [1, null],
      [2, null],
      [2, null],
      [3, null],
      [3, null],
    ]);
    expect(s.meetingDays).toEqual(['monday', 'wednesday']);
  });

  it('dates the rows when the term gives the year', () => {
    const s = structureSyllabusText(
      [
        'Contracts, Fall 2031',
        'Class | Date | Topic | Reading',
        '1 | 9.03 | Offer | Ch. 1',
        '2 | 9.08 | Acceptance | Ch. 2',
      ].join('\n'),
    );
    expect(dated(s)).toEqual([
      [1, '2031-09-03'],
      [2, '2031-09-08'],
    ]);
  });
});
