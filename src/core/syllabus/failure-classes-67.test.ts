/**
 * Failure classes of round 41 (the fresh41 folder: humanities, social science and STEM pages): dated class lines
 * whose reading follows the date with no read verb, quotes or pages, its chapter written as a word
 * (`Oct. 2.  Nakamura, chapter four.  Topic.`); a schedule table run into one paragraph after its header; a
 * numbered week table that names its work once and then only the part (`2 Book 2`).
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { read } from './layouts/testing';
import { BOOK_PART } from './signals';

const judged = (text: string) => classifySpan({ text, context: 'inline', bulletPrior: 0 });

describe('a chapter whose number is written as a word', () => {
  it('is a part of a book, like `ch. 4`', () => {
    for (const text of [
      'Nakamura, chapter four',
      'read chapters eleven and twelve',
      'Okafor Ch. seventeen',
      'Read CHAPTER TWENTY',
    ]) {
      expect(BOOK_PART.test(text)).toBe(true);
    }
    expect(judged('Nakamura, chapter four').take).toBe(true);
  });

  it('needs the whole number word after the chapter word', () => {
    for (const text of ['a chapter on tenants', 'the chapter ones chose', 'one chapter of the story']) {
      expect(BOOK_PART.test(text)).toBe(false);
    }
  });

  it('is a unit’s heading, not a reading, when it opens the line', () => {
    expect(BOOK_PART.test('Chapter Two. Harbour Law and Its Sources')).toBe(false);
    expect(BOOK_PART.test('Chapter 2. Harbour Law and Its Sources')).toBe(true);
  });

  it('makes each dated class line’s chapter its reading, the rest of the line its topic', () => {
    const r = read([
      'Spring 2031',
      'Jan. 13.  Course themes.',
      'Jan. 15.  Nakamura, chapter one.  What is a polity?',
      'Jan. 20.  Nakamura, chapter two.  The ancient city.',
      'Jan. 22.  Midterm Examination.',
      'Jan. 27.  Nakamura, chapter   three.  Empire.',
    ]);
    expect(r.rows.map((row) => [row[0], row[1], row[3]])).toEqual([
      [1, 'Nakamura, chapter one', '2031-01-15'],
      [2, 'Nakamura, chapter two', '2031-01-20'],
      [3, 'Nakamura, chapter three', '2031-01-27'],
    ]);
  });
});

describe('a chapter abbreviated `Chpt.`', () => {
  it('is a part of a book, like `Ch.`', () => {
    expect(BOOK_PART.test('Rivers Chpt. 2')).toBe(true);
    expect(BOOK_PART.test('Deltas Chpts. 3 & 4')).toBe(true);
  });
});

describe('a numbered week table that names its work once, then only the part', () => {
  it('reads each row’s part as that week’s reading', () => {
    const r = read(['Week Tutorial', '1 Odyssey, Book 1', '2 Book 2', '3 Books 3-4', '4 Book 5']);
    expect(r.rows.filter((row) => String(row[1]).startsWith('Book')).map((row) => [row[0], row[1]])).toEqual([
      [2, 'Book 2'],
      [3, 'Books 3-4'],
      [4, 'Book 5'],
    ]);
  });
});

describe('a range after lines, or books alone', () => {
  it('is no page range', () => {
    const r = read([
      '1. Okafor, The Long Road, lines 1-215',
      '2. Okafor, The Long Road, lines 216-910',
      '3. Mensah, Harbour Songs, Acts I-III, lines 40-90',
      '4. Mensah, The Case Book 40-52',
    ]);
    expect(r.rows.map((row) => row[2])).toEqual([null, null, null, '40-52']);
  });
});
