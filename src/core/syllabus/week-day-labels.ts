/**
 * Weekday labels inside printed weeks, dated from the term's stated first day. A schedule kept as
 * data often gives no date at all: it states when the term starts (`semester_start: 2025-01-12`,
 * `Classes begin Monday, January 13, 2025`), numbers its weeks (`Week 0`, `Week 1`, … counted from
 * that start) and labels each class by its weekday (`Monday: Designing Functions`, `Wednesday: Class
 * Cancelled`). Each label then opens a class of its own in that week, dated on its weekday: the first
 * printed week is the week of the stated first day (a weekend first day, "the Sunday before", starts
 * the next Monday's week), each later printed number that many weeks on. The readings under a label
 * are that class's; a label saying the class is called off is a day without class.
 */
import { mondayOf, weekdayOf, fromEpochDay } from './calendar';
import { weekdayIndex } from './dates';
import type { Session } from './layouts';
import type { PreparedLine } from './prepare';
import { statedFirstDay } from './semester';
import { isNoClass } from './signals';

/** `Monday:` or `Wednesday: Class Cancelled`: a full weekday name and a colon opening the line. */
const DAY_LABEL = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday):(.*)$/;

const at = (page: number, line: number) => page * 1_000_000 + line;

/** Monday of the first printed week: the week of the stated first day, or the next one when it is a weekend day. */
function firstWeekMonday(firstDay: number): number {
  return weekdayOf(firstDay) >= 5 ? mondayOf(firstDay) + 7 : mondayOf(firstDay);
}

function labelSession(week: Session, l: PreparedLine, weekday: number, day: number, rest: string): Session {
  const d = fromEpochDay(day);
  const title = rest.trim();
  return {
    date: { month: d.month, day: d.day, year: d.year },
    weekday,
    explicitWeek: week.explicitWeek,
    topics: title ? [title] : [],
    readings: [],
    noClass: isNoClass(title),
    isWeek: false,
    page: l.page,
    line: l.line,
  };
}

/**
 * Splits each printed week at its weekday labels into dated classes, when no session has a date or
 * range, two or more weeks are printed and the text states the term's first day with its year.
 * Returns the sessions in document order (the input unchanged when the shape is not there).
 */
export function dateWeekdayLabels(
  sessions: Session[],
  lines: readonly PreparedLine[],
  texts: string[],
): Session[] {
  if (sessions.some((s) => s.date || s.range)) return sessions;
  const weeks = sessions.filter((s) => s.isWeek && s.explicitWeek !== undefined);
  if (weeks.length < 2) return sessions;
  const firstDay = statedFirstDay(texts, undefined);
  if (firstDay === undefined) return sessions;
  const monday = firstWeekMonday(firstDay);
  const firstWeek = Math.min(...weeks.map((w) => w.explicitWeek!));
  const labels = lines.flatMap((l) => {
    const m = DAY_LABEL.exec(l.text);
    return m ? [{ l, weekday: weekdayIndex(m[1]!)!, rest: m[2]! }] : [];
  });
  if (!labels.length) return sessions;
  const out: Session[] = [];
  sessions.forEach((s, i) => {
    out.push(s);
    if (!s.isWeek || s.explicitWeek === undefined) return;
    const next = sessions[i + 1];
    const from = at(s.page, s.line);
    const to = next ? at(next.page, next.line) : Number.POSITIVE_INFINITY;
    const own = labels.filter(({ l }) => at(l.page, l.line) > from && at(l.page, l.line) < to);
    const weekMonday = monday + 7 * (s.explicitWeek - firstWeek);
    const classes = own.map(({ l, weekday, rest }) =>
      labelSession(s, l, weekday, weekMonday + weekday, rest),
    );
    // Each reading goes to the last label above it; readings above the first label stay with the week.
    const keep = s.readings.filter((r) => {
      const owner = [...classes].reverse().find((c) => at(c.page, c.line) < at(r.page, r.line));
      if (owner) owner.readings.push(r);
      return !owner;
    });
    s.readings = keep;
    out.push(...classes);
  });
  return out;
}
