/**
 * A schedule table pasted ONE CELL A LINE whose FIRST COLUMN IS THE CHAPTER and whose second is the date
 * (`Chapter` / `Date` / `Exams` header lines, then `1,2` / `September` / `4` / `(no homework due)`, `3,4` / `11`):
 * a web page's table copied as text (its cell bars already written off by `cell-end-lines.ts`). A row's chapter
 * cell comes before its date, so the layouts would read the bare chapter numbers as a topic of the class above.
 * Each row is written back as its date and then its chapter (`September 4: Chapter 1,2`; `11: Chapter 3,4` in a
 * row that prints no month: the date column gives the month in each month's first row only), the chapter's and
 * the month's own lines left empty; the row's other cells stay as they are. One output line per input line.
 *
 * Only under a header whose first two labels are a chapter column and a date column, and only three rows or
 * more: a row is a chapter cell (`7`, `25,10`), an optional month name, then a day of the month; the table ends at
 * the first row that is not (a last row of a day and the final exam, `18` / `FINAL`, is written `18: FINAL`).
 */
import { MONTH_PATTERN } from '../dates';

const CHAPTER_HEAD = /^chapters?:?$/i;
const DATE_HEAD = /^dates?:?$/i;
const CHAPTER_CELL = /^\d{1,3}(?:\s?[,&]\s?\d{1,3}){0,3}$/;
const MONTH_CELL = new RegExp(`^${MONTH_PATTERN}\\.?$`, 'i');
const DAY_CELL = /^(?:[1-9]|[12]\d|3[01])$/;
const MIN_ROWS = 3;

interface Row {
  /** The row's chapter line (none in a final exam's row). */
  chapter?: number;
  /** A final exam's cell (`FINAL`) in a row without a chapter. */
  final?: number;
  /** The row's own month line, when it prints one. */
  month?: number;
  day: number;
}

/** The index of the next non-blank line at or after `i`. */
function nextFilled(texts: string[], i: number): number {
  let at = i;
  while (at < texts.length && !texts[at]!.trim()) at++;
  return at;
}

/** The row starting at `i` (its chapter cell), or null. */
function rowAt(texts: string[], i: number): Row | null {
  if (!CHAPTER_CELL.test(texts[i]?.trim() ?? '')) return null;
  const first = nextFilled(texts, i + 1);
  const month = MONTH_CELL.test(texts[first]?.trim() ?? '') ? first : undefined;
  const at = month === undefined ? first : nextFilled(texts, first + 1);
  return DAY_CELL.test(texts[at]?.trim() ?? '') ? { chapter: i, month, day: at } : null;
}

const FINAL_CELL = /^(?:final|final exam|exam|finals?)\b/i;

/**
 * The table's last row when it holds only a day and the final exam (`18 |` / `FINAL |`): no chapter is read that
 * day, the number is the date's.
 */
function finalExamRow(texts: string[], i: number): Row | null {
  const cell = texts[i]?.trim() ?? '';
  const next = nextFilled(texts, i + 1);
  return DAY_CELL.test(cell) && FINAL_CELL.test(texts[next]?.trim() ?? '') ? { day: i, final: next } : null;
}

/** The rows of the table whose header starts at `h`: each row's chapter and day line. */
function rowsUnder(texts: string[], h: number): Row[] {
  const date = nextFilled(texts, h + 1);
  if (!DATE_HEAD.test(texts[date]?.trim() ?? '')) return [];
  const rows: Row[] = [];
  let i = nextFilled(texts, date + 1);
  // The header's further labels (`Exams`) before the first row.
  while (
    i < texts.length &&
    !CHAPTER_CELL.test(texts[i]!.trim()) &&
    /^[A-Za-z][A-Za-z ]{0,20}$/.test(texts[i]!.trim())
  )
    i = nextFilled(texts, i + 1);
  while (i < texts.length) {
    const row = rowAt(texts, i);
    if (!row) {
      const exam = finalExamRow(texts, i);
      if (exam) rows.push(exam);
      break;
    }
    rows.push(row);
    i = nextFilled(texts, row.day + 1);
    // The row's other cells (`Test 1 (through 5)`), up to the next chapter cell.
    while (i < texts.length && !CHAPTER_CELL.test(texts[i]!.trim()) && !DAY_CELL.test(texts[i]!.trim()))
      i = nextFilled(texts, i + 1);
  }
  return rows;
}

export function chapterFirstCells(texts: string[]): string[] {
  let out: string[] | null = null;
  for (let h = 0; h < texts.length; h++) {
    if (!CHAPTER_HEAD.test(texts[h]!.trim())) continue;
    const rows = rowsUnder(texts, h);
    if (rows.length < MIN_ROWS) continue;
    out ??= [...texts];
    for (const { chapter, month, day, final } of rows) {
      if (chapter === undefined) {
        // `18: FINAL`: a day of the month the rows above carry, and what happens on it.
        out[day] = `${texts[day]!.trim()}: ${texts[final!]!.trim()}`;
        out[final!] = '';
        continue;
      }
      // A row's own month goes onto its day line: `September 4: Chapter 1,2`; later rows carry it (`11: ...`).
      const date = month === undefined ? texts[day]!.trim() : `${texts[month]!.trim()} ${texts[day]!.trim()}`;
      out[day] = `${date}: Chapter ${texts[chapter]!.trim()}`;
      out[chapter] = '';
      if (month !== undefined) out[month] = '';
    }
  }
  return out ?? texts;
}
