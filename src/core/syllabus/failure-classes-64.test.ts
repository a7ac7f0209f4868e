/**
 * Failure classes of the fresh38 folder (nine law syllabi) at first sight (structurer of main 20fc76a), each on a
 * small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { countedDateCell } from './counted-date-cell';
import { countedDateLines } from './counted-date-lines';
import { read } from './layouts/testing';
import { letteredListNumbers } from './lettered-list';
import { findPages, leadingPages } from './pages';
import { joinPrintedPipeRows } from './printed-pipe-rows';

describe('an HTML table whose cells close with a pipe, its rows broken after the first cell', () => {
  const lines = [
    'Maritime Law, Fall 2031',
    '',
    'SESSION: DATE 2031 | PAGES | TOPICS |',
    '---|---|---|',
    '#1: 8 September |',
    'ix-xii and 1-40 | OVERVIEW: Ships and the Sea |',
    '#2: 15 September |',
    '41-90 | Salvage |',
    'No class 22 September |',
    '. . . | . . . |',
    '#3: 29 September |',
    '91-130 | Collisions |',
    'Monday, 6 October |',
    'Final Examination | . . . |',
  ];

  it('joins the lines of a row until it holds the rule row’s pipes', () => {
    const joined = joinPrintedPipeRows(lines.map((text) => ({ text }))).map((p) => p.text);
    expect(joined).toContain('#1: 8 September | ix-xii and 1-40 | OVERVIEW: Ships and the Sea |');
    expect(joined).toContain('#3: 29 September | 91-130 | Collisions |');
  });

  it('leaves a table with opening pipes, and prose ending with a pipe, as they were', () => {
    const plain = ['| Week | Topic |', '|---|---|', '| 1 | Intro |', 'See the site |'].map((text) => ({
      text,
    }));
    expect(joinPrintedPipeRows(plain).map((p) => p.text)).toEqual(plain.map((p) => p.text));
  });

  it('reads the class number before the date in a date cell', () => {
    expect(countedDateCell('#1: 8 September')).toEqual({ classNo: 1, date: '8 September' });
    expect(countedDateCell('#12 - Jan 25')).toEqual({ classNo: 12, date: 'Jan 25' });
    expect(countedDateCell('3) Tuesday, May 26')).toBeNull();
    expect(countedDateCell('#1: Introduction')).toBeNull();
    expect(countedDateCell('8 September')).toBeNull();
  });

  it('drops the class number before a date alone in a line’s first cell, in every paste style', () => {
    expect(
      countedDateLines(['#1: 8 September |', '#2: 15 September\t41-90\tSalvage', '#3: Reefs |']),
    ).toEqual(['8 September |', '15 September\t41-90\tSalvage', '#3: Reefs |']);
  });

  it('reads the rows as dated classes when the table is pasted with TAB cells', () => {
    const tabbed = lines
      .map((l) => l.replace(/ \| /g, '\t').replace(/ \|$/, ''))
      .filter((l) => !/^-+/.test(l));
    const r = read(tabbed);
    const row = (t: string) => r.rows.find((x) => String(x[1]).includes(t));
    expect(row('Salvage')?.[3]).toBe('2031-09-15');
    expect(row('Collisions')?.[0]).toBe(4);
  });

  it('reads each row as a dated class with its pages and topic, weeks by date', () => {
    const r = read(lines);
    const row = (t: string) => r.rows.find((x) => String(x[1]).includes(t));
    expect(row('Ships and the Sea')?.[2]).toBe('ix-xii, 1-40');
    expect(row('Ships and the Sea')?.[3]).toBe('2031-09-08');
    expect(row('Salvage')?.[0]).toBe(2);
    expect(row('Collisions')?.[0]).toBe(4);
    expect(row('Collisions')?.[2]).toBe('91-130');
  });
});

describe('a leading page list joined by `and` or `&`', () => {
  it('reads both ranges as the pages', () => {
    expect(leadingPages('v-vii and 1-75 Topic')?.pages).toBe('v-vii, 1-75');
    expect(leadingPages('10-12 & 14-30 Topic')?.pages).toBe('10-12, 14-30');
    expect(leadingPages('10-12 and the notes')?.pages).toBe('10-12');
    expect(findPages('Read 3-9 and 12-14')?.pages).toBe('3-9, 12-14');
  });
});

describe('a slash-dated table run together on one line, a footnote glued into it', () => {
  const line = [
    'ADMIRALTY SEMINAR Spring 2031 Class Times: Mondays Grading: paper 2 ASSIGNMENTS Date Topics Pages',
    '1/13 Jurisdiction; Navigable Waters 1-44 1/20 Maritime Liens 45-80 1/27 Carriage of Goods: Bills of',
    'Lading 81-120 2/3 Charter Parties 121-160 2 Late papers lose a grade. 2/10 Towage 161-190 2/17',
    'Pilotage; Salvage 191-230 2/24 No class 3/3 Pollution 231-270 3/10 Review',
  ].join(' ');

  it('reads every row as a dated class with its pages, past the footnote', () => {
    const r = read([line]);
    const row = (t: string) => r.rows.find((x) => String(x[1]).includes(t));
    expect(row('Maritime Liens')?.[2]).toBe('45-80');
    expect(row('Maritime Liens')?.[3]).toBe('2031-01-20');
    expect(row('Charter Parties')?.[2]).toBe('121-160');
    expect(row('Towage')?.[2]).toBe('161-190');
    expect(row('Towage')?.[3]).toBe('2031-02-10');
    expect(row('Pollution')?.[2]).toBe('231-270');
    expect(r.titles.some((t) => /Late papers/.test(t ?? ''))).toBe(false);
  });

  it('leaves a run-on paragraph whose slash dates do not run forward as prose', () => {
    const r = read([
      'Notes Date Topics Pages 3/4 one thing 10-20 1/2 other thing 30-40 2/1 more 50-60 1/1 x 70-80',
    ]);
    expect(r.rows.length).toBeLessThan(4);
  });
});

describe('lettered group labels under one class’s readings', () => {
  const page = [
    'First Session Readings',
    '',
    'a. Casebook:',
    '',
    '• 101-120 (Charter Parties)',
    '',
    '• 121-140',
    '',
    'b. Other Readings:',
    '',
    '• Port State Control Fact Sheet (3 pages)',
    '',
    '• Summary of the Hague-Visby Rules',
  ];

  it('writes a label alone after its letter without the letter, so the second group opens no second week', () => {
    expect(letteredListNumbers(['a. Casebook:', 'b. Other Readings:'])).toEqual([
      'Casebook:',
      'Other Readings:',
    ]);
    expect(letteredListNumbers(['a. Charter parties', 'b. Salvage'])).toEqual([
      '1. Charter parties',
      '2. Salvage',
    ]);
    const r = read(page);
    expect(r.rows.every((x) => x[0] === 1)).toBe(true);
    expect(r.rows.length).toBeGreaterThanOrEqual(3);
  });
});

describe('one day code in parentheses after the class time', () => {
  it('gives that day as the meeting day', () => {
    const page = (code: string) => [
      'Admiralty Seminar',
      '',
      `Meets: 04:00 PM - 05:50 PM (${code}) - Room 12`,
      '',
      'First Class Readings',
      '',
      '• Smith, Law of the Sea, pp. 1-20',
    ];
    expect(read(page('W')).s.meetingDays).toEqual(['wednesday']);
    expect(read(page('Th')).s.meetingDays).toEqual(['thursday']);
    expect(read(page('MW')).s.meetingDays).toEqual(['monday', 'wednesday']);
    expect(read(page('w')).s.meetingDays).toEqual([]);
  });
});
