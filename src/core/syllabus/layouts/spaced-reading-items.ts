/**
 * A reading label whose items stand apart only by runs of spaces, as a web page's link list pastes
 * (`Reading: Adam Smith (CEE)    Undercover Economist Chapter 1`), its list going on in a line indented far
 * under it (`                   National Net Worth`): each run of three spaces or more between two items is
 * written as ` / ` (a label's item separator, `slash-list.ts`) and the indented line is taken into the
 * label's line. One output line per input line (a line taken in is left empty).
 *
 * Only a line that opens with a reading label counts, and only when every piece between the runs is an item
 * of its own (a word of four letters or more, or two words): `Reading: Ch. 3      pp. 45-60` (a chapter and
 * its pages) stays one item.
 */
const LABEL = /^\s{0,12}(?:required\s+|assigned\s+)?readings?\s*:\s*/i;
const GAP = / {3,}|\t+/;
/** A line indented this far under the label line is its list going on. */
const MIN_INDENT = 8;
const WORD = /[A-Za-z]{4,}/;

const isItem = (piece: string) => WORD.test(piece) || piece.split(' ').length >= 2;

/** The label line's items joined with ` / `, or null when the line is no spaced item list. */
function joinedItems(text: string): string | null {
  const m = LABEL.exec(text);
  if (!m) return null;
  const pieces = text
    .slice(m[0].length)
    .split(GAP)
    .map((p) => p.trim())
    .filter((p) => p);
  if (pieces.length < 2 || !pieces.every(isItem)) return null;
  return `${m[0].trimStart()}${pieces.join(' / ')}`;
}

/** An indented line going on under a spaced item list: its pieces, or null. */
function continuation(text: string): string[] | null {
  let indent = 0;
  while (indent < text.length && text[indent] === ' ') indent++;
  if (indent < MIN_INDENT || LABEL.test(text) || text.includes(':')) return null;
  const pieces = text
    .split(GAP)
    .map((p) => p.trim())
    .filter((p) => p);
  return pieces.length && pieces.every(isItem) ? pieces : null;
}

export function spacedReadingItems(texts: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i < texts.length; i++) {
    const joined = joinedItems(texts[i]!);
    if (joined === null) continue;
    out ??= texts.slice();
    out[i] = joined;
    const next = i + 1 < texts.length ? continuation(texts[i + 1]!) : null;
    if (next) {
      out[i] = `${joined} / ${next.join(' / ')}`;
      out[i + 1] = '';
      i++;
    }
  }
  return out ?? texts;
}
