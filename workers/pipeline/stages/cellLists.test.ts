import { describe, expect, it } from 'vitest';
import { joinListItem, startsListItem } from './cellLists';
import { type ChunkedLine, pipeRow, tableRows } from './tableRows';

const line = (baseline: number, ...chunks: Array<[number, string, number?]>): ChunkedLine => ({
  baseline,
  size: 10,
  chunks: chunks.map(([x, text, y]) => ({ x, x1: x + text.length * 5, text, ...(y ? { y } : {}) })),
});

describe('cellLists', () => {
  it('knows a list item’s marker, and keeps two items of a cell apart', () => {
    expect(startsListItem('2. Crosstalk tutorial')).toBe(true);
    expect(startsListItem('2021 review')).toBe(false);
    expect(joinListItem('1. Smith: Chapter 2', '2. Jones: Chapter 5')).toBe(
      '1. Smith: Chapter 2 <br> 2. Jones: Chapter 5',
    );
    expect(joinListItem('Smith: Chapter', '2')).toBeNull();
  });

  it('reads a numbered list in a table cell: wrapped lines at the text indent, the header at the cell edge', () => {
    // Made-up Word table: the list's numbers at 150, their text at 165, the column's header at 140;
    // the Topic cell wraps at 11 points, the list's lines are 13 apart, rows 20.
    const lines = [
      line(700, [40, 'Week'], [70, 'Topic'], [140, 'Reading']),
      line(680, [40, '1'], [70, 'Maps and'], [150, '1. Data Visualization:']),
      line(669, [70, 'Channels'], [165, 'Chapters 2', 667]),
      line(654, [150, '2. Data Science: Chapter 7']),
      line(634, [40, '2'], [70, 'Wrangling'], [150, '1. Data Visualization:']),
      line(621, [165, 'Chapter 5']),
      line(608, [150, '2. Optional: Data Humanism']),
      line(588, [40, '3'], [70, 'Layout'], [150, '1. R for Data Science:']),
      line(575, [165, 'Chapter 12']),
    ];
    expect(tableRows(lines).map((r) => pipeRow(r.cells))).toEqual([
      '| Week | Topic | Reading |',
      '| 1 | Maps and Channels | 1. Data Visualization: Chapters 2 <br> 2. Data Science: Chapter 7 |',
      '| 2 | Wrangling | 1. Data Visualization: Chapter 5 <br> 2. Optional: Data Humanism |',
      '| 3 | Layout | 1. R for Data Science: Chapter 12 |',
    ]);
  });

  it('leaves numbered headings over a nested bullet list, beside margin labels, as lines', () => {
    // Made-up page: `1. Thursday` headings at 100, their topic bullets indented to 110, a `read` label in
    // the margin at 40 beside the text column (two cells a line, so 40 and 100 are column starts).
    const lines = [
      line(700, [100, '1. Thursday, 9 September']),
      line(688, [110, '• Maps and Measures']),
      line(676, [110, '• Early Surveys']),
      line(664, [40, 'read'], [100, 'Smith (2001), on surveying']),
      line(640, [100, '2. Thursday, 16 September']),
      line(628, [110, '• Chains and Compasses']),
      line(616, [40, 'read'], [100, 'Jones (2010), a history']),
    ];
    expect(tableRows(lines)).toEqual([]);
  });
});
