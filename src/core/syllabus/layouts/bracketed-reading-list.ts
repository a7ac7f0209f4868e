/**
 * A dated class line that closes with its reading list in square brackets (`8/29: Introduction. The night
 * sky. [CH 1, 2, 3.1; Supplement I]`): the bracket is written as a `Reading:` label after the topic, so the
 * topic's sentences stay the topic and the bracketed items are read as the class's readings. One output
 * line per input line.
 *
 * Only when the document closes three dated lines or more this way and two of the brackets name a chapter,
 * section or supplement (`CH 3, 4`, `Ch. 2`, `§4`, `Supplements II, III`): a bracket closing one line (a
 * `[draft]` note, a `[link]`) is no reading list. A bracket on a line of its own (`[Fall Break: 14 - 15
 * October]`) is not touched.
 */
import { leadingDate } from '../dates';
import { stripTrailing } from '../text';

/** The last `[...]` of a line, closing it, with no bracket inside. */
const TRAILING_BRACKET = /\s\[([^[\]]{2,160})\]\s*$/;
const PART_REFERENCE = /(?:^|[\s;,])(?:ch(?:apters?|s)?\.?\s*\d|§\s*\d|supplements?\b|pp?\.\s*\d)/i;
/** `; Optional: Ch 6`, `; Recommended: ...`: the part of the list that is not assigned. */
const OPTIONAL_PART = /[;,]\s*((?:optional|recommended|suggested|further)\b)/i;
const MIN_LINES = 3;
const MIN_PART_BRACKETS = 2;

/** How many lines above a bracket its paragraph's dated first line may stand (a topic hard-wrapped). */
const MAX_WRAPPED_LINES = 4;

/** Whether the paragraph of line `i` (its lines up to a blank one) opens with a date. */
function inDatedParagraph(texts: string[], i: number, before: string): boolean {
  if (before && leadingDate(before)) return true;
  for (let k = i - 1; k >= 0 && k >= i - MAX_WRAPPED_LINES; k--) {
    const line = texts[k]!.trim();
    if (!line || line.endsWith(']')) return false;
    if (leadingDate(line)) return true;
  }
  return false;
}

function trailingBracket(texts: string[], i: number): RegExpExecArray | null {
  const text = texts[i]!;
  if (!text.includes(']')) return null;
  const m = TRAILING_BRACKET.exec(` ${text}`);
  if (!m || !/^[A-Z0-9"“]/.test(m[1]!.trim())) return null;
  const before = text.slice(0, Math.max(0, m.index - 1)).trim();
  if (!before && !inDatedParagraph(texts, i, '')) return null;
  if (!inDatedParagraph(texts, i, before)) return null;
  m.index = Math.max(0, m.index - 1);
  return m;
}

export function bracketedReadingLists(texts: string[]): string[] {
  const found: [number, RegExpExecArray][] = [];
  for (let i = 0; i < texts.length; i++) {
    const m = trailingBracket(texts, i);
    if (m) found.push([i, m]);
  }
  if (found.length < MIN_LINES) return texts;
  if (found.filter(([, m]) => PART_REFERENCE.test(m[1]!)).length < MIN_PART_BRACKETS) return texts;
  const out = texts.slice();
  for (const [i, m] of found) {
    const before = texts[i]!.slice(0, m.index).trimEnd();
    // `[Ch 5; Optional: Ch 6]`: on a dated line the optional part stays with the topic, in parentheses.
    const inside = m[1]!.trim();
    const optional = OPTIONAL_PART.exec(inside);
    const assigned = optional ? stripTrailing(inside.slice(0, optional.index), ';,') : inside;
    // On a wrapped line of the topic (no date before the bracket) the optional part is left off: that line
    // is read as a line of its own, where an optional note would drop the assigned part with it.
    const dated = leadingDate(before) !== null;
    const note =
      optional && dated
        ? ` (${inside.slice(optional.index + optional[0].length - optional[1]!.length)})`
        : '';
    out[i] = assigned ? `${before}${note} Reading: ${assigned}` : texts[i]!;
  }
  return out;
}
