import { describe, expect, it } from 'vitest';
import { chapterDateLines } from './chapter-date-lines';

const LIST = [
  'Chapter   Title   Starts (Week of)',
  '',
  '3. Cells and Membranes Sept. 8',
  '5. Enzymes and the Rates of',
  'Metabolic Reactions Sept. 22',
  '4. Proteins Oct. 6',
  'II. GRADING',
];

describe('a chapter list with the starting date at the end of each line', () => {
  it('writes each chapter line as a dated line assigning the chapter, a wrapped title joined', () => {
    expect(chapterDateLines(LIST)).toEqual([
      'Chapter   Title   Starts (Week of)',
      '',
      'Sept. 8: Chapter 3. Cells and Membranes',
      'Sept. 22: Chapter 5. Enzymes and the Rates of Metabolic Reactions',
      '',
      'Oct. 6: Chapter 4. Proteins',
      'II. GRADING',
    ]);
  });

  it('reads the numbers written with a closing parenthesis the same way', () => {
    const paren = LIST.map((l) => l.replace(/^(\d)\./, '$1)'));
    expect(chapterDateLines(paren)[2]).toBe('Sept. 8: Chapter 3. Cells and Membranes');
  });

  it('leaves a numbered list alone without the header or with fewer than three dated lines', () => {
    const noHeader = ['Topics', ...LIST.slice(1)];
    expect(chapterDateLines(noHeader)).toBe(noHeader);
    const short = LIST.slice(0, 5);
    expect(chapterDateLines(short)).toBe(short);
  });
});
