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
