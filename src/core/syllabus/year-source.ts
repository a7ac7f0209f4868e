/**
 * Whether the semester's year was written in the syllabus or inferred. A year the text (or its
 * markup) never names, chosen because the weekdays written beside the dates fit its calendar
 * ("Fri. Jan. 10" is a Friday in 2020), is a guess the student should check: the semester step says
 * so (yearSource 'weekdays').
 */
import { mentionedYears, termYears } from './years';

/** True when neither the start's nor the end's year is named anywhere in `texts`. */
export function yearInferred(start: string | null, end: string | null, texts: string[]): boolean {
  const years = [start, end].flatMap((d) => (d ? [Number(d.slice(0, 4))] : []));
  if (!years.length) return false;
  // Most dated syllabi write the year in full: one substring search before any pattern runs.
  if (years.some((y) => texts.some((t) => writesYear(t, String(y))))) return false;
  const named = new Set([...mentionedYears(texts), ...termYears(texts)]);
  return years.every((y) => !named.has(y));
}

/** The four digits of `year` in `text`, not inside a longer number. */
function writesYear(text: string, year: string): boolean {
  for (let i = text.indexOf(year); i >= 0; i = text.indexOf(year, i + 1)) {
    if (!/\d/.test(text[i - 1] ?? '') && !/\d/.test(text[i + 4] ?? '')) return true;
  }
  return false;
}
