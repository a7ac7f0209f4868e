/** Lines as a PDF's text layer or OCR gives them back: made-up examples of each failure class. */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
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
