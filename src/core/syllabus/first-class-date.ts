/**
 * The date of a schedule's first numbered class, where only that class carries one: "Lecture 1
 * (January 6th): Introduction", "Class 1 – Tue., Sept. 3", "Session 01: 9/3". When no row of the
 * schedule is dated, it is the semester's first day. The date must follow the number at once
 * (a "Class 1 ... due Sept. 10" note is not the class's date).
 */
import { leadingDate, type MonthDay } from './dates';

const FIRST_CLASS = /\b(?:lecture|class|session|meeting|lesson|day)\s*#?\s*0?1\b(?![.\d])[\s:.,(–—-]*/i;

export function firstClassDate(texts: readonly string[]): MonthDay | undefined {
  for (const t of texts) {
    if (t.length > 300) continue;
    const m = FIRST_CLASS.exec(t);
    if (!m) continue;
    const d = leadingDate(t.slice(m.index + m[0].length));
    if (d) return d.date;
  }
  return undefined;
}
