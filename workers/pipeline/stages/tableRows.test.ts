import { describe, expect, it } from 'vitest';
import { flipY, mergeItemsIntoLines, type PositionedItem } from './lines';
import { type ChunkedLine, columnStarts, pipeRow, tableRows } from './tableRows';

/** A made-up word-processor table: 10-unit text, cells 9 units apart (padding), one item per cell line. */
const item = (str: string, x: number, y: number): PositionedItem => ({
  str,
  x,
  y,
  width: str.length * 5,
  height: 10,
});

const line = (baseline: number, ...chunks: Array<[number, string]>): ChunkedLine => ({
  baseline,
  size: 10,
  chunks: chunks.map(([x, text]) => ({ x, x1: x + text.length * 5, text })),
});

describe('tableRows', () => {
  it('finds the column starts several multi-cell lines share', () => {
    const lines = [line(700, [72, 'Week'], [110, 'Reading']), line(686, [72, '1'], [110, 'Ch. 1'])];
    expect(columnStarts(lines)).toEqual([72, 110]);
    expect(columnStarts([line(700, [72, 'Prose line alone'])])).toEqual([]);
  });

  it('rebuilds rows whose cells wrap (rows further apart than a cell’s lines) as pipe rows', () => {
    const lines = [
      line(700, [72, 'Date'], [110, 'Topic'], [200, 'Reading']),
      line(682, [72, 'Jan'], [110, 'Offer and'], [200, 'Casebook 1-20;']),
      line(670, [72, '13'], [110, 'acceptance'], [200, 'Ch. 3-']),
      line(658, [200, '3.2']),
      line(640, [72, 'Jan'], [110, 'Consideration'], [200, 'CB 21-40']),
      line(628, [72, '15']),
    ];
    const rows = tableRows(lines);
    expect(rows.map((r) => pipeRow(r.cells))).toEqual([
      '| Date | Topic | Reading |',
      '| Jan 13 | Offer and acceptance | Casebook 1-20; Ch. 3-3.2 |',
      '| Jan 15 | Consideration | CB 21-40 |',
    ]);
    expect(rows.map((r) => r.lines)).toEqual([[0], [1, 2, 3], [4, 5]]);
  });

  it('starts a row at each line with a first-column cell when the pitch is even', () => {
    const lines = [
      line(700, [72, 'Week'], [110, 'Pages']),
      line(686, [72, '1'], [110, '1-39']),
      line(672, [110, 'and 40-45']),
      line(658, [72, '2'], [110, '46-80']),
    ];
    expect(tableRows(lines).map((r) => pipeRow(r.cells))).toEqual([
      '| Week | Pages |',
      '| 1 | 1-39 and 40-45 |',
      '| 2 | 46-80 |',
    ]);
  });

  it('joins a word broken inside a narrow column, not a line broken at a space', () => {
    const lines = [
      line(700, [72, 'Da'], [100, 'Topic']),
      line(688, [72, 'te'], [100, '']),
      line(670, [72, 'Mar'], [100, 'What is']),
      line(658, [72, '3'], [100, 'life?']),
    ];
    lines[1]!.chunks.pop();
    expect(tableRows(lines).map((r) => r.cells)).toEqual([
      ['Date', 'Topic'],
      ['Mar 3', 'What is life?'],
    ]);
  });

  it('leaves a typed pipe table and a table under a centred header (columns unknown) as they are', () => {
    const typed = [
      line(700, [72, '| Week |'], [120, '| Pages |']),
      line(686, [72, '| 1 |'], [120, '| 1-39 |']),
      line(672, [72, '| 2 |'], [120, '| 40-80 |']),
    ];
    expect(tableRows(typed)).toEqual([]);
    const centred = [
      line(714, [80, 'Date'], [140, 'Reading']),
      line(700, [72, 'Jan 27'], [120, 'Workflow basics']),
      line(686, [72, 'Feb 3'], [120, 'Tidy data']),
    ];
    expect(tableRows(centred)).toEqual([]);
    // The same rows under a running header far above them are a table.
    centred[0]!.baseline = 760;
    expect(tableRows(centred).map((r) => r.cells)).toEqual([
      ['Jan 27', 'Workflow basics'],
      ['Feb 3', 'Tidy data'],
    ]);
  });

  it('leaves prose, and a table of one multi-cell line, as lines', () => {
    const prose = [
      line(700, [72, 'All pages are from the reader.']),
      line(686, [72, 'Read them before class.']),
    ];
    expect(tableRows(prose)).toEqual([]);
    expect(tableRows([line(700, [72, 'Week'], [110, 'Pages']), line(686, [72, 'Read it.'])])).toEqual([]);
  });
});

describe('mergeItemsIntoLines with a word-processor table', () => {
  it('writes the table as pipe rows and the text around it as lines', () => {
    const items = [
      item('Schedule', 72, 720),
      item('Week', 75, 700),
      item('Pages', 115, 700),
      item('Subject', 160, 700),
      item('1', 75, 686),
      item('1-39', 115, 686),
      item('Due Process', 160, 686),
      item('2', 75, 672),
      item('40-104', 115, 672),
      item('Incorporation', 160, 672),
      item('Read ahead for week 8.', 72, 650),
    ];
    const { lines } = mergeItemsIntoLines(items, 1, flipY(792));
    expect(lines.map((l) => l.text)).toEqual([
      'Schedule',
      '| Week | Pages | Subject |',
      '| 1 | 1-39 | Due Process |',
      '| 2 | 40-104 | Incorporation |',
      'Read ahead for week 8.',
    ]);
    expect(lines.map((l) => l.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a list marker with its item (not a cell of its own)', () => {
    // The marker stands further from its text (13 units) than a cell's padding (7.5).
    const items = [
      item('•', 72, 700),
      item('Casebook 1-20', 90, 700),
      item('•', 72, 686),
      item('Ch. 4', 90, 686),
      item('•', 72, 672),
      item('Ch. 5', 90, 672),
    ];
    const { lines } = mergeItemsIntoLines(items, 1, flipY(792));
    expect(lines.map((l) => l.text)).toEqual(['• Casebook 1-20', '• Ch. 4', '• Ch. 5']);
  });
});
