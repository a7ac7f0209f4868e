/**
 * A schedule table's division row: `| **PART 2** | **Law and Morality** | | |`, a `Part`, `Unit` or
 * `Module` number in the first filled cell and a short title beside it, nothing else. It names the
 * division the next rows belong to (as a free `Part 2 – Title` line does, part-heading.ts); its title
 * is not a reading of the class above or below it, though it sits in the readings column.
 */
const DIVISION = /^(?:part|unit|module)\s+(?:\d{1,2}|[IVX]{1,5})\.?$/i;
/** Anything a reading would carry: a number (pages, chapters, a year), quotes, a citation comma. */
const READING_MARK = /[\d"“”',;()[\]]/;
const MAX_TITLE_WORDS = 8;

/** The cells' text without emphasis marks. */
function plain(cell: string): string {
  return cell.replace(/[*_]/g, '').trim();
}

/** True when the row's filled cells are a division number and a short title. */
export function isDivisionRow(cells: readonly string[]): boolean {
  const filled = cells.map(plain).filter(Boolean);
  if (filled.length !== 2) return false;
  const [division, title] = filled as [string, string];
  return DIVISION.test(division) && !READING_MARK.test(title) && title.split(/\s+/).length <= MAX_TITLE_WORDS;
}
