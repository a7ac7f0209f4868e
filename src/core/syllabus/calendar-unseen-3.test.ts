/**
 * Calendar failure classes of the fourth calendar round (fresh4 and fresh7 misses), each on a
 * small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { FROM_ROWS_AND_WEEKDAYS, semesterOrigins } from '../schedule/semester';
import { firstClassDate } from './first-class-date';
import { dayNamesAtClock } from './clock-day-names';
import { markupYearTexts } from './markup-years';
import { structureSyllabusText } from './parse';
import { proseWeekdayAnchors } from './prose-anchors';
import { numberedClassWeek } from './schedule';
import { shortYearOfFileName } from './short-year-hint';
import { textToLines } from './text';
import { staleTerm } from './years';

const dated = (s: ReturnType<typeof structureSyllabusText>) =>
  s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.date]));

describe('a term heading whose year the weekdays of the rows deny', () => {
  const table = (term: string) =>
    structureSyllabusText(
      [
        `Marine Ecology, ${term}`,
        '',
        'Class | Date | Topic | Reading',
        '1 | Tu Jan. 20 | Tides | Ch. 1',
        '2 | Th Jan. 22 | Estuaries | Ch. 2',
        '3 | Tu Jan. 27 | Reefs | Ch. 3',
        '4 | Th Jan. 29 | Kelp forests | Ch. 4',
        '5 | Tu Feb. 3 | Open ocean | Ch. 5',
      ].join('\n'),
    );

  it('leaves the dates without a year instead of moving every class onto the wrong weekday', () => {
    // Tuesday 20 January is 2015's (and 2026's) calendar, not 2017's: the heading is stale.
    const s = table('Spring 2017');
    expect(dated(s)).toEqual([
      [1, null],
      [1, null],
      [2, null],
      [2, null],
      [3, null],
    ]);
    expect(s.semesterStart).toBeNull();
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
  });

  it('keeps the term year when the weekdays agree with it', () => {
    const s = table('Spring 2015');
    expect(dated(s)[0]).toEqual([1, '2015-01-20']);
    expect(s.semesterStart).toBe('2015-01-20');
  });

  it('keeps the term year when the written letters fit no calendar at all (a seminar "S" is no Saturday)', () => {
    const items = [1, 3, 8, 10].map((day) => ({ date: { month: 9, day }, weekday: 5 }));
    expect(staleTerm(items, 1990)).toBe(false);
    const tuesdays = [20, 27].map((day) => ({ date: { month: 1, day }, weekday: 1 }));
    const thursdays = [22, 29].map((day) => ({ date: { month: 1, day }, weekday: 3 }));
    expect(staleTerm([...tuesdays, ...thursdays], 2017)).toBe(true);
    expect(staleTerm([...tuesdays, ...thursdays], 2015)).toBe(false);
  });
});

describe('the year only in an image caption (alt text)', () => {
  const page = [
    '![The class at the tide pools on Feb. 6, 2015](img/tidepools.jpg)',
    '',
    'Class | Date | Topic | Reading',
    '1 | Tu Jan. 20 | Tides | Ch. 1',
    '2 | Th Jan. 22 | Estuaries | Ch. 2',
    '3 | Tu Jan. 27 | Reefs | Ch. 3',
  ].join('\n');

  it("dates the rows with the caption's year when their weekdays fit it", () => {
    const s = structureSyllabusText(page);
    expect(dated(s)).toEqual([
      [1, '2015-01-20'],
      [1, '2015-01-22'],
      [2, '2015-01-27'],
    ]);
    expect(s.semesterStart).toBe('2015-01-20');
  });

  it('takes no reading from the caption; a caption year the weekdays deny is a lower bound, a stale term gives none', () => {
    const s = structureSyllabusText(page);
    expect(s.yearSource).toBeUndefined();
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.title)).join(' ')).not.toMatch(/tide pools/i);
    // A photo of 2011 on the page: the nearest later year whose calendar fits, said to be inferred.
    const later = structureSyllabusText(page.replace('2015', '2011'));
    expect(dated(later).map((d) => d[1])).toEqual(['2015-01-20', '2015-01-22', '2015-01-27']);
    expect(later.yearSource).toBe('weekdays');
    const stale = structureSyllabusText(page.replace('on Feb. 6, 2015', 'in Spring 2011'));
    expect(dated(stale).map((d) => d[1])).toEqual([null, null, null]);
  });

  it('reads Markdown and HTML alt texts that name a year, nothing else', () => {
    const lines = textToLines(
      [
        '![Field trip, Fall 2019](a.png) and ![logo](b.png)',
        '<p><img src="c.png" alt="Lab opening, March 3, 2020" width="200"></p>',
        'Spring 2021 schedule',
      ].join('\n'),
    );
    expect(markupYearTexts(lines)).toEqual(['Field trip, Fall 2019', 'Lab opening, March 3, 2020']);
  });
});

describe('undated numbered classes under stated meeting days written as weekday names', () => {
  const doc = (time: string) =>
    structureSyllabusText(
      [
        'EVIDENCE — READING ASSIGNMENTS',
        time,
        '',
        'DAY 1: Relevance.',
        'Reading: Casebook pp. 1-20.',
        '',
        'DAY 2: Character evidence.',
        'Reading: Casebook pp. 21-40.',
        '',
        'DAY 3: Impeachment.',
        'Reading: Casebook pp. 41-60.',
        '',
        'DAY 4: Hearsay.',
        'Reading: Casebook pp. 61-80.',
        '',
        'DAY 5: Hearsay exceptions.',
        'Reading: Casebook pp. 81-100.',
      ].join('\n'),
    );
  const weeks = (s: ReturnType<typeof structureSyllabusText>) =>
    s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.pages]));

  it('reads the meeting days from the weekday names beside the class time', () => {
    expect(doc('Tues. & Thurs. 6:00–7:15 PM, Room 12').meetingDays).toEqual(['tuesday', 'thursday']);
    expect(dayNamesAtClock('Mondays and Wednesdays, 10:30 a.m.', /\d:\d\d/)).toEqual(['monday', 'wednesday']);
    expect(dayNamesAtClock('Mon/Wed/Fri 9:00 - 9:50', /\d:\d\d/)).toEqual(['monday', 'wednesday', 'friday']);
  });

  it('takes no office hours, due dates or dated rows for the class days', () => {
    expect(dayNamesAtClock('Office hours: Mon & Wed 2:00-3:00 PM', /\d:\d\d/)).toEqual([]);
    expect(dayNamesAtClock('Papers due Tues. & Thurs. by 5:00 PM', /\d:\d\d/)).toEqual([]);
    expect(dayNamesAtClock('Tues. & Thurs., Sept. 8 at 6:00 PM', /\d:\d\d/)).toEqual([]);
    expect(dayNamesAtClock('Tuesday 6:00 PM', /\d:\d\d/)).toEqual([]);
  });

  it('fills the weeks with as many classes as the stated days (two a week), one a week when none is stated', () => {
    expect(weeks(doc('Tues. & Thurs. 6:00–7:15 PM'))).toEqual([
      [1, '1-20'],
      [1, '21-40'],
      [2, '41-60'],
      [2, '61-80'],
      [3, '81-100'],
    ]);
    expect(weeks(doc('Room 12')).map((w) => w[0])).toEqual([1, 2, 3, 4, 5]);
    expect(numberedClassWeek(7, false, 3)).toBe(3);
    expect(numberedClassWeek(7, true, 3)).toBe(7);
  });
});

describe('weekdays only in the prose of a yearless reading list', () => {
  const list = (note: string) =>
    structureSyllabusText(
      [
        'Reading Assignments',
        '• For Sept. 9: Read Hart, pp. 1-20.',
        '• For Sept. 11: Read Fuller, pp. 21-40.',
        `• For Sept. 16: Read Dworkin, pp. 41-60. ${note}`,
        '• For Sept. 18: Read Raz, pp. 61-80.',
        '• For Sept. 23: Read Finnis, pp. 81-100.',
      ].join('\n'),
    );

  it('takes the meeting days from a deadline written with its weekday and an ordinal day', () => {
    // Monday 15 September puts the classes on Tuesdays and Thursdays, whatever the year.
    const s = list('Your first essay is due Monday, September 15th.');
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.date))).toEqual([null, null, null, null, null]);
    expect(s.semesterStart).toBeNull();
  });

  it('finds no meeting days without it, and reads ordinal deadlines only as weekday anchors', () => {
    expect(list('Your first essay is due soon.').meetingDays).toEqual([]);
    expect(proseWeekdayAnchors(['essay due Monday, February 3rd, and Tuesday, Feb. 18th'])).toEqual([
      { date: { month: 2, day: 3 }, weekday: 0 },
      { date: { month: 2, day: 18 }, weekday: 1 },
    ]);
    expect(proseWeekdayAnchors(['due Monday, February 3rd, 2020'])).toEqual([]);
  });
});

describe('no year in the text: the weekdays of its deadlines and the years of the works it links', () => {
  const page = (lecture: string, paper: string) =>
    structureSyllabusText(
      [
        '### Week 1 - Review',
        '#### Reading',
        '* Read Ch 1.1 and 1.2',
        `* Read [this paper on waves](${paper})`,
        '#### Notes and Homework',
        `* [${lecture}: Introduction](./notes/01.html)`,
        '* [Homework 1 (Due Fri. Jan. 10)](./hw/1.html)',
        '### Week 2 - Fields',
        '#### Reading',
        '* Read Ch 2.1',
        '* [Homework 2 (Due Fri. Jan. 17)](./hw/2.html)',
        '### Week 15 - Review',
        '* [Homework 13 (Due Mon. Apr. 20)](./hw/13.html)',
      ].join('\n'),
    );

  it("starts the term on the first lecture's date, in the nearest year after the linked works whose calendar fits the deadlines, and says the year is inferred", () => {
    // Friday 10 January and Monday 20 April: 2020 is the first such year after the 2015 paper.
    const s = page('Lecture 1 (January 6th)', './papers/2015_Smith_Waves.pdf');
    expect(s.semesterStart).toBe('2020-01-06');
    expect(s.yearSource).toBe('weekdays');
    expect(semesterOrigins(s, 'local').semesterStart).toBe(FROM_ROWS_AND_WEEKDAYS);
    expect(FROM_ROWS_AND_WEEKDAYS).toBe(
      'From the dated rows of your syllabus, the year from their weekdays (please check it)',
    );
  });

  it('gives no start without a dated first class, and no year without any year to start from', () => {
    expect(page('Lecture 1', './papers/2015_Smith_Waves.pdf').semesterStart).toBeNull();
    const none = page('Lecture 1 (January 6th)', './papers/Smith_Waves.pdf');
    expect(none.semesterStart).toBeNull();
    expect(none.yearSource).toBeUndefined();
  });

  it("reads the first class's date only right after its number", () => {
    expect(firstClassDate(['Lecture 1 (January 6th): Introduction'])).toEqual({ month: 1, day: 6 });
    expect(firstClassDate(['Class 01 – Tue., Sept. 3'])).toMatchObject({ month: 9, day: 3 });
    expect(firstClassDate(['Class 1 reading; paper due Sept. 10'])).toBeUndefined();
    expect(firstClassDate(['Lecture 11 (January 6th)'])).toBeUndefined();
  });
});

describe("a two-digit year in the file's name, confirmed by the classes' weekdays", () => {
  const text = [
    'Course Outline',
    'Friday, January 18: Opening diagnostics. Reading: N1',
    'Monday, January 21: Reading: N2',
    'Wednesday, January 23: Reading: N3',
    'Friday, January 25: Reading: N4',
  ].join('\n');
  const parse = (fileName: string) => structureSyllabusText(text, { hints: { fileName } });

  it("dates the schedule by it when the written weekdays fit that year, and says it came from the file's name", () => {
    const s = parse('P112schedule08.htm');
    expect(s.semesterStart).toBe('2008-01-18');
    expect(s.yearSource).toBe('fileName');
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.date))[1]).toBe('2008-01-21');
  });

  it('takes no two digits that the weekdays deny or that number a part of the course', () => {
    // 2009's 18 January is a Sunday; "week13" is a week, though 2013 has the same January.
    expect(parse('physics_schedule09.htm').semesterStart).toBeNull();
    expect(parse('week13.htm').semesterStart).toBeNull();
    expect(shortYearOfFileName('torts_sp19.pdf')).toBe(2019);
    expect(shortYearOfFileName('Syllabus-F23.docx')).toBe(2023);
    expect(shortYearOfFileName('hw12.pdf')).toBeUndefined();
    expect(shortYearOfFileName('notes.txt')).toBeUndefined();
  });
});

describe('meeting days from week headings over weekday rows, one row misdated', () => {
  const doc = (wednesday: string) =>
    structureSyllabusText(
      [
        'Civil Procedure — Fall 2015',
        '',
        'WEEK 1 – SEPT. 14 & 16',
        'MONDAY, SEPT. 14: Pleading',
        '  • CB pp. 1-20',
        `${wednesday}: Answers`,
        '  • CB pp. 21-40',
        'WEEK 2 – SEPT. 21 & 23',
        'MONDAY, SEPT. 21: Motions',
        '  • CB pp. 41-60',
        'WEDNESDAY, SEPT. 23: Joinder',
        '  • CB pp. 61-80',
        'WEEK 3 – SEPT. 28 & 30',
        'MONDAY, SEPT. 28: Discovery',
        '  • CB pp. 81-100',
      ].join('\n'),
    );

  it('counts a heading dated by its first class once, and no day from a row whose weekday and date disagree', () => {
    // 17 September 2015 is a Thursday: the row is misdated, the class meets Mondays and Wednesdays.
    const s = doc('WEDNESDAY, SEPT. 17');
    expect(s.meetingDays).toEqual(['monday', 'wednesday']);
    expect(dated(s)[1]).toEqual([1, '2015-09-17']);
    expect(doc('WEDNESDAY, SEPT. 16').meetingDays).toEqual(['monday', 'wednesday']);
  });
});
