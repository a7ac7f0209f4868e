import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { isProblemNumberList } from './problem-numbers';

describe('homework named by problem numbers or by its handing in', () => {
  it('is a problem list: numbers after #, a count of problems, work to be collected', () => {
    expect(isProblemNumberList('Section 4.2: #3, 9, 12, 17')).toBe(true);
    expect(isProblemNumberList('#5,6,11-14, 20')).toBe(true);
    expect(isProblemNumberList('Section 6.1: #8')).toBe(true);
    expect(isProblemNumberList('Worksheet & 4 problems from the text')).toBe(true);
    expect(isProblemNumberList('Lab report not to be collected')).toBe(true);
  });

  it('is not a reading mentioned with a number sign or a read instruction', () => {
    expect(isProblemNumberList('Federalist #10')).toBe(false);
    expect(isProblemNumberList('Read 4.2; then #3, 9, 12')).toBe(false);
    expect(isProblemNumberList('Section 4.2 Rates of Change')).toBe(false);
  });

  it('is never taken in a reading column, whatever its section reference', () => {
    expect(classifySpan({ text: 'Section 4.2: #3, 9, 12, 17', context: 'label', bulletPrior: 0 }).take).toBe(
      false,
    );
    expect(classifySpan({ text: 'Section 4.2', context: 'label', bulletPrior: 0 }).take).toBe(true);
  });
});
