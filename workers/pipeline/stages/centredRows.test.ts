import { describe, expect, it } from 'vitest';
import { flipY, mergeItemsIntoLines, type PositionedItem } from './lines';

/** A made-up text item, 6 units a character, 12 points tall. */
const item = (str: string, x: number, y: number): PositionedItem => ({
  str,
  x,
  y,
  width: 6 * str.length,
  height: 12,
});

const textOf = (items: PositionedItem[]) =>
  mergeItemsIntoLines(items, 1, flipY(792)).lines.map((l) => l.text);

describe('centredRows: a Word table whose cells are centred in their rows', () => {
  // Week and date centred (both ways) in their cells; the assignments a bulleted list, one line a
  // 14.4 points apart, a bullet 28.8 below the one above, rows 44 apart.
  const header = [item('Week', 80, 600), item('Date', 150, 600), item('Assignments and readings', 240, 600)];
  const row1 = [
    item('• Read: Handbook, Chapters 25-28,', 220, 560),
    item('pages 181-206', 228, 545.6),
    item('1', 94, 531.2),
    item('January 17', 140, 531.2),
    item('• Read: Assignment materials', 220, 516.8),
    item('(posted on Blackboard)', 228, 502.4),
  ];
  const row2 = [
    item('• Read: Syllabus', 220, 458.4),
    item('2', 94, 422.4),
    item('January 24', 140, 422.4),
    item('• Read: Handbook, Chapters 29-32,', 220, 429.6),
    item('pages 207-44', 228, 415.2),
    item('• Bring a draft to class', 220, 386.4),
  ];

  it('rebuilds each row around its week and date, a paragraph gap kept as an entry break', () => {
    expect(textOf([...header, ...row1, ...row2])).toEqual([
      '| Week | Date | Assignments and readings |',
      '| 1 | January 17 | • Read: Handbook, Chapters 25-28, pages 181-206 <br> • Read: Assignment materials (posted on Blackboard) |',
      '| 2 | January 24 | • Read: Syllabus <br> • Read: Handbook, Chapters 29-32, pages 207-44 <br> • Bring a draft to class |',
    ]);
  });

  it('leaves a table whose cells are set at the top of their rows to the lines it was', () => {
    // The same rows with week and date on their row's first line: nothing is centred, no row reaches
    // above its week, and the lines read as before (tableRows.ts finds no shared column starts either).
    const top = [
      item('1', 94, 560),
      item('January 17', 140, 560),
      item('• Read: Handbook, Chapters 25-28,', 220, 560),
      item('pages 181-206', 228, 545.6),
      item('• Read: Assignment materials', 220, 516.8),
      item('2', 94, 472.8),
      item('January 24', 140, 472.8),
      item('• Read: Syllabus', 220, 472.8),
      item('• Bring a draft to class', 220, 444),
    ];
    const lines = textOf([...header, ...top]);
    expect(lines.some((l) => l.includes('<br>'))).toBe(false);
    expect(lines[1]).toMatch(/^\s*1\s+January 17\s+• Read: Handbook/);
  });

  it('takes no header whose cells hold digits (a row of dates is no header)', () => {
    // A row of a table read as a header would be: `Week 4 | Causation | Chapters 3-4.`
    const dated = [item('Week 4', 80, 600), item('Causation', 150, 600), item('Chapters 3-4.', 240, 600)];
    expect(textOf([...dated, ...row1, ...row2]).some((l) => l.startsWith('|'))).toBe(false);
  });
});
