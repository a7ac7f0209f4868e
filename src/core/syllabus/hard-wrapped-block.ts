/**
 * A paragraph hard-wrapped at a fixed width (an email client, a text export, a PDF copied as text): a
 * run of four lines or more in which every line but the last is filled to the run's width, so that the
 * next line's first word would not have fitted on it. Such a run is one line of the source, broken only
 * by the width: it is joined back into that line (on the run's first line, the others left empty), so a
 * run-on schedule (`Jan 23 Cytology 4 Jan 25 DNA 7 …`) is split by its dates and numbers as it would be
 * unwrapped, not at the places the width chose. Lines set in columns (a run of three spaces), table
 * rows, headings and list items are no wrapped text, and a line opening with a date after a closed
 * sentence starts a run of its own. One output line per input line.
 */

import { leadingDate } from './dates';

const MIN_LINES = 4;
/** The narrowest width a paragraph is wrapped at (a shorter text is lines, not a wrapped paragraph). */
const MIN_WIDTH = 50;
/** How far short of the width a filled line may end (the next word did not fit, so it is long). */
const MAX_SHORTFALL = 20;
/** A markdown heading is `#` marks and a space: `#2 8-11` (a number sign before a test's number) is wrapped text. */
const NOT_WRAPPED_TEXT = /\S {3,}\S|\t|\||^\s*(?:#{1,6}\s|[-*+•]\s|\d{1,3}[.)]\s)/;

const firstWordLength = (line: string) => {
  const t = line.trimStart();
  const at = t.indexOf(' ');
  return at < 0 ? t.length : at;
};

/** A closed sentence, then a line that opens with a date: a dated line after the paragraph, not its wrap. */
const opensDatedLine = (above: string, line: string) =>
  /[.!?:]["”)]?$/.test(above.trimEnd()) && leadingDate(line.trim()) !== null;

/** Whether the lines `start`..`end-1` are one paragraph wrapped at their width. */
function isWrappedRun(texts: readonly string[], start: number, end: number): boolean {
  if (end - start < MIN_LINES) return false;
  let width = 0;
  for (let i = start; i < end; i++) width = Math.max(width, texts[i]!.trimEnd().length);
  if (width < MIN_WIDTH) return false;
  const indent = texts[start]!.length - texts[start]!.trimStart().length;
  for (let i = start; i < end; i++) {
    const line = texts[i]!.trimEnd();
    if (NOT_WRAPPED_TEXT.test(line)) return false;
    if (i > start && line.length - line.trimStart().length < indent) return false;
    if (i === end - 1) break;
    if (line.length < width - MAX_SHORTFALL || line.length + 1 + firstWordLength(texts[i + 1]!) <= width)
      return false;
  }
  return true;
}

/** The lines with each wrapped run joined; the same array when no run is wrapped. */
export function hardWrappedBlocks(texts: string[]): string[] {
  let out = texts;
  let i = 0;
  while (i < texts.length) {
    if (!texts[i]!.trim()) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < texts.length && texts[end]!.trim() && !opensDatedLine(texts[end - 1]!, texts[end]!)) end++;
    if (isWrappedRun(texts, i, end)) {
      if (out === texts) out = [...texts];
      out[i] = texts
        .slice(i, end)
        .map((l, k) => (k === 0 ? l.trimEnd() : l.trim()))
        .join(' ');
      for (let k = i + 1; k < end; k++) out[k] = '';
    }
    i = end;
  }
  return out;
}
