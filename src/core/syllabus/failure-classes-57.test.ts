/**
 * Failure classes of the fresh34 folder (nine law syllabi) at first sight (structurer of c50656e), each on a
 * small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { dotLeaderItems } from './dot-leader-items';
import { read } from './layouts/testing';
import { findPages } from './pages';

describe('topics run together on one line with dot leaders', () => {
  it('cuts a line into its leader entries, each with its pages, asterisk markers dropped', () => {
    expect(dotLeaderItems('Easements ...... 101-120 Covenants ...... *121-140, 150-155**')).toEqual([
      'Easements, pp. 101-120',
      'Covenants, pp. 121-140, 150-155',
    ]);
  });

  it('leaves alone a line whose leader is followed by no pages, or that has no leader', () => {
    expect(dotLeaderItems('Wait for it.... then read the notes')).toEqual([
      'Wait for it.... then read the notes',
    ]);
    expect(dotLeaderItems('Smith, Property, pp. 1-20')).toEqual(['Smith, Property, pp. 1-20']);
  });

  const units = [
    'Property Security Syllabus, Spring 2031',
    'Casebook: Jones, Land Finance (3d ed.)',
    '',
    'Chapter 1 Introduction ...... 1-30',
    '',
    'Chapter 2 Easements ...... 31-50 Covenants ...... 51-77 Servitudes ...... 78-90',
    '',
    'Chapter 1 (again) Mortgages ...... 91-99',
    '',
    'Chapter 3 (all)',
  ];

  it('reads each chapter line of an undated schedule as a unit, its entries readings of that unit', () => {
    const r = read(units);
    const row = (t: string) => r.rows.find((x) => String(x[1]).includes(t));
    expect(row('Covenants')?.[0]).toBe(2);
    expect(row('Covenants')?.[2]).toBe('51-77');
    expect(row('Servitudes')?.[0]).toBe(2);
    expect(row('Mortgages')?.[0]).toBe(3);
    expect(row('Introduction')?.[0]).toBe(1);
  });

  it('keeps `Chapter N, pp.` lines without leaders out of it', () => {
    const r = read(['Topic 1 — Intro', 'Chapter 1, pp. 1-20', 'Topic 2 — More', 'Chapter 2, pp. 21-40']);
    expect(r.region('Chapter 1, pp. 1-20')).not.toBe('class heading');
  });
});

describe('a printed page counter is no page to read', () => {
  it('does not read `Page 2 of 3` as pages', () => {
    expect(findPages('Page 2 of 3')).toBeNull();
    expect(findPages('Read pages 2-9 of the reader')?.pages).toBe('2-9');
  });

  it('takes no reading from a page counter line between units', () => {
    const r = read(['Chapter 1 Introduction ...... 1-30', 'Page 1 of 3', 'Chapter 2 Easements ...... 31-50']);
    expect(r.titles.some((t) => /^\d$/.test(t ?? ''))).toBe(false);
    expect(r.rows.length).toBe(2);
  });
});

describe('articles closed by their publication date under dated headings', () => {
  it('takes `Title, Periodical (Month Year)` and `Author, Title, Paper, Month D, Year` lines as readings', () => {
    const r = read([
      'Readings',
      '',
      'March 3rd: Rivers',
      '',
      'Thirsty Cities, Outdoor Review (April 2011)',
      '',
      'Ann Lee, Dry Valleys, The Evening Post, May 13, 2015',
      '',
      'March 10th: Lakes',
      '',
      'Tom Ray, Still Water, Lake Quarterly (June 2012)',
    ]);
    expect(r.titles.some((t) => t?.includes('Thirsty Cities'))).toBe(true);
    expect(r.titles.some((t) => t?.includes('Dry Valleys'))).toBe(true);
    expect(r.titles.some((t) => t?.includes('Still Water'))).toBe(true);
  });

  it('gives no signal to a dated line that names nothing before a comma', () => {
    const r = read(['March 3rd: Rivers', '', 'Field trip (April 2011)']);
    expect(r.titles.some((t) => t?.includes('Field trip'))).toBe(false);
  });
});

describe('numbered reading assignments under a document date', () => {
  const doc = [
    'EVIDENCE',
    'Professor Doe Fall, 2031',
    '',
    '3/14/2031',
    '',
    'Books: Smith, Evidence (2030)',
    '',
    'Reading # 1 Relevance',
    'pp. 1-20 (what relevance is)',
    'pp. 31-35 (conditional relevance)',
    '',
    'Reading # 2 Hearsay',
    'pp. 101-130 (the rule)',
    '',
    'Reading # 3 Privileges',
    'pp. 201-215 (spouses)',
  ];

  it('reads `Reading # N Topic` headings as numbered classes, one week each', () => {
    const r = read(doc);
    const row = (p: string) => r.rows.find((x) => x[2] === p);
    expect(row('1-20')?.[0]).toBe(1);
    expect(row('101-130')?.[0]).toBe(2);
    expect(row('201-215')?.[0]).toBe(3);
  });

  it('does not date the classes by the lone date above them', () => {
    const r = read(doc);
    expect(r.rows.every((x) => x[3] == null)).toBe(true);
    expect(r.s.semesterStart ?? null).toBeNull();
  });

  it('keeps `Reading #N: Author pages` lines in a dated schedule as readings, no headings', () => {
    const r = read([
      'September 18 (T): Markets',
      'Reading #1: Mansfield 99-105',
      'September 20 (R): Prices',
      'Reading #2: Tullock 5-11',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['99-105', '5-11']);
    expect(r.region('Reading #1')).not.toBe('class heading');
  });

  it('keeps a date above classes that carry dates of their own as a class date', () => {
    const r = read([
      '3/14/2031',
      'Intro pp. 1-5',
      'Class 1 (3/16/2031)',
      'pp. 6-9',
      'Class 2 (3/18/2031)',
      'pp. 10-12',
    ]);
    expect(r.rows.some((x) => x[3] === '2031-03-14')).toBe(true);
  });
});

describe('`Topic N — Title` units over lettered and numbered sub-items', () => {
  it('keeps the sub-items of a topic in that topic’s week', () => {
    const r = read([
      'Topic 1 — Origins',
      '       Chapter 1, pp. 1-20',
      '',
      'Topic 2 — Contracts',
      '',
      'A. Formation',
      'a. Offer',
      '       Chapter 2, pp. 1-15',
      'b. Acceptance',
      '       Chapter 2, pp. 15-30',
      '',
      'B. Defences',
      'a. Mistake',
      '       Chapter 3, pp. 1-12',
      '',
      'C. Remedies',
      'a. Damages',
      '       Chapter 4, pp. 1-9',
      '',
      'Topic 3 — Torts',
      '       Chapter 5, pp. 1-25',
    ]);
    const week = (p: string) => r.rows.find((x) => x[2] === p)?.[0];
    expect(week('1-20')).toBe(1);
    expect(week('15-30')).toBe(2);
    expect(week('1-12')).toBe(2);
    expect(week('1-9')).toBe(2);
    expect(week('1-25')).toBe(3);
  });
});
