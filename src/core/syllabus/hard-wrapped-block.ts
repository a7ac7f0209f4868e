/**
 * A paragraph hard-wrapped at a fixed width (an email client, a text export, a PDF copied as text): a
 * run of four lines or more in which every line but the last is filled to the run's width, so that the
 * next line's first word would not have fitted on it. Such a run is one line of the source, broken only
 * by the width: it is joined back into that line (on the run's first line, the others left empty), so a
 * run-on schedule (`Jan 23 Cytology 4 Jan 25 DNA 7 …`) is split by its dates and numbers as it would be
 * unwrapped, not at the places the width chose. Lines set in columns (a run of three spaces), table
 * rows, headings and list items (a list mark after a closed sentence) are no wrapped text, and a line
 * opening with a date after a closed sentence starts a run of its own. The first line may stand further
 * in than the rest (a paragraph indent). A block of several paragraphs with no blank line between them
 * is cut where a line falls short of the block's width, and each piece is judged at that width. One
 * output line per input line.
 */

import { leadingDate } from './dates';

const MIN_LINES = 4;
/** The narrowest width a paragraph is wrapped at (a shorter text is lines, not a wrapped paragraph). */
const MIN_WIDTH = 50;
/** The least share of a block's lines filled to its width for its paragraphs to be cut and joined. */
const MIN_FILLED_SHARE = 0.75;
/** How far short of the width a filled line may end (the next word did not fit, so it is long). */
const MAX_SHORTFALL = 20;
/** A markdown heading is `#` marks and a space: `#2 8-11` (a number sign before a test's number) is wrapped text. */
const NOT_WRAPPED_TEXT = /\S {3,}\S|\t|\||^\s*#{1,6}\s/;
/** A list item's mark: `- `, `• `, `12. `, `3) `. */
const LIST_MARK = /^\s*(?:[-*+•]\s|\d{1,3}[.)]\s)/;
/** A line closed by a sentence's or a label's end: a list may start below it. */
const CLOSED = /[.!?:]["”’)]?$/;

/**
 * A list item starts at `line`: a list mark, after a line that closed its sentence (or at the run's start).
 * After a filled line left open (`R2d §§ 17, 18, 71,` over `81. [2] Unconscionability`, `2. Aug. 31` over
 * `- Sept. 4 Ch. 2`) the mark is a number or a dash the width carried to the line's start.
 */
const opensListItem = (above: string | null, line: string) =>
  LIST_MARK.test(line) && (above === null || CLOSED.test(above.trimEnd()));

const firstWordLength = (line: string) => {
  const t = line.trimStart();
  const at = t.indexOf(' ');
  return at < 0 ? t.length : at;
};

/** A list's number left at a line's end by the wrap (`... sol05 6.`): it closes no sentence. */
const ENDS_WITH_ITEM_NUMBER = /(?:^|\s)\d{1,3}\.$/;

/** A closed sentence, then a line that opens with a date: a dated line after the paragraph, not its wrap. */
const opensDatedLine = (above: string, line: string) => {
  const t = above.trimEnd();
  return /[.!?:]["”)]?$/.test(t) && !ENDS_WITH_ITEM_NUMBER.test(t) && leadingDate(line.trim()) !== null;
};

const indentOf = (line: string) => line.length - line.trimStart().length;

/** The length of the longest of the lines `start`..`end-1`. */
function runWidth(texts: readonly string[], start: number, end: number): number {
  let width = 0;
  for (let i = start; i < end; i++) width = Math.max(width, texts[i]!.trimEnd().length);
  return width;
}

/** Whether the lines `start`..`end-1` are one paragraph wrapped at `width` (by default their own). */
function isWrappedRun(
  texts: readonly string[],
  start: number,
  end: number,
  width = runWidth(texts, start, end),
): boolean {
  if (end - start < MIN_LINES || width < MIN_WIDTH) return false;
  // The lines under the first set the run's margin; the first may stand further in (a paragraph indent).
  const indent = Math.min(indentOf(texts[start]!), indentOf(texts[start + 1]!));
  for (let i = start; i < end; i++) {
    const line = texts[i]!.trimEnd();
    if (NOT_WRAPPED_TEXT.test(line) || opensListItem(i > start ? texts[i - 1]! : null, line)) return false;
    if (i > start && indentOf(line) < indent) return false;
    if (i === end - 1) break;
    if (line.length < width - MAX_SHORTFALL || line.length + 1 + firstWordLength(texts[i + 1]!) <= width)
      return false;
  }
  return true;
}

/** The lines `start`..`end-1` joined on the first, the others left empty. */
function joinRun(texts: readonly string[], out: string[], start: number, end: number): void {
  out[start] = texts
    .slice(start, end)
    .map((l, k) => (k === 0 ? l.trimEnd() : l.trim()))
    .join(' ');
  for (let k = start + 1; k < end; k++) out[k] = '';
}

/**
 * A block of paragraphs with no blank line between them (a PDF's text layer, a paste that lost its blank
 * lines): each paragraph ends at a line short of the block's width, so a block whose lines are mostly
 * (three in four) filled to its width is cut there and each piece that is a wrapped run at the block's
 * width is joined (into `out()`, the copy made at the first join).
 */
function joinParagraphs(texts: readonly string[], out: () => string[], start: number, end: number): void {
  const width = runWidth(texts, start, end);
  const filled = (k: number) => texts[k]!.trimEnd().length >= width - MAX_SHORTFALL;
  let filledLines = 0;
  for (let k = start; k < end; k++) if (filled(k)) filledLines++;
  // A wrapped block is mostly filled lines: a list of short lines with a few long ones is no paragraph.
  if (filledLines < MIN_FILLED_SHARE * (end - start)) return;
  let from = start;
  for (let k = start; k < end; k++) {
    if (k < end - 1 && filled(k)) continue;
    if (isWrappedRun(texts, from, k + 1, width)) {
      joinRun(texts, out(), from, k + 1);
    }
    from = k + 1;
  }
}

/** The lines with each wrapped run joined; the same array when no run is wrapped. */
export function hardWrappedBlocks(texts: string[]): string[] {
  let out = texts;
  // The copy is made at the first join, not for every block (a copy per block was the prepare pass's
  // largest allocation: the whole document's lines for each paragraph).
  const writable = () => {
    if (out === texts) out = [...texts];
    return out;
  };
  let i = 0;
  while (i < texts.length) {
    if (!texts[i]!.trim()) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < texts.length && texts[end]!.trim() && !opensDatedLine(texts[end - 1]!, texts[end]!)) end++;
    if (isWrappedRun(texts, i, end)) joinRun(texts, writable(), i, end);
    else joinParagraphs(texts, writable, i, end);
    i = end;
  }
  return out;
}
