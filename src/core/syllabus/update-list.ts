/**
 * A course page's list of updates, newest first (`- 4/20/11: Posted the instruction pages ...`,
 * `- 4/11/11: The assignments for the last two classes ... have been shortened.`): three or more lines
 * open with a numeric date that gives its year and a colon, and those dates run backwards. The dates
 * are the days the notes were posted, not class days; the class an item is for is named in its text
 * (layouts/update-post.ts).
 */
import type { PreparedLine } from './prepare';

const POST_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s*:/;

/** The posting date at the start of a line as a sortable number, or undefined. */
export function postDateKey(text: string): number | undefined {
  const m = POST_DATE.exec(text);
  if (!m) return undefined;
  const year = Number(m[3]) % 100;
  return year * 10000 + Number(m[1]) * 100 + Number(m[2]);
}

export const POST_DATE_PREFIX = POST_DATE;

export function isUpdateList(lines: readonly PreparedLine[]): boolean {
  const keys = lines.flatMap((l) => {
    const k = postDateKey(l.text);
    return k === undefined ? [] : [k];
  });
  if (keys.length < 3) return false;
  let falls = 0;
  for (let i = 1; i < keys.length; i++) {
    if (keys[i]! > keys[i - 1]!) return false;
    if (keys[i]! < keys[i - 1]!) falls++;
  }
  return falls >= 2;
}
