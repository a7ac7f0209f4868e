/**
 * One author named once before a run of quoted titles: `Williams, “Dominant, Residual, and Emergent,”
 * “Structures of Feeling,” “The Sociology of Culture.”`, `Sante, “Preface” and “The Body.”`. Each
 * quoted title is a work of its own (an essay, a chapter, a poem), so each is a reading, the author kept
 * before it: `Williams, “Structures of Feeling”`. The run must be nothing but quoted titles after the
 * author's comma, joined by commas, `and` or `&`, each title perhaps followed by a file mark (`@`, `*`)
 * and the last by a point: any other word after the author (`Author, “Title,” Journal 12: 45-67`, the
 * videos “A,” “B”) leaves the item whole. A scanner, not a regular expression: no backtracking.
 */
import { stripTrailing } from './text';

/** One to three capitalised words, then a comma: the author written once for the run. */
const AUTHOR = /^([A-Z][\p{L}'’.-]*(?: [A-Z][\p{L}'’.-]*){0,2}),\s+(?=“)/u;
const JOIN_MARKS = ',;.@*&';

/** What may stand between two titles, or after the last: joiners, marks and points, perhaps `and`. */
function isJoiner(text: string): boolean {
  let start = 0;
  let end = text.length;
  const mark = (c: string) => JOIN_MARKS.includes(c) || c.trim() === '';
  while (start < end && mark(text[start]!)) start++;
  while (end > start && mark(text[end - 1]!)) end--;
  const middle = text.slice(start, end);
  return middle === '' || middle === 'and';
}

/** The quoted titles of the run, or null when anything but joiners stands between them. */
function quotedTitles(rest: string): string[] | null {
  const titles: string[] = [];
  let at = 0;
  while (at < rest.length) {
    const open = rest.indexOf('“', at);
    if (open < 0) return isJoiner(rest.slice(at)) ? titles : null;
    if (!isJoiner(rest.slice(at, open))) return null;
    const close = rest.indexOf('”', open + 1);
    if (close < 0) return null;
    titles.push(rest.slice(open + 1, close));
    at = close + 1;
  }
  return titles;
}

/** The works of an author's run of quoted titles, or the item alone. */
export function splitQuotedRun(item: string): string[] {
  // Every run holds an opening quote (the author's comma is followed by one): most items have none.
  if (!item.includes('“')) return [item];
  const m = AUTHOR.exec(item);
  if (!m) return [item];
  const titles = quotedTitles(item.slice(m[0].length));
  if (!titles || titles.length < 2) return [item];
  return titles.map((t) => `${m[1]}, “${stripTrailing(t, ',.')}”`);
}
