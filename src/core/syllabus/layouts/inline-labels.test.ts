import { describe, expect, it } from 'vitest';
import { splitAtWeekdayDates, splitInlineLabels } from './inline-labels';

describe('prepare: several labelled fields on one line', () => {
  it('cuts a line that starts with a label before each later label', () => {
    expect(splitInlineLabels('Topic: Sampling Reading: Cochran (1977) Ch. 2 Assignments: Memo 1')).toEqual([
      'Topic: Sampling',
      'Reading: Cochran (1977) Ch. 2',
      'Assignments: Memo 1',
    ]);
  });

  it('cuts a dated line before its reading label', () => {
    expect(splitInlineLabels('Wednesday, March 4:  Reading:: U7 and U8')).toEqual([
      'Wednesday, March 4:',
      'Reading:: U7 and U8',
    ]);
    expect(
      splitInlineLabels('6/2 (Tue) – Forms Required Readings: Plato – Meno Recommended Readings: SEP – Meno'),
    ).toEqual(['6/2 (Tue) – Forms', 'Required Readings: Plato – Meno', 'Recommended Readings: SEP – Meno']);
  });

  it('leaves prose that mentions a label alone', () => {
    const prose = 'Please note the Reading: section of each week lists what to do before class.';
    expect(splitInlineLabels(prose)).toEqual([prose]);
  });

  it('cuts a schedule run together on one line before each date with its weekday in parentheses', () => {
    expect(
      splitAtWeekdayDates('Part One 3/2 (Mon) – Intro 3/3 (Tue) – Hume 3/4 (Wed) – Kant 3/5 (Thu) – Mill'),
    ).toEqual(['Part One', '3/2 (Mon) – Intro', '3/3 (Tue) – Hume', '3/4 (Wed) – Kant', '3/5 (Thu) – Mill']);
    expect(splitAtWeekdayDates('Due 3/2 (Mon) and 3/9 (Mon).')).toBeNull();
  });
});
