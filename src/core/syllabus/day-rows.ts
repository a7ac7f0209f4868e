/**
 * Rows of a schedule that give only the day of the month (`Sept. 9 Introduction` / `10 Functions
 * §1.3` / `12 Inequalities §A` / … / `30 Continuity` / `Oct. 1 …`): a table flattened to text
 * writes the month on its first row only. The layouts read such a row as a free line of the dated
 * row above it; the calendar pass makes each one a class of its own, on that day of the month above
 * (a smaller day after the 21st starts the next month), so its readings fall in their own week.
 */
import { lineTextAt } from './line-text';
import type { Session } from './layouts';
import type { PreparedLine } from './prepare';
import type { ReadingDraft } from './readings';

/** A day of the month opening a row, followed by its text: `10 Functions §1.3` (not `1.`, `10:`, `10-12`). */
const DAY_ROW = /^(\d{1,2})\s+(?=[A-Za-z§"“(])/;

/** Rows needed in the document before bare day numbers are read as dates. */
const MIN_ROWS = 3;

interface DayRow {
  day: number;
  month: number;
  readings: ReadingDraft[];
}

/** The day rows among a dated session's readings, in order; the readings before the first stay with it. */
function dayRowsOf(s: Session, text: (r: ReadingDraft) => string): DayRow[] {
  const rows: DayRow[] = [];
  let month = s.date!.month;
  let prev = s.date!.day;
  let row: DayRow | undefined;
  for (const r of s.readings) {
    // The session's own dated row (`1   Tu Jan. 22   Topic   Ch. 17`) gave its date: its leading
    // number is a class number, not a day.
    if (r.page === s.page && r.line === s.line) continue;
    const t = text(r);
    const m = DAY_ROW.exec(t);
    const day = m ? Number(m[1]) : 0;
    const sameRow = row && `${r.page}:${r.line}` === `${row.readings[0]!.page}:${row.readings[0]!.line}`;
    if (sameRow) {
      row!.readings.push(r);
      continue;
    }
    if (!m || day < 1 || day > 31) {
      if (row) row.readings.push(r);
      continue;
    }
    if (day > prev && day - prev <= 7) {
      // same month
    } else if (day < prev && prev >= 21 && day <= 7) month = (month % 12) + 1;
    else {
      if (row) row.readings.push(r);
      continue;
    }
    prev = day;
    row = { day, month, readings: [r] };
    rows.push(row);
  }
  return rows;
}

/** Splits the day rows out of the dated sessions (in place); returns how many classes were added. */
export function splitDayRows(sessions: Session[], lines: readonly PreparedLine[]): number {
  const text = lineTextAt(lines);
  const found = sessions.map((s) => (s.date && !s.isWeek && !s.range ? dayRowsOf(s, text) : []));
  if (found.reduce((n, rows) => n + rows.length, 0) < MIN_ROWS) return 0;
  let added = 0;
  for (let i = sessions.length - 1; i >= 0; i--) {
    const rows = found[i]!;
    if (!rows.length) continue;
    const s = sessions[i]!;
    const moved = new Set(rows.flatMap((r) => r.readings));
    s.readings = s.readings.filter((r) => !moved.has(r));
    const classes = rows.map((row): Session => {
      const first = row.readings[0]!;
      const prefix = `${row.day} `;
      const readings = row.readings.map((r) =>
        r.title.startsWith(prefix) ? { ...r, title: r.title.slice(prefix.length).trim() } : r,
      );
      return {
        date: { month: row.month, day: row.day, ...(s.date!.year ? { year: s.date!.year } : {}) },
        ...(s.explicitWeek === undefined ? {} : { explicitWeek: s.explicitWeek }),
        topics: [],
        readings,
        noClass: false,
        isWeek: false,
        page: first.page,
        line: first.line,
      };
    });
    sessions.splice(i + 1, 0, ...classes);
    added += classes.length;
  }
  return added;
}
