import { describe, expect, it } from 'vitest';
import { paddedMonthDay } from './padded-month-day';

describe('padded month-day date cells (`09-22`)', () => {
  it('reads two zero-padded numbers as month and day', () => {
    expect(paddedMonthDay('09-22')?.date).toMatchObject({ month: 9, day: 22 });
    expect(paddedMonthDay(' 12-01 ')?.date).toMatchObject({ month: 12, day: 1 });
  });
  it('leaves page ranges and impossible dates alone', () => {
    expect(paddedMonthDay('9-22')).toBeNull();
    expect(paddedMonthDay('13-01')).toBeNull();
    expect(paddedMonthDay('10-13 and more')).toBeNull();
    expect(paddedMonthDay('09-32')).toBeNull();
  });
});
