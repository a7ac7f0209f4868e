/**
 * A table's date cell too narrow for its year: the day and month on the row's line, the year wrapped onto the
 * line below, alone in its column (`26 Jan | MOS 375-417 | ...` over `2022 |`), as a photographed or extracted
 * table gives it. Read as it stands, the year line broke the dated rows (a bare `2022` opens no row and reads as
 * no date) and the dates went without their year. When a line opens with a four-digit year alone in its first
 * cell and the line above opens with a date cell that has no year, the year is written into that date cell and
 * blanked where it stood (same width, so the line's other cells keep their columns).
 */
import { leadingDate } from '../dates';

/** A year alone in the first cell: a pipe or the line's end (or a column gap) right after it. */
const YEAR_CELL = /^\|?\s?((?:19|20)\d{2})(?= {2}|\s*\||\s*$)/;
/** Any four-digit year. */
const A_YEAR = /\b(?:19|20)\d{2}\b/;

/** The first cell of a line: up to its first pipe or its first gap of two spaces. */
function firstCell(text: string): { start: number; end: number } {
  const start = text.length - text.trimStart().length;
  let end = start;
  while (end < text.length && text[end] !== '|' && !(text[end] === ' ' && text[end + 1] === ' ')) end++;
  return { start, end };
}

/** The line above's first cell when it is a date without a year: where to write the year. */
function yearlessDateEnd(text: string): number | null {
  const { start, end } = firstCell(text);
  const cell = text.slice(start, end).trim();
  if (!cell || A_YEAR.test(cell) || !text.includes('|')) return null;
  const d = leadingDate(cell);
  return d && !d.rest.trim() ? start + cell.length : null;
}

export function wrappedDateYears(texts: readonly string[]): string[] {
  let out: string[] | null = null;
  for (let i = 1; i < texts.length; i++) {
    const line = texts[i]!;
    const lead = line.length - line.trimStart().length;
    const m = YEAR_CELL.exec(line.slice(lead));
    if (!m) continue;
    const above = (out ?? texts)[i - 1]!;
    const at = yearlessDateEnd(above);
    if (at === null) continue;
    out ??= texts.slice();
    out[i - 1] = `${above.slice(0, at)} ${m[1]}${above.slice(at)}`;
    const yearAt = lead + m[0].indexOf(m[1]!);
    out[i] = `${line.slice(0, yearAt)}${' '.repeat(4)}${line.slice(yearAt + 4)}`;
  }
  return out ?? (texts as string[]);
}
