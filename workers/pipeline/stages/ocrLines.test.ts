import { describe, expect, it } from 'vitest';
import { toOcrOutcome } from './ocr';
import { ocrLineTexts, ocrLineText, pageGrid } from './ocrLines';

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

  it('starts a line at its own column: a wrapped cell stays under its column, a nested bullet indented', () => {
    const texts = ocrLineTexts([
      line(0, [
        ['1', 100],
        ['Introduction', 400],
        ['to', 530],
        ['the', 560],
        ['Time', 600],
        ['Scale', 650],
        ['Ch.', 900],
        ['17', 940],
      ]),
      line(30, [['Record', 400]]),
      line(60, [
        ['•', 100],
        ['Reading', 120],
        ['assignment:', 200],
      ]),
      line(90, [
        ['•', 140],
        ['FRCP', 160],
        ['12', 210],
      ]),
    ]);
    expect(texts.map((t) => t.length - t.trimStart().length)).toEqual([0, 30, 0, 4]);
  });

  it('measures indents from the lines around, so a margin drifting down a tilted photo is no indent', () => {
    // 40 flush-left lines whose left edge moves 1 px right per line (a photo at a slight angle).
    const tilted = Array.from({ length: 40 }, (_, i) =>
      line(30 * i, [
        ['Read', 100 + i],
        ['Chapter', 150 + i],
      ]),
    );
    expect(ocrLineTexts(tilted).every((t) => t.startsWith('Read'))).toBe(true);
  });
});
