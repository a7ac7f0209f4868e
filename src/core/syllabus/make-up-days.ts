/**
 * Make-up classes: a dated schedule whose class on one weekday is cancelled (`Tuesday, October 4: No
 * class, holiday`) and taught that same week on another day (`Wednesday, October 5: …`). A weekday
 * whose every dated class falls in such a week is a replacement, not a meeting day; the cancelled
 * weekday stays one (semester.ts `meetingDaysOf`).
 */

/**
 * One dated row of the schedule: its day (an epoch day, or a stand-in for a yearless date), its weekday
 * (0 = Monday; the written one when the year is unknown) and whether it says the class is cancelled.
 */
export interface DatedClass {
  day: number;
  weekday: number;
  cancelled: boolean;
}

/** The Monday of a row's week, on the row's own calendar. */
const mondayOf = (r: DatedClass) => r.day - r.weekday;

/**
 * Weekdays (0 = Monday) whose every held class lies in a week where a class on another weekday is
 * cancelled, that other weekday holding classes in other weeks too; at least two such weeks overall.
 */
export function makeUpWeekdays(rows: readonly DatedClass[]): Set<number> {
  const cancelledIn = new Map<number, Set<number>>();
  /** Each weekday's held classes, by the Monday of their week. */
  const held = new Map<number, number[]>();
  for (const r of rows) {
    const w = r.weekday;
    if (r.cancelled) {
      const set = cancelledIn.get(mondayOf(r)) ?? new Set<number>();
      set.add(w);
      cancelledIn.set(mondayOf(r), set);
    } else held.set(w, [...(held.get(w) ?? []), mondayOf(r)]);
  }
  const out = new Set<number>();
  if (cancelledIn.size < 2) return out;
  for (const [w, days] of held) {
    const replaced = days.every((monday) =>
      [...(cancelledIn.get(monday) ?? [])].some((c) => c !== w && held.has(c)),
    );
    if (replaced) out.add(w);
  }
  // Never every weekday: some day must remain the class's own.
  return out.size < held.size ? out : new Set();
}
