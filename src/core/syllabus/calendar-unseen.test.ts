/**
 * Calendar failure classes found on unseen syllabi (fresh5 and after), each on a small made-up
 * example (no text of a corpus document): printed calendar weeks on numbered classes, rows that
 * give only the day of the month.
 */
import { describe, expect, it } from 'vitest';
import { toIsoDay } from './calendar';
import { isoWeekMonday, kindWeekdays } from './calendar-weeks';
import { structureSyllabusText } from './parse';
import { timetableDays } from './meeting-days';
import { proseWeekdayDates } from './years';

const dated = (s: ReturnType<typeof structureSyllabusText>) =>
  s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.date]));

describe('numbered classes that print the calendar (ISO) week they fall in', () => {
  it('finds the Monday of an ISO week (week 1 holds the first Thursday of the year)', () => {
    expect(toIsoDay(isoWeekMonday(2024, 5))).toBe('2024-01-29');
    expect(toIsoDay(isoWeekMonday(2026, 1))).toBe('2025-12-29');
    expect(toIsoDay(isoWeekMonday(2021, 1))).toBe('2021-01-04');
  });

  it('reads the weekday stated for each kind of class', () => {
    const kinds = kindWeekdays(['Lectures: Tuesdays 10.00 – 12.00', 'Class 2: Fridays 9-11', 'Room: Hall B']);
    expect(kinds.get('lecture')).toBe(1);
    expect(kinds.get('class')).toBe(4);
    expect(kinds.has('room')).toBe(false);
  });

  const text = [
    'Legal Theory, Spring 2030',
    'Lectures: Tuesdays 10.00 – 12.00 in room 4',
    'Lecture 1 (week 06) – Introduction',
    'Readings:',
    '• Smith, Origins of Law, pp. 1-20',
    'Lecture 2 (week 07) – Method',
    'Readings:',
    '• Jones, Legal Method, pp. 21-40',
    'Lecture 3 (week 09) – Sources',
    'Readings:',
    '• Brown, Sources of Law, pp. 41-60',
  ];

  it('counts course weeks from the first printed week, keeping a skipped week, and dates each class', () => {
    const s = structureSyllabusText(text.join('\n'));
    expect(dated(s)).toEqual([
      [1, '2030-02-05'],
      [2, '2030-02-12'],
      [4, '2030-02-26'],
    ]);
    expect(s.semesterStart).toBe('2030-02-05');
    expect(s.meetingDays).toEqual(['tuesday']);
    expect(s.weeks[0]!.topic).toBe('Introduction');
  });

  it('without a year keeps the weeks and leaves the dates empty', () => {
    const s = structureSyllabusText(text.slice(1).join('\n'));
    expect(dated(s)).toEqual([
      [1, null],
      [2, null],
      [4, null],
    ]);
  });
});

describe('rows that give only the day of the month under a dated row', () => {
  const rows = [
    'Date Topic Book Homework',
    'Sept. 22 Introduction',
    '23 Torts overview, Ch. 1',
    '25 Negligence, Ch. 2',
    '29 Duty of care, Ch. 3',
    '2 Causation, Ch. 4',
    '6 Damages, Ch. 5',
  ];

  it('makes each row a class on that day, the next month after a smaller day', () => {
    const s = structureSyllabusText(['Torts, Fall 2025', ...rows].join('\n'));
    expect(dated(s)).toEqual([
      [1, '2025-09-23'],
      [1, '2025-09-25'],
      [2, '2025-09-29'],
      [2, '2025-10-02'],
      [3, '2025-10-06'],
    ]);
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.title))[0]).not.toMatch(/^23 /);
  });

  it('places the rows in weeks when no year is known', () => {
    const s = structureSyllabusText(rows.join('\n'));
    expect(s.weeks.flatMap((w) => w.readings.map(() => w.weekNumber))).toEqual([1, 1, 2, 2, 3]);
  });

  it('leaves lines that only start with a number alone when fewer than three follow a date', () => {
    const s = structureSyllabusText(['Fall 2025', 'Sept. 8 Introduction', '12 Angry Men, Ch. 1'].join('\n'));
    expect(dated(s)).toEqual([[1, '2025-09-08']]);
  });
});

describe('the year of a notice that names no term', () => {
  const notice = [
    'Evidence - first class',
    'Our first class meets Tuesday, Jan. 13 at 9:00 AM; the syllabus will be posted by Friday, 1/9.',
    'For Tuesday, Jan. 13: read pp. 1-20 of Smith, Evidence Cases (4th ed. 2012).',
  ];

  it('reads a weekday before a numeric date in the prose as evidence', () => {
    expect(proseWeekdayDates(['posted by Friday, 1/9; due Tues 2/3'])).toEqual([
      { date: { month: 1, day: 9 }, weekday: 4 },
      { date: { month: 2, day: 3 }, weekday: 1 },
    ]);
  });

  it('takes the year, a few years after the newest work it cites, whose calendar fits the weekdays', () => {
    // Tue Jan 13 and Fri Jan 9 fit 2009, 2015 and 2026; the text cites a 2012 edition.
    const s = structureSyllabusText(notice.join('\n'));
    expect(s.semesterStart).toBe('2015-01-13');
  });

  it('leaves the year open when no year in that reach fits', () => {
    // Tue Jan 13 is no Tuesday from 1989 to 1996 (the nearest later fit reaches six years past the citation).
    const s = structureSyllabusText(notice.join('\n').replace('2012', '1990'));
    expect(s.semesterStart).toBeNull();
  });
});

describe('a first day of classes that the syllabus states', () => {
  it('is the start when no class is dated', () => {
    const s = structureSyllabusText(
      [
        'Contracts',
        'Assignments. Classes begin January 14, 2030',
        'Class 1: pages 1-36',
        'Class 2: pages 37-60',
      ].join('\n'),
    );
    expect(s.semesterStart).toBe('2030-01-14');
  });

  it('wins over a week heading dated by its Monday when it lies in that week', () => {
    const s = structureSyllabusText(
      [
        'Calculus, Spring 2030',
        '## Week of Jan. 14',
        'First day of classes: Wednesday, Jan. 16',
        '- Section 1.1: Functions',
        '## Week of Jan. 21',
        '- Section 1.2: Limits',
      ].join('\n'),
    );
    expect(s.semesterStart).toBe('2030-01-16');
  });
});

describe('meeting days stated one line per day under the course time', () => {
  it('reads neighbouring weekday lines that give a class time', () => {
    expect(
      timetableDays([
        'COURSE TIME',
        'Tuesday - 1:30 p.m. - 2:45 p.m. Room 203',
        'Thursday B 2:00 p.m. Room 203',
      ]),
    ).toEqual(['tuesday', 'thursday']);
  });

  it('does not read dated schedule rows or a single weekday line as the timetable', () => {
    expect(
      timetableDays(['Tuesday, Jan. 13 1:30 p.m.: Intro', 'Thursday, Jan. 15 1:30 p.m.: Marriage']),
    ).toEqual([]);
    expect(timetableDays(['Office hours', 'Monday 3:00 p.m. - 4:00 p.m.'])).toEqual([]);
  });

  it('gives the meeting days of a syllabus whose schedule dates one class', () => {
    const s = structureSyllabusText(
      [
        'Family Law, Spring 2030',
        'COURSE TIME',
        'Tuesday - 1:30 p.m. Room 203',
        'Thursday - 2:00 p.m. Room 203',
        'Dates | Activity | Reading |',
        '---|---|---|',
        'Tues. Jan. 15 | Course overview | Text 1-25 |',
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
  });
});

describe('a notice that dates only the first class', () => {
  it('gives that class’s weekday as the one meeting day known', () => {
    const s = structureSyllabusText(
      ['Torts, Spring 2030', 'For the first class (Wednesday, Jan. 16): read Smith, Torts, pp. 1-20.'].join(
        '\n',
      ),
    );
    expect(s.meetingDays).toEqual(['wednesday']);
  });
});

describe('numbered items inside a dated class', () => {
  it('are parts of that class (its date and week), not weeks numbered by the item', () => {
    const s = structureSyllabusText(
      [
        'Criminal Law, Spring 2030',
        'A. Introduction                [#1 – TUESDAY, JANUARY 15, 2030]',
        'Smith, Punishment, pp. 1-20',
        'B. Actus Reus                  [#2 – THURSDAY, JANUARY 17, 2030]',
        '1. Voluntary Acts',
        'Martin v. State, pp. 21-30',
        '2. Omissions',
        'Jones v. United States, pp. 31-40',
        'C. Mens Rea                    [#3 – TUESDAY, JANUARY 22, 2030]',
        '1. Purpose',
        'Regina v. Cunningham, pp. 41-50',
      ].join('\n'),
    );
    expect(dated(s)).toEqual([
      [1, '2030-01-15'],
      [1, '2030-01-17'],
      [1, '2030-01-17'],
      [2, '2030-01-22'],
    ]);
  });
});

describe('a yearless run of dates without weekdays whose gaps show the weekend', () => {
  it('starts the weeks on the Monday the gaps give, not on the first date', () => {
    // Wed 14, Fri 16, Mon 19, Wed 21, Fri 23, Mon 26, Wed 28: Mondays, Wednesdays and Fridays.
    const days = [14, 16, 19, 21, 23, 26, 28];
    const s = structureSyllabusText(
      days.map((d) => `* January ${d}: Smith, Chapter ${d}, pp. ${d}-${d + 5}`).join('\n'),
    );
    expect(s.weeks.flatMap((w) => w.readings.map(() => w.weekNumber))).toEqual([1, 1, 2, 2, 2, 3, 3]);
  });
});

describe('one dated row on another weekday beside a weekly class', () => {
  it('is a deadline or make-up, not a meeting day', () => {
    const s = structureSyllabusText(
      [
        'History 101, Fall 2030',
        'Week 1: Wednesday, September 4',
        '- Smith, Origins, pp. 1-20',
        'Week 2: Wednesday, September 11',
        '- Jones, Empires, pp. 21-40',
        'Tuesday, September 17, 2030: last day to drop; read Brown, Trade, pp. 41-60',
        'Week 3: Wednesday, September 18',
        '- Green, Cities, pp. 61-80',
        'Week 4: Wednesday, September 25',
        '- White, Wars, pp. 81-100',
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual(['wednesday']);
  });
});
