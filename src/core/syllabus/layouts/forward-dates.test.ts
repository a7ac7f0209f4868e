import { describe, expect, it } from 'vitest';
import { forwardDates } from './forward-dates';

describe('forwardDates', () => {
  it('takes dates that run forward and refuses repeats and steps back', () => {
    const forward = forwardDates();
    expect([forward(9, 3), forward(9, 10), forward(9, 10), forward(9, 1), forward(10, 2)]).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
  });

  it('reads a January after an autumn month as in the next year, and a date before that January as going back', () => {
    const forward = forwardDates();
    expect([forward(11, 20), forward(1, 8), forward(1, 5), forward(2, 3)]).toEqual([true, true, false, true]);
  });
});
