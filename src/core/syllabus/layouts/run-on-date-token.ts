/**
 * A date as a run-on paragraph writes it at the head of each class, in any of the styles the calendar
 * reads: `Jan. 19`, `January 19th`, `19 January`, `1/19`, `1/19/2016`, `2016-01-19`, optionally after
 * a weekday (`Tue `, `Tuesday, `, `T `, `Th `). The run-on splitters (`run-on-date-labels.ts`,
 * `inline-labels.ts`) cut before it. Every alternative is a fixed shape: no backtracking.
 */
import { findDate, MONTH_PATTERN, WEEKDAY_PATTERN } from '../dates';

/** The date alone (no weekday), as a regex source. */
export const RUN_ON_DATE = `(?:${MONTH_PATTERN}\\.?\\s\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s${MONTH_PATTERN}\\.?|\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?|\\d{4}-\\d{2}-\\d{2})`;

const WEEKDAY_WORD = `(?:${WEEKDAY_PATTERN}|Th|Tu|Mo|We|Fr|[MTWRF])`;
/** A piece's last word that is only a weekday (`Tue`, `Thursday,`, `R`). */
const WEEKDAY_ONLY = new RegExp(`^${WEEKDAY_WORD}\\.?,?$`, 'i');

/**
 * A run-on paragraph is cut just before each date; a weekday written before the date (`… Tue` /
 * `1/19: …`) is then given back to the piece its date opens.
 */
export function rejoinWeekdays(pieces: string[]): string[] {
  const out: string[] = [];
  let carried = '';
  for (let i = 0; i < pieces.length; i++) {
    const p = carried ? `${carried} ${pieces[i]!.trimStart()}` : pieces[i]!;
    carried = '';
    const end = p.trimEnd();
    const cut = end.lastIndexOf(' ');
    const tail = end.slice(cut + 1);
    if (i + 1 < pieces.length && WEEKDAY_ONLY.test(tail)) {
      carried = tail;
      const head = cut < 0 ? '' : end.slice(0, cut);
      if (head.trim()) out.push(head);
    } else out.push(p);
  }
  return out;
}

/**
 * Whether the dates opening the pieces after the first run forward through the term (a January after an
 * autumn month is later); false when one of them holds no date.
 */
export function datesRunForward(pieces: readonly string[]): boolean {
  let last = -1;
  let autumn = false;
  for (const p of pieces.slice(1)) {
    const d = findDate(p)?.date;
    if (!d) return false;
    autumn = autumn || d.month >= 8;
    const key = ((autumn && d.month <= 6 ? 12 : 0) + d.month) * 32 + d.day;
    if (key <= last) return false;
    last = key;
  }
  return true;
}
