/**
 * An outline whose PDF text came out as one run-on line of items, each item closed by its pages in
 * parentheses: `Section 1: Torts a) Duty: Palsgraf v. Long Island (pp. 10-20) b) Breach (pp. 21-30)
 * Section 2: Damages Remoteness (pp. 40-52) …`. The line is cut right after each parenthesised page
 * reference, then before an inline section heading (`Section / Part / Unit / Module / Topic N:`) and
 * before a lettered list's first item (`a) `), so each item is a line of its own with its pages and the
 * section headings open their weeks. The lettered marks left at an item's head (`b) `, the marks of a
 * list broken by a page break, `1 d) e) f) Title`) are dropped. Taken only for a long line holding four
 * such page references or more, with short text between them (a list, not a paragraph that cites pages).
 * Bounded repeats and fixed lookaheads only: linear.
 */

/** `(pp. 43-49)`, `(p. 221)`, `(pages 3–9)`: pages in parentheses. */
const PAREN_PAGES = /\((?:pp?\.|pages?)\s?\d{1,4}(?:\s?[-–]\s?\d{1,4})?\)/g;
/** An inline section heading: `Section 2: …`, `Part II: …`. */
const SECTION_HEAD = /\s(?=(?:Section|Part|Unit|Module|Topic)\s(?:\d{1,2}|[IVX]{1,5}):\s)/;
/** The first item of a lettered list: ` a) ` before a capital. */
const FIRST_LETTER = /\s(?=a\)\s[A-Z])/;
/** Lettered marks at a piece's head, maybe after a page number: `b) `, `1 d) e) f) g) `. */
const LEAD_MARKS = /^(?:\d{1,3}\s)?(?:[a-z]\)\s){1,12}/;

const MIN_LINE = 200;
const MIN_REFERENCES = 4;
/** An item longer than this between two page references is prose, not an outline item. */
const MAX_ITEM = 240;

/** The line cut right after each parenthesised page reference; null when it holds too few. */
function afterReferences(text: string): string[] | null {
  const ends = [...text.matchAll(PAREN_PAGES)].map((m) => m.index! + m[0].length);
  if (ends.length < MIN_REFERENCES) return null;
  const pieces: string[] = [];
  let from = 0;
  for (const end of ends) {
    pieces.push(text.slice(from, end));
    from = end;
  }
  pieces.push(text.slice(from));
  // The first piece may carry the document's preamble; the items after it must be short.
  return pieces.slice(1, -1).every((p) => p.length <= MAX_ITEM) ? pieces : null;
}

/** `Section 2: `: the heading's marker, cut off an item glued to it. */
const SECTION_MARK = /^(?:Section|Part|Unit|Module|Topic)\s(?:\d{1,2}|[IVX]{1,5}):\s/;
/** A piece that ends with its pages: an item. */
const ENDS_WITH_PAGES = /\)$/;

/**
 * A section piece whose heading runs straight into an item (`Section 2: Heritage Law The Framework
 * (pp. 206-208)`: where the title ends is not marked) keeps the item whole and gives the heading its
 * marker alone, so the section still opens its unit.
 */
function sectionPieces(section: string): string[] {
  const mark = SECTION_MARK.exec(section)?.[0];
  if (!mark || !ENDS_WITH_PAGES.test(section) || FIRST_LETTER.test(section)) return [section];
  return [mark.trim(), section.slice(mark.length)];
}

/** A piece cut before its section heading and its lettered list's first item, marks dropped. */
function itemPieces(piece: string): string[] {
  const out: string[] = [];
  for (const section of piece.trim().split(SECTION_HEAD).flatMap(sectionPieces))
    for (const part of section.split(FIRST_LETTER)) {
      const item = part.trim().replace(LEAD_MARKS, '').trim();
      if (item) out.push(item);
    }
  return out;
}

/** The items of a run-on outline line closed by parenthesised pages; null when it is not one. */
export function splitParenPageItems(text: string): string[] | null {
  if (text.length < MIN_LINE || !text.includes('(p')) return null;
  const pieces = afterReferences(text);
  return pieces ? pieces.flatMap(itemPieces) : null;
}
