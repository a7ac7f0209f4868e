/**
 * Calendar failure seen at first sight on the `fresh24` folder (Word syllabi saved as PDF): a table's
 * date column written day.month. in European style, the year wrapped onto the cell's next line.
 */
import { describe, expect, it } from 'vitest';
import { dayFirstDotted } from './day-first-dotted';
import { read } from './layouts/testing';

describe('day.month. dates in a table’s date column', () => {
  it('reads the closing dot as day first, with the year when it follows', () => {
    expect(dayFirstDotted('15.09. 2026')?.date).toEqual({ day: 15, month: 9, year: 2026 });
    expect(dayFirstDotted('03.11.2026')?.date).toEqual({ day: 3, month: 11, year: 2026 });
    expect(dayFirstDotted('24.11.')?.date).toEqual({ day: 24, month: 11 });
    // Without a year, a first number that can be a month is not taken for a day.
    expect(dayFirstDotted('03.11.')).toBeNull();
    expect(dayFirstDotted('9.04')).toBeNull();
  });

  it('dates the rows, their weeks and the semester', () => {
    const r = read([
      '| # | Date | Topic | Literature |',
      '| 1 | 15.09. 2026 | Framing | Doe, J. (2010). Why Frames Matter. Journal of Media, 4(1), 70–81. |',
      '| 2 | 22.09. 2026 | Trust | Poe, P. (2020). Who Is Trusted? Science Studies, 3(2), 33–45. |',
      '| 3 | 29.09. 2026 | Review | Roe, R. (2013). Pictures and News. Geoforum, 49, 10–19. |',
    ]);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2026-09-15'],
      [2, '2026-09-22'],
      [3, '2026-09-29'],
    ]);
    expect([r.s.semesterStart, r.s.semesterEnd, r.s.meetingDays]).toEqual([
      '2026-09-15',
      '2026-09-29',
      ['tuesday'],
    ]);
  });
});
