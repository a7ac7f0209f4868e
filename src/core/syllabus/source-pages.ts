/**
 * A document that cites its source by name and page (`Text, 4-6`, `Casebook, 17-18`) also writes a
 * single page the same way: `Text, 24` is page 24 of Text, not a title with a stray number. Where a
 * name stands before a page range after a comma at least twice in the document, the same name before
 * a lone number after a comma (not a year, not a range) is given its page mark (`Text, p. 24`), so
 * the page reads as a page wherever the line is read.
 */
import type { PreparedLine } from './prepare';
import { matchesOf } from './matches';

/** A short capitalised name (one to three words) before ", 4-6". */
const RANGED =
  /(?:^|[;:(]\s*)([A-Z][A-Za-z]+(?: (?:and |& )?[A-Z][A-Za-z]+){0,2}),\s*\d{1,4}\s*[-–]\s*\d{1,4}\b/g;
const MIN_RANGED = 2;

function sourcesCitedByPage(lines: readonly PreparedLine[]): string[] {
  const counts = new Map<string, number>();
  for (const l of lines) {
    if (!l.text.includes(',')) continue;
    for (const m of matchesOf(RANGED, l.text)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= MIN_RANGED).map(([name]) => name);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function markSourcePages(lines: PreparedLine[]): PreparedLine[] {
  const names = sourcesCitedByPage(lines);
  if (!names.length) return lines;
  // The name, a comma, one number that is no year and not the start of a range.
  const lone = new RegExp(
    `(?<![\\w-])(${names.map(escapeRegExp).join('|')}),\\s*(?!(?:1[5-9]|20)\\d\\d\\b)(\\d{1,4})\\b(?!\\s*[-–.,]?\\s*\\d)`,
    'g',
  );
  for (const l of lines) if (l.text.includes(',')) l.text = l.text.replace(lone, '$1, p. $2');
  return lines;
}
