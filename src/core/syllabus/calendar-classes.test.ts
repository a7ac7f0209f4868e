/**
 * Calendar failure classes (reading dates, inferring the year, the semester's start and end and the
 * meeting days), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { dateRange } from './date-range';
import { findDate, leadingDate } from './dates';
import { structureSyllabusText } from './parse';
import { isolatedDays } from './semester';
import { labelledWeekdays, statedDaySpan, twoClassWeek } from './meeting-days';
import { meetingFit, termYears } from './years';

const dated = (s: ReturnType<typeof structureSyllabusText>) =>
  s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.date]));

describe('a date range written with a double hyphen (markdown, LaTeX)', () => {
  it('reads "Jan 18--22" and "3/1--3/5" as ranges', () => {
    expect(dateRange('Jan 18--22')?.end).toEqual({ month: 1, day: 22 });
    expect(dateRange('3/1--3/5')?.end).toEqual({ month: 3, day: 5 });
  });
});

describe('semester bounds from week headings that carry only a range', () => {
  it('starts with the first week and ends with the last week when no class inside is dated', () => {
    const s = structureSyllabusText(
      [
        'Spring 2030',
        '## Week 1: Jan 14--18',
        '- Smith, Origins, 1-20',
        '## Week 2: Jan 21--25',
        '- Jones, Method, 21-40',
        '## Week 3: Jan 28--Feb 1',
        '- Brown, Sources, 41-60',
      ].join('\n'),
    );
    expect(s.semesterStart).toBe('2030-01-14');
    expect(s.semesterEnd).toBe('2030-02-01');
    expect(s.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3]);
  });

  it('lets the dated classes inside a week decide, not the week range around them', () => {
    const s = structureSyllabusText(
      [
        'Spring 2030',
        'Week 1, January 14 - 18',
        'Fri | First class, no reading due',
        'Week 2, January 21 - 25',
        'Tue | Smith, Origins, pp. 1-20',
        'Fri | Jones, Method, pp. 21-40',
      ].join('\n'),
    );
    expect(s.semesterStart).toBe('2030-01-18');
    expect(s.semesterEnd).toBe('2030-01-25');
  });

  it('does not end the semester at a week whose range is later than the weeks after it (a typo)', () => {
    const s = structureSyllabusText(
      [
        'Spring 2030',
        '## Week 1: Apr 1--5',
        '- Smith, Origins, 1-20',
        '## Week 2: May 28--Jun 1',
        '- Jones, Method, 21-40',
        '## Week 3: Apr 15--19',
        '- Brown, Sources, 41-60',
      ].join('\n'),
    );
    expect(s.semesterEnd).toBe('2030-04-19');
  });
});

describe('the year of dates written without a weekday, when term headings disagree', () => {
  // A running page header keeps last year's term; the title names this year's. January 11, 18, 25
  // and February 1, 8 are Tuesdays in 2028 and Saturdays in 2031.
  const lines = (header: string, title: string) => [
    `${header} HIST 210: SEMINAR`,
    `${title}`,
    'Timeline',
    'Jan 11',
    'Reading: Smith (2019) Ch. 1',
    'Jan 18',
    'Reading: Jones (2020) Ch. 2',
    `${header} HIST 210: SEMINAR`,
    'Jan 25',
    'Reading: Brown (2021) Ch. 3',
    'Feb 1',
    'Reading: Green (2018) Ch. 4',
    'Feb 8',
    'Reading: White (2017) Ch. 5',
  ];

  it('names every term year of the text', () => {
    expect(termYears(lines('Spring 2031', 'Spring 2028')).sort()).toEqual([2028, 2031]);
  });

  it('scores how well a year puts the classes on one weekday', () => {
    const items = [11, 18, 25].map((day) => ({ date: { month: 1, day } }));
    expect(meetingFit(items, 2028)).toBe(3);
    expect(meetingFit(items, 2031)).toBe(-3);
  });

  it('takes the term year whose calendar puts the classes on a weekday', () => {
    const s = structureSyllabusText(lines('Spring 2031', 'Spring 2028').join('\n'));
    expect(s.semesterStart).toBe('2028-01-11');
    expect(s.meetingDays).toEqual(['tuesday']);
    expect(dated(s)[0]).toEqual([1, '2028-01-11']);
  });

  it('keeps the first term year when it fits as well', () => {
    const s = structureSyllabusText(lines('Spring 2028', 'Spring 2027').join('\n'));
    expect(s.semesterStart).toBe('2028-01-11');
  });
});

describe('meeting days from the dated rows', () => {
  it('leaves out a weekend day that only a few misprinted dates fall on', () => {
    const s = structureSyllabusText(
      [
        'Spring 2028',
        'Jan 11: Smith, Origins, pp. 1-20',
        'Jan 18: Jones, Method, pp. 21-40',
        'Jan 25: Brown, Sources, pp. 41-60',
        'Feb 1: Green, Archives, pp. 61-80',
        'Feb 5: White, Memory, pp. 81-100',
        'Feb 12: Gray, Letters, pp. 121-140',
        'Feb 15: Black, Maps, pp. 101-120',
        'Feb 22: Stone, Ruins, pp. 141-160',
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual(['tuesday']);
  });
});

describe('meeting days never stated but following from the rows', () => {
  it('reads a span of days beside the class time ("M-F, 10.00 am"), not a two-day "T-Th"', () => {
    expect(statedDaySpan(['Room 12', 'M-F, 10.00 am-11.55 am'])).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
    ]);
    expect(statedDaySpan(['T-Th 9:30 am'])).toEqual([]);
    expect(statedDaySpan(['Chapters M-F are optional'])).toEqual([]);
  });

  it('takes the weekdays that label the classes under undated week headings', () => {
    const s = structureSyllabusText(
      [
        'Week One:',
        '- Tuesday: Plato, Meno 70a-80e',
        '- Thursday: Notes: 1-14',
        'Week Two:',
        '- Tuesday: Plato, Meno 80e-90a',
        '- Thursday: Notes: 15-30',
        'Office hours',
        'Monday: 2-4',
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
    expect(labelledWeekdays(['Monday: 2-4 pm', 'Friday: by appointment'])).toEqual([]);
  });

  it('finds Monday to Friday from a yearless run of dates with the weekends left out', () => {
    const rows = ['08/19', '08/20', '08/21', '08/22', '08/23', '08/26', '08/27', '08/28', '08/29', '08/30'];
    const s = structureSyllabusText(
      [
        '| Date | Topic | Sections |',
        ...rows.map((d, i) => `| ${d} | Topic ${i + 1} | ${i + 1}.1 - ${i + 1}.3 |`),
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  });

  it('gives no days for a yearless Tuesday/Thursday run: the weekend could lie in three places', () => {
    const rows = ['9/2', '9/4', '9/9', '9/11', '9/16', '9/18', '9/23'];
    const s = structureSyllabusText(
      [
        '| Date | Topic | Reading |',
        ...rows.map((d, i) => `| ${d} | Topic ${i + 1} | Smith ch. ${i + 1} |`),
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual([]);
  });

  it('takes the days of two classes of one week, each with its weekday', () => {
    const s = structureSyllabusText(
      [
        'Contracts',
        'For Monday, Jan. 14: Please read pages 1-20 in the Casebook.',
        'For Thursday, Jan. 17: Please read pages 21-40 in the Casebook.',
      ].join('\n\n'),
    );
    expect(s.meetingDays).toEqual(['monday', 'thursday']);
  });

  it('gives no days for two classes whose weekdays disagree with their dates', () => {
    expect(
      twoClassWeek([
        { weekday: 0, rel: 100, written: true },
        { weekday: 3, rel: 102, written: true },
      ]),
    ).toEqual([]);
  });

  it('gives no days for two dated classes without written weekdays (too few rows)', () => {
    const s = structureSyllabusText(
      [
        'Torts, Fall 2025',
        'Sept. 2, 2025: Introduction. Read pp. 1-10.',
        'Sept. 4, 2025: Negligence. Read pp. 11-20.',
      ].join('\n'),
    );
    expect(s.semesterStart).toBe('2025-09-02');
    expect(s.meetingDays).toEqual([]);
  });
});

describe('dates that are not classes', () => {
  it('reads no date out of a URL path ("/2023/12/18/")', () => {
    expect(findDate('https://example.org/magazine/2023/12/18/story')).toBeNull();
    expect(findDate('Due 12/18')?.date).toEqual({ month: 12, day: 18 });
  });

  it('does not end the semester at a note dated months after the schedule', () => {
    const s = structureSyllabusText(
      [
        'Fall 2030',
        'Sep 3: Smith, Origins, pp. 1-20',
        'Sep 10: Jones, Method, pp. 21-40',
        'Sep 17: Brown, Sources, pp. 41-60',
        'Sep 24: Green, Archives, pp. 61-80',
        '',
        'This page was translated on 6/21/2031',
      ].join('\n'),
    );
    expect(s.semesterEnd).toBe('2030-09-24');
  });

  it('takes no meeting day from a cited article dated far from the classes', () => {
    const days = [100, 102, 107, 109, -600];
    expect([...isolatedDays(days)]).toEqual([-600]);
    expect([...isolatedDays([1, 2])]).toEqual([]);
  });
});

describe('dates written beside a class number or glued to their weekday', () => {
  it('dates a numbered session from the date in parentheses after its number', () => {
    const s = structureSyllabusText(
      [
        'Seminar, Fall 2030',
        'Session 1 (Sept. 3): Smith, Origins, pp. 1-20',
        'Session 2 (Sept. 10): Jones, Method, pp. 21-40',
        'Session 3 (Sept. 17): Brown, Sources, pp. 41-60',
      ].join('\n'),
    );
    expect(dated(s)).toEqual([
      [1, '2030-09-03'],
      [2, '2030-09-10'],
      [3, '2030-09-17'],
    ]);
    expect(s.weeks[0]!.readings[0]!.title).toBe('Smith, Origins');
  });

  it('reads a weekday whose space before the month was lost ("TUEFEB 4")', () => {
    expect(leadingDate('TUEFEB 4/THU FEB 6: Review')).toMatchObject({
      date: { month: 2, day: 4 },
      weekday: 1,
    });
    expect(leadingDate('Tuesday Smith, pp. 1-20')).toBeNull();
  });
});

describe('a sparse schedule', () => {
  it('ends at its last dated row even when that row comes six weeks after the one before', () => {
    const s = structureSyllabusText(
      [
        'Spring 2030',
        'Jan 7: Smith, Origins, pp. 1-20',
        'Jan 21: Jones, Method, pp. 21-40',
        'Feb 11: Brown, Sources, pp. 41-60',
        'Mar 11: Green, Archives, pp. 61-80',
        'Apr 22: White, Memory, pp. 81-100',
      ].join('\n'),
    );
    expect(s.semesterEnd).toBe('2030-04-22');
  });
});
