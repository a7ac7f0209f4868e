/**
 * Failure classes of the fresh21 folder at first sight (structurer of 31bff09), each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('class lines that run their labelled reading groups together', () => {
  const schedule = [
    'WEEK ONE',
    'Feb. 2 (Tue.) Origins of the form Manual: Kerman, chapter 1, pp. 1-20 Web: Review the museum guide',
    'Feb. 4 (Thu.) Sources and scores Manual: Kerman, chapter 2, pp. 21-44 Scores: Haydn Op. 33',
    'WEEK TWO',
    'Feb 9 (Tue.) Sonata forms Scores: Mozart K. 331 Web: Review the recordings page',
    'Feb 11 (Thu.) Genres Manual: Kerman, chapter 3, pp. 45-70 Scores: Bach BWV 1007',
  ];

  it('reads each labelled page range as a reading of its own class, not the class topic', () => {
    const r = read(schedule);
    expect(r.titles.filter((t) => t.includes('Kerman'))).toHaveLength(3);
    expect(r.titles.some((t) => t.includes('Origins of the form'))).toBe(false);
    expect(r.titles.some((t) => t.includes('Genres'))).toBe(false);
  });
});

describe('a week table flattened to one line, the reading cell run into a homework cell', () => {
  const run =
    ' Week # Week of Reading Homework Due 1. Jan. 12-16 Ch. 1 HW01: 1.4, 7, 12 1/16 2. Jan. 19-23 Ch. 2, 3 ' +
    'HW02: 2.2, 5, 9 1/23 3. Jan. 26-30 Ch. 4 HW03: 4.1, 3, 8 1/30';

  it('reads each week’s chapter cell as a reading, not the homework problems after it', () => {
    const r = read(['Chemistry 1010 Schedule', run]);
    expect(r.titles.filter((t) => /Ch\. 1\b/.test(t))).toHaveLength(1);
    expect(r.titles.some((t) => t.includes('Ch. 2, 3'))).toBe(true);
    expect(r.titles.some((t) => t.includes('Ch. 4'))).toBe(true);
    expect(r.titles.some((t) => t.includes('HW0'))).toBe(false);
  });
});

describe('numbered topics written `N Topic: Title` over numbered `1. Readings:` label lines', () => {
  const outline = [
    'Seminar in Regulation',
    '1 Topic: Why regulate?',
    '    1. Readings:',
    '- Ann Brown, Markets and Rules, 2001, pages 1-20',
    '2 Topic: Licensing',
    '    1. Readings:',
    '- Carl Dunn, Licences and Entry, Journal of Trade, vol. 4, 1999, pages 33-51',
    '3 Topic: Standards',
    '    1. Discussion papers*:',
    '- Eve Fox, Setting Standards, Review of Rules, vol. 9, 2005, pages 101-130',
  ];

  it('opens one week per numbered topic, so each topic’s readings stay in its own week', () => {
    const r = read(outline);
    const weekOf = (pages: string) => r.rows.find((row) => row[2] === pages)?.[0];
    expect(weekOf('1-20')).toBe(1);
    expect(weekOf('33-51')).toBe(2);
    expect(weekOf('101-130')).toBe(3);
  });
});
