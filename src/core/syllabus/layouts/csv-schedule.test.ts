import { describe, expect, it } from 'vitest';
import { csvScheduleLines } from './csv-schedule';

const CSV = [
  'num,date,day,topic,readings,assignments',
  '1,Sep-3,Wed,Welcome,"* [Ch 1. Getting Started](url)',
  '* [Ch 2. Values](url)',
  '  * Numbers',
  '  * Strings",Survey',
  '2,Sep-8,Mon,Workshop,,Homework 1',
  '3,Sep-10,Wed,Loops,"* [Ch 4. Loops](url)',
  '<!--',
  '* [Ch 9. Old plan](url)',
  '-->",Quiz 1',
  '4,Sep-15,Mon,Review,Ch 5,',
];

describe('a CSV schedule file', () => {
  it('becomes a pipe table, one line for one line, a record on its first line', () => {
    const out = csvScheduleLines(CSV)!;
    expect(out).toHaveLength(CSV.length);
    expect(out[0]).toBe('| num | date | day | topic | readings | assignments |');
    expect(out[1]).toBe(
      '| 1 | Sep-3 | Wed | Welcome | [Ch 1. Getting Started](url)<br>[Ch 2. Values](url) | Survey |',
    );
    expect(out[2]).toBe('');
    expect(out[4]).toBe('');
  });

  it('leaves out a cell list item’s indented details and an HTML comment inside a cell', () => {
    const out = csvScheduleLines(CSV)!;
    expect(out[1]).not.toMatch(/Numbers|Strings/);
    expect(out[6]).toBe('| 3 | Sep-10 | Wed | Loops | [Ch 4. Loops](url) | Quiz 1 |');
  });

  it('is no CSV schedule without a reading column, with few records, or with prose around it', () => {
    expect(csvScheduleLines(['name,date,topic', 'a,1,b', 'c,2,d', 'e,3,f', 'g,4,h'])).toBeNull();
    expect(csvScheduleLines(CSV.slice(0, 5))).toBeNull();
    expect(
      csvScheduleLines(['# Schedule', 'We meet twice a week, on Monday and Wednesday.', ...CSV]),
    ).toBeNull();
  });
});
