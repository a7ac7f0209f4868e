/**
 * A dated class a week or more after the first dated class under the same printed week heading. A
 * schedule sometimes runs on past its last `Week N` heading (an excerpt, a forgotten heading: `Week
 * 3` over `January 27`, `January 29` and then `February 3`), or prints one heading over two weeks.
 * Two days seven or more days apart never share a calendar week, so such a class belongs to a later
 * week: with the year known, the Monday-based weeks between them; without it, the whole 7-day steps
 * between the two dates (the least it can be, since the weekday is unknown).
 */
import { mondayOf } from './calendar';

/** Weeks to add to the printed week for a class on `day`, the printed week's first dated class being on `first`. */
export function weeksPastPrinted(
  first: number | undefined,
  day: number | undefined,
  yearKnown: boolean,
): number {
  if (first === undefined || day === undefined || day - first < 7) return 0;
  return yearKnown ? (mondayOf(day) - mondayOf(first)) / 7 : Math.floor((day - first) / 7);
}
