/**
 * Meeting days given as a labelled field of the course header, with or without a class time: `CLASS
 * MEETINGS: Monday & Wednesday`, `Meets: Tuesdays and Thursdays`, `| Course Meetings | Tth 2-5PM |` (a
 * header table flattened to cells; codes in any case after such a label). The label names the class's
 * meetings, days or times (`Class Time: | Friday, 9:00`); office hours and other fields say nothing. Only
 * the header (the first 60 lines); in a long run-together line, a capitalised label anywhere in it.
 */
import type { MeetingDay } from '../model';
import { WEEKDAY_PATTERN, weekdayIndex, weekdayName } from './dates';

const HEADER_LINES = 60;

/** The label, at the start of the line or of a flattened table row, then `:` or a cell bar. */
const LABEL =
  /^[\s|*#>-]{0,6}(?:(?:class|course|lecture)\s+(?:meetings?|days|meeting\s+days|times?)|meetings?|meets|meeting\s+(?:days|pattern|times?)|class\s+meets)\s*\**\s*[:|](?:\s*\|)?\s*/i;
/**
 * The same field run into a long header line (a page flattened to one paragraph: `… Text: … Class
 * Times: Tuesdays and Thursdays 11:00am – 12:15 p.m. Purpose …`): a capitalised `Class Time(s):` label.
 */
const RUN_IN_LABEL = /(?:^|\s)(?:Class|Course|Lecture|Meeting) (?:Times?|Meetings?|Days):\s*/;

/** Weekday names joined by `&`, `and`, `/`, `,`, `-` or `+`: `Monday & Wednesday`, `Tuesdays and Thursdays`. */
const NAMES = new RegExp(
  `^(?:${WEEKDAY_PATTERN})s?\\.?(?:\\s*(?:,\\s*and|[-/,&+]|and)\\s*(?:${WEEKDAY_PATTERN})s?\\.?){0,4}(?![a-z])`,
  'i',
);
/** Compact codes, any case, two or more days: `TTh`, `Tth`, `MWF`, `TR`. */
const CODES = /^((?:th|tu|mo|we|fr|[mtwrf]){2,5})(?=[\s,;|(]|\d|$)/i;
const CODE_DAYS: Record<string, number> = { m: 0, mo: 0, t: 1, tu: 1, w: 2, we: 2, th: 3, r: 3, f: 4, fr: 4 };

function daysOfValue(value: string): MeetingDay[] {
  const names = NAMES.exec(value);
  if (names) {
    const found = names[0].match(new RegExp(WEEKDAY_PATTERN, 'gi')) ?? [];
    return [...new Set(found.map((n) => weekdayIndex(n)!))].sort().map(weekdayName);
  }
  const codes =
    CODES.exec(value)?.[1]
      ?.toLowerCase()
      .match(/th|tu|mo|we|fr|[mtwrf]/g) ?? [];
  const days = [...new Set(codes.map((c) => CODE_DAYS[c]!))];
  return days.length >= 2 && days.length === codes.length ? days.sort().map(weekdayName) : [];
}

/** The meeting days of the header's first labelled meetings field that lists them, else []. */
export function labelledMeetingDays(texts: readonly string[]): MeetingDay[] {
  for (const t of texts.slice(0, HEADER_LINES)) {
    const m = t.length > 200 ? RUN_IN_LABEL.exec(t) : LABEL.exec(t);
    if (!m) continue;
    const days = daysOfValue(t.slice(m.index + m[0].length).trim());
    if (days.length) return days;
  }
  return [];
}
