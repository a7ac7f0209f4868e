/**
 * A bullet item wrapped with a hanging indent: the lines after the bullet's first line start at the
 * column of its text, not at its mark (a bibliography entry in a PDF or Word list, a markdown item
 * wrapped by hand):
 *
 *     • Sober, E., 2000. Philosophy of biology, 2nd ed.
 *        Westview Press, Boulder.
 *
 * Such a line goes on with the item above (one entry), whatever it starts with; a line that is a
 * bullet, heading or table row of its own does not, nor one at another column. Only typographic
 * bullets (`•`, `◦`, `▪`: a PDF or Word extraction, where a wrap is the layout's) count: under a
 * markdown `*` / `-` item an indented line is often a sentence the author added (`If you feel there
 * are too many exercises, …`), left to the joining rules of prepare.ts.
 */
const ITEM_MARK = /^(\s*)[•●▪◦○·\uf0b7]\s+/;
/** Two or more ` | ` field separators on one line (counted, no regex over the line). */
const isFieldRow = (text: string) => text.split(' | ').length >= 3;
/** Any list mark: a line that has one is an item of its own. */
const ANY_MARK = /^\s*(?:[-*+•●▪◦○·]|\uf0b7)\s+/;

export function continuesHangingItem(prevRaw: string, curRaw: string): boolean {
  const mark = ITEM_MARK.exec(prevRaw);
  if (!mark || ANY_MARK.test(curRaw)) return false;
  const indent = /^\s*/.exec(curRaw)![0].length;
  const text = curRaw.slice(indent);
  // A row of fields (`Ch. 2 | Essay 1 | Quiz`) is a line of its own, not the item's wrapped text.
  if (!text || /^[#|]/.test(text) || isFieldRow(text)) return false;
  // The item's text column: after the mark and its space (one column either way for PDF spacing).
  return indent > mark[1]!.length && Math.abs(indent - mark[0].length) <= 1;
}

/**
 * A line that starts left of a typographic bullet's mark (`    • Topic` / `read Author (2012), …`) is
 * not that item's wrapped text: a wrapped item line never starts left of its own mark. It is a line
 * of the outer level (a label set at the margin, the next paragraph), whatever it starts with.
 */
export function leftOfItemMark(prevRaw: string, curRaw: string): boolean {
  const mark = ITEM_MARK.exec(prevRaw);
  if (!mark || !curRaw.trim()) return false;
  return /^\s*/.exec(curRaw)![0].length < mark[1]!.length;
}
