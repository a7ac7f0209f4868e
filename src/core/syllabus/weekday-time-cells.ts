/**
 * Meeting days printed in the schedule table's rows as a cell of one weekday and the class's hours
 * (`| Week 3: October 5-9 | Wednesday 12:00pm-1:00pm (Seminar) | Chapters 5-9 |`): a weekly class whose
 * rows are dated by week ranges, its day given in each row. A weekday on at least half of three or
 * more such cells is a meeting day.
 */
import type { MeetingDay } from '../model';
import { weekdayIndex, weekdayName } from './dates';

/** A cell that opens with a full weekday name, then the hours as a span (`12:00pm-1:00pm`, `9-10:15`). */
const DAY_AT_SPAN_CELL =
  /^(monday|tuesday|wednesday|thursday|friday|saturday)s?,?\s{1,3}\d{1,2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?\s{0,2}[-–]\s{0,2}\d{1,2}/i;
const MIN_CELLS = 3;

/** The weekdays of the table's weekday-and-hours cells (each row counted once per day), else []. */
export function weekdayTimeCellDays(texts: readonly string[]): MeetingDay[] {
  const counts = new Map<number, number>();
  let rows = 0;
  for (const t of texts) {
    if (!t.includes('|') || t.length > 400) continue;
    const days = new Set<number>();
    for (const cell of t.split('|')) {
      const m = DAY_AT_SPAN_CELL.exec(cell.trim());
      if (m) days.add(weekdayIndex(m[1]!)!);
    }
    if (!days.size) continue;
    rows++;
    for (const d of days) counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  if (rows < MIN_CELLS) return [];
  return [...counts]
    .filter(([, c]) => c * 2 >= rows)
    .map(([d]) => d)
    .sort((a, b) => a - b)
    .map(weekdayName);
}
