/**
 * A bullet item wrapped with a hanging indent: the lines after the bullet's first line start at the
 * column of its text, not at its mark (a bibliography entry in a PDF or Word list, a markdown item
 * wrapped by hand):
 *
 *     • Sober, E., 2000. Philosophy of biology, 2nd ed.
 *        Westview Press, Boulder.
 *
 * Such a line goes on with the item above (one entry), whatever it starts with - a date too
 * (`– Testimony before the Committee, U.S. Senate,` / `  Sept. 29, 2021, https://…` is one item, not
 * a dated row); a line that is a bullet, heading or table row of its own does not, nor one at another
 * column. Only typographic bullets (`•`, `◦`, `▪`, and the en dash `–` of a LaTeX or Word second-level
 * list: a PDF or Word extraction, where a wrap is the layout's) count: under a markdown `*` / `-`
 * item an indented line is often a sentence the author added (`If you feel there are too many
 * exercises, …`), left to the joining rules of prepare.ts.
 */
const ITEM_MARK = /^(\s*)[•●▪◦○·\u2013\uf0b7]\s+/;
/** Two or more ` | ` field separators on one line (counted, no regex over the line). */
const isFieldRow = (text: string) => text.split(' | ').length >= 3;
/** Any list mark: a line that has one is an item of its own. */
const ANY_MARK = /^\s*(?:[-*+•●▪◦○·\u2013]|\uf0b7)\s+/;
/**
 * How far right of the item's text a wrapped line may start. A PDF's text layer writes the mark and
 * one space before the item's text, whatever the gap (a Word bullet is followed by a TAB), while the
 * wrapped lines are placed by their x position, under the text: up to two columns right of it.
 */
const TAB_SLACK = 2;

export function continuesHangingItem(prevRaw: string, curRaw: string): boolean {
  const mark = ITEM_MARK.exec(prevRaw);
  if (!mark || ANY_MARK.test(curRaw)) return false;
  const indent = /^\s*/.exec(curRaw)![0].length;
  const text = curRaw.slice(indent);
  // A row of fields (`Ch. 2 | Essay 1 | Quiz`) is a line of its own, not the item's wrapped text.
  if (!text || /^[#|]/.test(text) || isFieldRow(text)) return false;
  // The item's text column: after the mark and its space (one column left for PDF spacing, a tab's
  // width right).
  const offset = indent - mark[0].length;
  return indent > mark[1]!.length && offset >= -1 && offset <= TAB_SLACK;
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
