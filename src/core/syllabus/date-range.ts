/**
 * A date range such as `February 7 - 11`, `February 28 - March 3`, `1/15 - 1/19`, `Jan 18--22`, and
 * the same in every date style the calendar reads: each end with its weekday (`Mon 1/10 - Fri 1/14`,
 * `Monday, January 10 - Friday, January 14`), ordinals (`January 10th - 14th`), day first
 * (`10 January - 14 January`) or ISO (`2022-01-10 - 2022-01-14`). A bare end day (`- 11`) only
 * follows a month name; a smaller one is in the next month. Day first, a bare start day only comes
 * before a day-first end (`3--7 September`, `28 – 2 October`); a larger one is in the month before.
 */
import { findDates, leadingDate, type MonthDay } from './dates';

export interface DateRange {
  start: MonthDay;
  end: MonthDay;
  /** Where the range ends in the text. */
  endIndex: number;
}

const SEPARATOR = /^\s*(?:--?|–|—|to\b|through\b|thru\b)\s*/i;
/** A bare end day: not the first number of a numeric date, a time or a decimal. */
const BARE_DAY = /^(\d{1,2})(?:st|nd|rd|th)?\b(?![/:]|\.\d)/;
/** The first date of a range is read only among a text's first few dates (a heading, a cell). */
const MAX_DATES = 4;

function rangeAfter(text: string, from: number, start: MonthDay, monthNamed: boolean): DateRange | null {
  const sep = SEPARATOR.exec(text.slice(from));
  if (!sep) return null;
  const at = from + sep[0].length;
  const after = text.slice(at);
  const end = leadingDate(after);
  if (end && !/^(?:for|on)\s/i.test(after))
    return {
      start: { month: start.month, day: start.day },
      end: { month: end.date.month, day: end.date.day },
      endIndex: at + end.end,
    };
  const bare = monthNamed ? BARE_DAY.exec(after) : null;
  if (!bare) return null;
  const day = Number(bare[1]);
  if (day < 1 || day > 31) return null;
  const month = day < start.day ? (start.month % 12) + 1 : start.month;
  return {
    start: { month: start.month, day: start.day },
    end: { month, day },
    endIndex: at + bare[0].length,
  };
}

/** Every separator has a dash or the letters `t`+`o`/`h`: a text without them holds no range (most lines). */
const MAY_SEPARATE = /[-–—]|t[oh]/i;

/** A bare day and a separator just before a day-first date: `3--` in `3--7 September`. */
const BARE_START_DAY = /(?<![\d/.:])(\d{1,2})(?:st|nd|rd|th)?\s*(?:--?|–|—)\s*$/;
/** What may stand before that bare day: nothing, an opening bracket, a colon or comma, `of` (`Week of 3–7 May`). */
const BEFORE_START_DAY = /(?:^|[(:,]|\bof)\s*$/i;
/** How far before a date the bare start day and its separator may stand. */
const START_DAY_REACH = 10;

/** `3--7 September`: the range ending at the day-first date `d`, or null (`Chapter 3 – 7 May` is none). */
function rangeBefore(text: string, d: ReturnType<typeof findDates>[number]): DateRange | null {
  if (!/^\d/.test(text.slice(d.index, d.index + 1))) return null;
  const from = Math.max(0, d.index - START_DAY_REACH);
  const before = BARE_START_DAY.exec(text.slice(from, d.index));
  if (!before) return null;
  const at = from + before.index;
  if (!BEFORE_START_DAY.test(text.slice(Math.max(0, at - 4), at))) return null;
  const day = Number(before[1]);
  if (day < 1 || day > 31 || day === d.date.day) return null;
  const month = day > d.date.day ? ((d.date.month + 10) % 12) + 1 : d.date.month;
  return { start: { month, day }, end: { month: d.date.month, day: d.date.day }, endIndex: d.end };
}

export function dateRange(text: string): DateRange | null {
  if (!MAY_SEPARATE.test(text)) return null;
  const dates = findDates(text).slice(0, MAX_DATES);
  for (const d of dates) {
    const monthNamed = /^[A-Za-z]/.test(text.slice(d.index, d.index + 1));
    const range = rangeAfter(text, d.end, d.date, monthNamed) ?? rangeBefore(text, d);
    if (range) return range;
  }
  return null;
}
