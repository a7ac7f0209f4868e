/**
 * Table-of-contents entries: a title, a dot leader and its pages (`Receiverships ...... 377-388`), several
 * of them run together on one line when a PDF's list lost its line breaks
 * (`Waste ...... 389-397 Insurance and taxes ...... 414-435`). Each entry becomes a piece of its own,
 * written `Title, pp. 389-397`; asterisks that mark omitted material (`*115-120`, `948**`) are no part of
 * the pages. A line whose leaders are not all followed by pages is left as it is.
 */
import { leadingPages } from './pages';

const MIN_LEADER = 3;

interface Run {
  readonly start: number;
  readonly end: number;
}

/** The runs of three or more points (one pass over the text). */
function leaderRuns(text: string): Run[] {
  const runs: Run[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '.') {
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && text[j] === '.') j++;
    if (j - i >= MIN_LEADER) runs.push({ start: i, end: j });
    i = j;
  }
  return runs;
}

/** `*115-120`, `886-948**`: a run of asterisks glued to a page number dropped. */
function withoutPageStars(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '*') {
      out += text[i];
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && text[j] === '*') j++;
    if (!/\d/.test(text[i - 1] ?? '') && !/\d/.test(text[j] ?? '')) out += text.slice(i, j);
    i = j;
  }
  return out;
}

/** The entries of a dot-leader line, each `Title, pp. N-M`; null when the line has no such entry. */
export function leaderEntries(piece: string): string[] | null {
  if (!piece.includes('...')) return null;
  const text = withoutPageStars(piece);
  const runs = leaderRuns(text);
  if (!runs.length) return null;
  const items: string[] = [];
  let from = 0;
  for (const run of runs) {
    if (run.start < from) return null;
    const title = text.slice(from, run.start).trim();
    const after = text.slice(run.end);
    const lead = after.length - after.trimStart().length;
    const hit = leadingPages(after.trimStart());
    if (!title || !hit) return null;
    items.push(`${title}, pp. ${hit.pages}`);
    from = run.end + lead + hit.end;
  }
  const rest = text.slice(from).trim();
  if (rest) items.push(rest);
  return items;
}

/** The entries of a dot-leader line (leaderEntries), or the piece itself. */
export function dotLeaderItems(piece: string): string[] {
  return leaderEntries(piece) ?? [piece];
}
