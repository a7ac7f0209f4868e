/**
 * Failure classes seen at first sight on the `fresh2` corpus folder (corpus/syllabi/fresh2/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { statedMeetingDays } from './stated-meeting-days';
import { baseYear, mentionedYears } from './years';

describe('layout: a dated list indented as a whole', () => {
  it('reads "  • Sept 8, 10:" as a dated heading and its deeper bullets as readings', () => {
    const r = read([
      'Fall 2021',
      '  • September 8, 10:',
      '    • Textbook pages 1-20',
      '  • September 13, 15, 17:',
      '    • Textbook pages 21-40',
    ]);
    expect(r.rows).toEqual([
      [1, 'Textbook', '1-20', '2021-09-08'],
      [2, 'Textbook', '21-40', '2021-09-13'],
    ]);
  });
});

describe('calendar: the year from weekdays written in the prose', () => {
  it('uses "no class Monday, October 4" and a two-digit "revised 8/30/21" to find the year', () => {
    expect(mentionedYears(['Revised 8/30/21'])).toEqual([2021]);
    const texts = ['Revised 8/30/21', 'No class on Monday, October 4', 'Make-up class Friday, October 8'];
    expect(baseYear([{ date: { month: 9, day: 8 } }], texts)).toBe(2021);
  });

  it('reads meeting days written as names over the class time', () => {
    expect(statedMeetingDays(['Torts', 'Monday-Wednesday-Thursday', '10:20 a.m. - 11:35 a.m.'])).toEqual([
      'monday',
      'wednesday',
      'thursday',
    ]);
    expect(statedMeetingDays(['Monday-Wednesday-Thursday', 'Room 100'])).toEqual([]);
  });
});

describe('layout: week headings with "#" and a numbered reading block', () => {
  it('reads "Week #2: Wednesday, Sept. 12" and the numbered items under "Readings:"', () => {
    const r = read([
      'Week #1: Wednesday, September 5 [return to top]',
      'Introductions',
      'Week #2: Wednesday, September 12 [return to top]',
      'Power and Politics',
      'Readings:',
      '1. Smith, Ch. 2, “On power,” 10-20.',
      '2. Jones, “Politics,” 30-41.',
      'Portrait caption',
    ]);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [2, '10-20'],
      [2, '30-41'],
    ]);
    expect(r.s.weeks[1]!.topic).toBe('Power and Politics');
  });
});

describe('layout: undated assignment sheets', () => {
  it('opens one unit per "[n]" class-count marker in run-on text', () => {
    const r = read([
      `Assignments. The numbers in brackets are the number of classes. ${'Intro prose. '.repeat(12)}[2] CB 1–13 (Able v. Baker); R2d §§ 1, 2. [1] Supp 4–8 (Carr v. Dunn). [3] Formation: CB 14–30 (Egan v. Fox).`,
    ]);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '1-13'],
      [1, null],
      [2, '4-8'],
      [3, '14-30'],
    ]);
  });

  it('reads bare page-range lines under topic lines, one unit per topic', () => {
    const r = read([
      'Acquisition by Capture (Ch 1)',
      '18-26',
      '26-40 (may take two days)',
      'Acquisition by Find (Ch 2)',
      '125-135; read but not discussed 136-140',
    ]);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '18-26'],
      [1, '26-40'],
      [2, '125-135'],
      [2, '136-140'],
    ]);
  });
});

describe('tables', () => {
  it('dates a "Reading Assignment for 1/9/2015 | Chapter 1" row and skips homework rows', () => {
    const r = read([
      'Reading Assignment for 1/9/2015 | Chapter 1 |',
      'Reading Assignment for 1/21/2015 | Chapter 2 |',
      'All homework goes through the course site.',
      '#1 | Homework due 1/28/2015 | Ch. 1: P1-4; Ch. 2: P1-P3 |',
    ]);
    expect(r.rows).toEqual([
      [1, 'Chapter 1', null, '2015-01-09'],
      [3, 'Chapter 2', null, '2015-01-21'],
    ]);
  });

  it('carries a Month column down, keeps wrapped rows, and skips what an exam covers', () => {
    const r = read([
      'Month | Date | Event | Topic | Sections | Assignment |',
      'August | 31 | Lecture | Intro | 1.1 - 1.3 |   |',
      'September | 2 | Lecture | Linear | 2.1 - 2.5 | Quiz 1 |',
      '  | 9 | Lecture | Long topic title that wrapped |',
      '3.1 - 3.4 |',
      '  |',
      '  | 11 | Lecture | Exam 1 | 1.1 - 3.4 | Exam 1 |',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Sections 1.1 - 1.3'],
      [1, 'Sections 2.1 - 2.5'],
      [2, 'Sections 3.1 - 3.4'],
    ]);
  });

  it('aligns rows written without the header’s outer pipes', () => {
    const r = read([
      '| Date | Read | Write | Discussion Topic |',
      '| --- | --- | --- | --- |',
      '12 Jan 2022|*A Book* 319-340|Exercise on 328-329, OR the questions on 340|Narrators',
      '19 Jan 2022|*AB* 341-74|Exercise on 355|Dialogue',
    ]);
    expect(r.rows).toEqual([
      [1, 'A Book', '319-340', '2022-01-12'],
      [2, 'AB', '341-74', '2022-01-19'],
    ]);
  });

  it('reads a raw HTML table written one tag per line, with week rows inside it', () => {
    const r = read([
      '<table>',
      '<tr><th>Date</th><th>Reading</th><th>Due</th><th>Topic</th></tr>',
      '<tr>',
      '<th colspan="4">Week 1: Basics</th>',
      '</tr>',
      '<tr>',
      '<td>',
      'Sep 13',
      '</td>',
      '<td>',
      '[Syllabus](index.html); [Ch. 1](a.html); [PBR Ch. 2](b.html)',
      '</td>',
      '<td>&nbsp;</td>',
      '<td>Intro</td>',
      '</tr>',
      '<tr>',
      '<th colspan="4">Week 2: More</th>',
      '</tr>',
      '<tr><td>Sep 20</td><td>RTX; PBR Ch. 4</td><td>Quiz 1</td><td>Meshes</td></tr>',
      '</table>',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Ch. 1'],
      [1, 'PBR Ch. 2'],
      [2, 'RTX'],
      [2, 'PBR Ch. 4'],
    ]);
  });

  it('numbers the weeks of an undated "SES # | TOPICS | READINGS" table by its sessions', () => {
    const r = read([
      'SES # | TOPICS | READINGS |',
      '---|---|---|',
      '1 | Introduction | No readings assigned |',
      '2 | Language | Doe, Jane. “A Title.” Journal 18, no. 2 (1991), 295–310. |',
      '3 | Labor |',
      'Roe, Richard. “First Essay.” Chapter 2 in A Book. Press, 1984. ———. “Second Essay.” Chapter 3 in A Book. Press, 1984. |',
    ]);
    expect(r.rows).toEqual([
      [2, 'A Title', '295-310', null],
      [3, 'First Essay', null, null],
      [3, 'Second Essay', null, null],
    ]);
    expect(r.s.weeks[2]!.readings[1]!.citation).toMatch(/^Roe, Richard/);
  });
});
