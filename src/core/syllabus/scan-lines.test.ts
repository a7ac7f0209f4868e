/** Lines as a PDF's text layer or OCR gives them back: made-up examples of each failure class. */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
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
