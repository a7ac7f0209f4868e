/**
 * Calendar failure classes of this session's new folders (fresh18-fresh20), each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { findDates, leadingDate } from './dates';
import { read } from './layouts/testing';

describe('a day-first list of class days before their month (`16, 19 Feb`)', () => {
  it('is read as its first day, the others as further days of the same row', () => {
    const d = leadingDate('14, 16 Sep | Introduction');
    expect(d?.date).toMatchObject({ month: 9, day: 14 });
    expect(d?.more).toMatchObject([{ month: 9, day: 16 }]);
    expect(findDates('| 3 & 5 March 2024 |')[0]).toMatchObject({
      date: { month: 3, day: 3, year: 2024 },
      more: [{ month: 3, day: 5, year: 2024 }],
    });
  });

  it('is not taken from a chapter list before a date, nor from days that do not rise within a week', () => {
    expect(findDates('Read ch. 3, 4 May')[0]?.date).toMatchObject({ month: 5, day: 4 });
    expect(leadingDate('3, 24 May | Review')).toBeNull();
  });

  const table = [
    'Spring 2024',
    '',
    '| Date | Topic & Readings |',
    '|------|------------------|',
    '| 13, 15 Feb | **Beginnings** |',
    '| | Ann Author, _First Things_, pp. 1-20 |',
    '| 20, 22 Feb | **Doubt** |',
    '| | Ben Writer, _Second Thoughts_, pp. 21-40 |',
    '| 27, 29 Feb | **Minds** |',
    '| | Cal Thinker, _Third Ways_, pp. 41-60 |',
    '| 5, 7 Mar | **Bodies** |',
    '| | Dee Scholar, _Fourth Walls_, pp. 61-80 |',
  ];

  it('dates each row of a table by its first class day and puts one row in each week', () => {
    const r = read(table);
    const row = (title: string) => r.rows.find((x) => String(x[1]).includes(title));
    expect(row('First Things')?.[0]).toBe(1);
    expect(row('First Things')?.[3]).toBe('2024-02-13');
    expect(row('Second Thoughts')?.[3]).toBe('2024-02-20');
    expect(row('Third Ways')?.[3]).toBe('2024-02-27');
    expect(row('Fourth Walls')?.[0]).toBe(4);
  });

  it('counts every listed class day as a meeting day and ends the term on the last one', () => {
    const { s } = read(table);
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
    expect(s.semesterEnd).toBe('2024-03-07');
  });
});

describe('an important-dates list of deadlines beside the schedule', () => {
  const lines = [
    'Spring 2024',
    '',
    '## Deadlines',
    '',
    '| Date | Assignment |',
    '|------|------------|',
    '| 16 Feb | Essay 1 Questions Posted |',
    '| 23 Feb | Essay 1 Due |',
    '| 1 Mar | Essay 2 Due |',
    '| 15 Mar | Final Essay Due |',
    '',
    '## Schedule',
    '',
    '| Date | Topic |',
    '|------|-------|',
    '| 12 Feb | Smith, Ch. 1, pp. 1-20 |',
    '| 14 Feb | Smith, Ch. 2, pp. 21-40 |',
    '| 19 Feb | Smith, Ch. 3, pp. 41-60 |',
    '| 21 Feb | Smith, Ch. 4, pp. 61-80 |',
    '| 26 Feb | Smith, Ch. 5, pp. 81-100 |',
    '| 28 Feb | Smith, Ch. 6, pp. 101-120 |',
  ];

  it('gives no meeting day and does not end the semester', () => {
    const { s } = read(lines);
    expect(s.meetingDays).toEqual(['monday', 'wednesday']);
    expect(s.semesterEnd).toBe('2024-02-28');
  });
});

describe('a yearless schedule whose only weekday is Thanksgiving, named on its own date', () => {
  const lines = [
    'Schedule of Readings',
    '',
    'Nov. 1 Smith, Republic, pp. 1-10',
    'Nov. 3 Smith, Republic, pp. 11-20',
    'Nov. 8 Smith, Republic, pp. 21-30',
    'Nov. 10 Smith, Republic, pp. 31-40',
    'Nov. 15 Smith, Republic, pp. 41-50',
    'Nov. 17 Smith, Republic, pp. 51-60',
    'Nov. 22 (Nov. 24 is Thanksgiving) No class',
    'Nov. 29 Smith, Republic, pp. 61-70',
    'Dec. 1 Smith, Republic, pp. 71-80',
  ];

  it('takes the fourth-Thursday holiday as a Thursday, on the date the note gives', () => {
    expect(read(lines).s.meetingDays).toEqual(['tuesday', 'thursday']);
  });

  it('does not take a Thanksgiving break named on a Wednesday for the Thursday', () => {
    const week = (d: string, n: number) => [
      `**Week ${n}**`,
      '',
      `${d}: Smith, Republic, pp. ${n}0-${n}9`,
      '',
    ];
    const lines = [
      ...week('Monday, November 6th', 1),
      ...week('November 8th', 2),
      ...week('November 13th', 3),
      ...week('November 15th', 4),
      ...week('November 20th', 5),
      'November 22nd: [No Class - Thanksgiving Break]',
      '',
      ...week('November 27th', 6),
      ...week('November 29th', 7),
    ];
    expect(read(lines).s.meetingDays).toEqual(['monday', 'wednesday']);
  });
});
