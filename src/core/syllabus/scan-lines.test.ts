/** Lines as a PDF's text layer or OCR gives them back: made-up examples of each failure class. */
import { describe, expect, it } from 'vitest';
import type { TextLine } from '../model';
import { read } from './layouts/testing';
import { blankLinesAtGaps } from './line-gaps';
import { normalizeSyllabus } from './normalize';
import { parseSyllabus } from './parse';
import { repairOcrNumbers } from './ocr-repair';
import { joinPrintedPipeRows } from './printed-pipe-rows';

const joined = (lines: string[]) => joinPrintedPipeRows(lines.map((text) => ({ text }))).map((l) => l.text);

describe('a wide pipe table printed to PDF, its rows broken at the line end', () => {
  const printed = [
    '| Lecture | Topic | Dates | Hours',
    '| Notes |',
    '|---------|---------------|--------------|-------|-----',
    '---|',
    '| 01 | [Welcome]',
    '(slides/01_welcome.pdf) |',
    '12/01, 13/01 | 2.0 | Chap 1 KR |',
    '| 02 | [Parsing]',
    '(slides/02_parsing_and_lexi',
    'ng.pdf)',
    '| 19/01, 20/01 | 2.0 | Chap 2 KR',
    '|',
    '| 03 | [Types](slides/03.pdf) | 26/01 | 1.5 | Chap 3 KR |',
    '',
    'Total hours: 5.5',
  ];

  it('joins the header, the rule row and each row back into one line', () => {
    expect(joined(printed)).toEqual([
      '| Lecture | Topic | Dates | Hours | Notes |',
      '|---------|---------------|--------------|-------|--------|',
      '| 01 | [Welcome](slides/01_welcome.pdf) | 12/01, 13/01 | 2.0 | Chap 1 KR |',
      '| 02 | [Parsing](slides/02_parsing_and_lexing.pdf) | 19/01, 20/01 | 2.0 | Chap 2 KR |',
      '| 03 | [Types](slides/03.pdf) | 26/01 | 1.5 | Chap 3 KR |',
      '',
      'Total hours: 5.5',
    ]);
  });

  it('reads the readings of the joined rows', () => {
    expect(read(printed).titles).toEqual(['Chap 1 KR', 'Chap 2 KR', 'Chap 3 KR']);
  });

  it('keeps a short row and the lines after it as they are', () => {
    const lines = [
      '| Lsn | Topic | Reading | Due |',
      '|:-:|---|---|:-:|',
      '| 7 | No class: review |',
      '| 8 | Proofs | 1.7 | HW2 |',
      'Readings are in the course text.',
    ];
    expect(joined(lines)).toEqual(lines);
  });
});

describe('OCR character errors in page numbers and dates', () => {
  it('reads a digit read as a letter back as the digit where a number must stand', () => {
    expect(repairOcrNumbers('Read pp. l05-l2O and Ch. 3 (pp. 2l-4O)')).toBe(
      'Read pp. 105-120 and Ch. 3 (pp. 21-40)',
    );
    expect(repairOcrNumbers('Tu Sep. l0 | Genes | 44O-452')).toBe('Tu Sep. 10 | Genes | 440-452');
    expect(repairOcrNumbers('Due l0/12')).toBe('Due 10/12');
  });

  it('reads a month point read as a colon or semicolon back as a point', () => {
    expect(repairOcrNumbers('| Tu Mar: 19 | SPRING BREAK |')).toBe('| Tu Mar. 19 | SPRING BREAK |');
    expect(repairOcrNumbers('Th Apr; 4 | Traits')).toBe('Th Apr. 4 | Traits');
  });

  it('leaves words, roman numerals and typed text alone', () => {
    for (const text of [
      'Part Il: I/O and CO2, H2O',
      'Unit IO: Oxygen',
      'Note: 5 essays due May: the 3rd',
      'Sessions 10-12 cover Ch. 2 in full.',
    ])
      expect(repairOcrNumbers(text)).toBe(text);
  });

  it('dates and pages the classes of an OCRed schedule', () => {
    const photo = [
      'Spring 2019',
      '',
      'Lecture | Date | Topic | Reading',
      '---|---|---|---',
      '1 | Tu Jan. 22 | Intro | Ch. 17 (pp. 430-438)',
      '2 | Th Jan: 24 | Life | Ch. 17 (pp. 438-44O)',
      '3 | Tu Jan. 29 | More | Ch. 18 (pp. 44l-452)',
    ];
    expect(read(photo).rows).toEqual([
      [1, 'Ch. 17', '430-438', '2019-01-22'],
      [1, 'Ch. 17', '438-440', '2019-01-24'],
      [2, 'Ch. 18', '441-452', '2019-01-29'],
    ]);
  });
});

describe('blank lines that a PDF or OCR leaves out, put back from the line boxes', () => {
  /** OCR-like lines: 14 px tall, 22 px apart, and 44 px apart where the source had a blank line. */
  const boxed = (rows: [string, number][]): TextLine[] =>
    rows.map(([text, top], i) => ({
      text,
      page: 1,
      line: i + 1,
      bbox: { x0: 90, x1: 600, y0: top, y1: top + 14 },
    }));
  const outline = boxed([
    ['Week 1: Trespass', 0],
    ['1. Background', 44],
    ['a. Common Law Privileges: Notes 1-2 (P83-84)', 88],
    ['b. Civil Rights Laws: Notes 4-5 (P84-85)', 132],
    ['Week 2: Takings', 176],
    ['a. Jacque v. Steenberg Homes (Wisc. 1997) (P54-57)', 220],
    ['b. Notes 1-3 (P92-93)', 264],
  ]);

  it('puts a blank line where two lines stand a line apart, none between lines of a paragraph', () => {
    const paragraph = boxed([
      ['Read the introduction to the casebook and', 0],
      ['the first two cases before class.', 22],
      ['Week 1', 66],
    ]);
    expect(blankLinesAtGaps(paragraph).map((l) => l.text)).toEqual([
      'Read the introduction to the casebook and',
      'the first two cases before class.',
      '',
      'Week 1',
    ]);
    expect(blankLinesAtGaps(outline).filter((l) => !l.text)).toHaveLength(outline.length - 1);
  });

  it('keeps the items of an outline apart', () => {
    const s = normalizeSyllabus(parseSyllabus(outline));
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.pages))).toEqual([
      '83-84',
      '84-85',
      '54-57',
      '92-93',
    ]);
  });

  it('leaves typed lines (no boxes) as they are', () => {
    const typed = outline.map(({ text, page, line }) => ({ text, page, line }));
    expect(blankLinesAtGaps(typed)).toBe(typed);
  });
});

describe('a photographed table read as a fixed-width table, its first column a class number', () => {
  it('dates each row by its date column, not by the class number', () => {
    const photo = [
      'Spring 2019',
      '',
      'Lecture     Date          Topic                          Reading',
      '1           Tu Jan. 22    Introduction to time           Ch. 17 (pp. 430-438)',
      '2           Th Jan. 24    Life in the Precambrian        Ch. 17 (pp. 438-440)',
      '3           Tu Jan. 29    Cambrian explosion             Ch. 18',
    ];
    expect(read(photo).rows).toEqual([
      [1, 'Ch. 17', '430-438', '2019-01-22'],
      [1, 'Ch. 17', '438-440', '2019-01-24'],
      [2, 'Ch. 18', null, '2019-01-29'],
    ]);
  });
});
