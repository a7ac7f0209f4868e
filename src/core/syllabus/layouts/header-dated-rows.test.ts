import { describe, expect, it } from 'vitest';
import { splitAtHeaderDates } from './header-dated-rows';
import { read } from './testing';

const ROWS =
  'March 2 Rivers Chpt. 1 March 9 Deltas Chpts. 2 & 3 March 16 Tides Chpt. 4 Quiz 1 March 19 March 23 Dunes Chpt. 5 March 30 Reefs Chpt. 6 April 6 Ice Chpt. 7';

describe('a schedule table run into a paragraph after its header', () => {
  it('is cut before each forward month-day date, an assessment named before its date going with it', () => {
    const pieces = splitAtHeaderDates(
      `GEOG 210 SPRING 2031 Grading: Quiz 1 March 19 Week beginning Topic Reading assignment* ${ROWS} * All chapters are in Mensah.`,
    );
    expect(pieces).toEqual([
      'GEOG 210 SPRING 2031 Grading: Quiz 1 March 19 Week beginning Topic Reading assignment*',
      'March 2 Rivers Chpt. 1',
      'March 9 Deltas Chpts. 2 & 3',
      'March 16 Tides Chpt. 4',
      'Quiz 1 March 19',
      'March 23 Dunes Chpt. 5',
      'March 30 Reefs Chpt. 6',
      'April 6 Ice Chpt. 7 * All chapters are in Mensah.',
    ]);
  });

  it('needs a header naming a date column and a reading column', () => {
    expect(splitAtHeaderDates(`Schedule of topics ${ROWS}`)).toBeNull();
    expect(splitAtHeaderDates(`Date Topic Readings ${ROWS}`)).not.toBeNull();
    // A numbered column first: the rows open with their number (`4. March 16 ...`), not this layout.
    expect(splitAtHeaderDates(`Week # Week of Required Reading ${ROWS}`)).toBeNull();
  });

  it('needs six rows or more, each date after the one before', () => {
    expect(
      splitAtHeaderDates('Date Topic Readings March 2 Rivers Chpt. 1 March 9 Deltas Chpt. 2'),
    ).toBeNull();
    expect(
      splitAtHeaderDates(
        'Date Topic Readings May 2 A ch. 1 April 9 B ch. 2 March 16 C ch. 3 February 23 D ch. 4 January 30 E ch. 5 January 6 F ch. 6',
      ),
    ).toBeNull();
  });

  it('lets the dated rows’ chapters be the readings of their weeks', () => {
    const r = read([
      `Fall 2031 Texts: Mensah (2030) Week beginning Topic Reading assignment* ${ROWS.replace(/March/g, 'September').replace('April 6', 'October 6')}`,
    ]);
    expect(r.rows.map((row) => [row[0], row[3]])).toEqual([
      [1, '2031-09-02'],
      [2, '2031-09-09'],
      [3, '2031-09-16'],
      [4, '2031-09-23'],
      [5, '2031-09-30'],
      [6, '2031-10-06'],
    ]);
  });
});
