import { describe, expect, it } from 'vitest';
import { toOcrOutcome } from './ocr';
import { ocrLineText, pageGrid } from './ocrLines';

/** Words of one line, each 10 px a character, 20 px tall, at the given left edges. */
const line = (y: number, words: [string, number][]) =>
  words.map(([text, x0]) => ({
    text,
    confidence: 90,
    bbox: { x0, y0: y, x1: x0 + 10 * text.length, y1: y + 20 },
  }));

describe('OCR line text from word boxes', () => {
  const row = line(0, [
    ['3', 100],
    ['Tu', 200],
    ['Jan.', 230],
    ['29', 280],
    ['Cells', 400],
    ['Ch.', 700],
    ['17', 740],
  ]);
  const prose = line(30, [
    ['Read', 100],
    ['the', 150],
    ['first', 190],
    ['chapter.', 250],
  ]);

  it('keeps a column gap as a run of spaces reaching the column, one space between words', () => {
    const grid = pageGrid([...row, ...prose]);
    expect(ocrLineText(row, grid)).toBe('3         Tu Jan. 29          Cells                         Ch. 17');
    expect(ocrLineText(prose, grid)).toBe('Read the first chapter.');
  });

  it('gives the columns of a photographed table to the OCR lines', () => {
    const blocks = [{ paragraphs: [{ lines: [{ words: row }, { words: prose }] }] }];
    const out = toOcrOutcome(blocks, { pageNumber: 1, confidence: 90, width: 1000, height: 100 });
    expect(out.lines.map((l) => l.text.split(/\s{2,}/))).toEqual([
      ['3', 'Tu Jan. 29', 'Cells', 'Ch. 17'],
      ['Read the first chapter.'],
    ]);
  });
});
