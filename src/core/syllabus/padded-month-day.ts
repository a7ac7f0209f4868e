/**
 * A date cell written month-day with both numbers zero-padded to two digits (`09-22`, `10-04`): the ISO
 * order without the year. Read only from a table's Date column, where such a cell cannot be a page range;
 * elsewhere `10-13` stays pages.
 */
import { type LeadingDate, leadingDate } from './dates';

const PADDED_MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function paddedMonthDay(cell: string): LeadingDate | null {
  const m = PADDED_MONTH_DAY.exec(cell.trim());
  return m ? leadingDate(`${Number(m[1])}/${Number(m[2])}`) : null;
}
