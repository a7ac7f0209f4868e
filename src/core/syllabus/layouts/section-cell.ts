/**
 * A cell of a header-less dated table row that holds only textbook section numbers (`1.4.4`, `2.1, 2.7`,
 * `3.4.2, 3.4.3, 3.4.4`), optionally after a chapter's introduction (`Ch 1 Intro, 1.1, 1.2`) and before a short
 * note in parentheses (`4.3 (upto 4.3.2)`): the reading cell of a class schedule whose header the PDF stage could
 * not pair with its rows. The cell is the class's reading, titled as written. Numbers of the `chapter.section`
 * shape only (at most two digits a part), so a bare class number or a time (`9:30`) is not one.
 */

const SECTION = String.raw`\d{1,2}\.\d{1,2}(?:\.\d{1,2})?`;
const SECTION_CELL = new RegExp(
  String.raw`^(?:ch\.?\s?\d{1,2}\s(?:intro)?[\s,]{0,3})?${SECTION}(?:[\s,–-]{1,3}${SECTION}){0,11}(?:\s{0,2}\([^()]{1,40}\))?$`,
  'i',
);

export function isSectionCell(cell: string): boolean {
  return cell.length <= 120 && SECTION_CELL.test(cell.trim());
}
