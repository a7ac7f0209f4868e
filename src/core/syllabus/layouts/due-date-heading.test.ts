import { describe, expect, it } from 'vitest';
import { hasDueDateHeadings } from './due-date-heading';

describe('due-date headings', () => {
  it('needs three lines that are `Due` and a date only', () => {
    expect(
      hasDueDateHeadings(['Due Monday 3 May 2021', 'x', 'Due Tuesday 4 May 2021', 'Due Friday 7 May 2021']),
    ).toBe(true);
    expect(hasDueDateHeadings(['Due Monday 3 May 2021', 'Due Tuesday 4 May 2021'])).toBe(false);
    expect(hasDueDateHeadings(['Due May 3: essay', 'Due May 4: essay', 'Due May 5: essay'])).toBe(false);
  });
});
