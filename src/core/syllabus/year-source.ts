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
  const named = new Set([...mentionedYears(texts), ...termYears(texts)]);
  return years.every((y) => !named.has(y));
}
