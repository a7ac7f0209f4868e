import { describe, expect, it } from 'vitest';
import { chapterFirstCells } from './chapter-first-cells';

const TABLE = [
  'Chapter',
  'Date',
  'Quizzes',
  '',
  '1,2',
  'March',
  '3',
  'Quiz 1',
  '',
  '4',
  '10',
  '',
  '5,6',
  'April',
  '7',
  '',
  '9',
  'FINAL',
];

describe('a table pasted one cell a line, its chapter column first', () => {
  it('writes each row as its date and then its chapter, the other cells kept, a last day-and-final row as one', () => {
    expect(chapterFirstCells(TABLE)).toEqual([
      'Chapter',
      'Date',
      'Quizzes',
      '',
      '',
      '',
      'March 3: Chapter 1,2',
      'Quiz 1',
      '',
      '',
      '10: Chapter 4',
      '',
      '',
      '',
      'April 7: Chapter 5,6',
      '',
      '9: FINAL',
      '',
    ]);
  });

  it('leaves a table whose first column is no chapter column, or too short, alone', () => {
    const topics = ['Topic', ...TABLE.slice(1)];
    expect(chapterFirstCells(topics)).toBe(topics);
    const short = TABLE.slice(0, 11);
    expect(chapterFirstCells(short)).toBe(short);
  });
});
