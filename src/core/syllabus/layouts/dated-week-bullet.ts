/**
 * A week bullet whose week number is followed by a comma and the week's dates: `• Week 01, 10/05 - 10/09
 * Topic 1 - Intro`, `• Week 3, Sept. 14: Tolls` (a LaTeX itemize of weeks, the week's work in the nested
 * items under it). The comma and a date right after the number make it the week's heading, not a task
 * named after its week (`• Week 1, read the notes`).
 */
import { leadingDate } from '../dates';

const WEEK_COMMA = /^weeks?\s+\d{1,2}\s*,\s*/i;

export function isDatedWeekBullet(text: string): boolean {
  const m = WEEK_COMMA.exec(text);
  return m !== null && leadingDate(text.slice(m[0].length)) !== null;
}
