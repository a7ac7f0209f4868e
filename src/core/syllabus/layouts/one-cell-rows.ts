/**
 * A table flattened to text with every cell on a line of its own and no `|` left (an HTML page's
 * text): the header's cells one per line (`Date` / `Lecture Topics` / `Readings`), then rows that
 * each start with a date cell alone on its line — a day of the month under a month line
 * (`September` / `3` / `Class Overview` / `8` / `Jargon` / `1.1` / `1.2`), a bare date (`Sept 8`,
 * `9/8`) — or, with no month anywhere, a class number. The lines after a row's start are its cells: a
 * line that is only a reference (`1.1`, `Ch. 4`, `pp. 10-20`) or that has a reading's shape goes to
 * the reading column, any other line to the topic. A month line between rows heads the row of that
 * month's first date even when the cells come before its day number (`October` / `Topic` / `8.1` /
 * `1`). Each row becomes a pipe row under `| Date | Topic | Reading |` for the pipe table layout.
 * Runs before the lines are joined.
 */
import { classifySpan } from '../classify';
import { pipeHeader } from '../columns';
import { leadingDate, MONTH_PATTERN, WEEKDAY_PATTERN } from '../dates';
import { hasReadingSignal } from '../signals';

const MONTH_LINE = new RegExp(`^(${MONTH_PATTERN})\\.?$`, 'i');
const DAY_LINE = /^(?:[MTWRF]|Th|Tu)?\.?\s?(\d{1,2})$/;
/** A weekday alone on its line: its name or its letters (`W`, `Th`, `R`, `Tues.`). */
const WEEKDAY_ALONE = new RegExp(`^(?:[MTWRFSU]|Th|Tu|Sa|Su|${WEEKDAY_PATTERN})\\.?$`, 'i');
const DATE_LINE = new RegExp(`^(?:${MONTH_PATTERN}\\.?\\s+\\d{1,2}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)$`, 'i');
/** A cell that is only a reference: `1.1`, `2.4-2.6`, `Ch. 4`, `pp. 10-20`, `§ 3`. */
const REFERENCE_LINE =
  /^(?:(?:ch(?:apters?|s)?|sections?|secs?|pp?|pages?|§+)\.?\s*)?\d{1,3}(?:\.\d{1,3}){0,2}(?:\s*[-–]\s*\d{1,3}(?:\.\d{1,3}){0,2})?$/i;
/** A header cell: a few words, no digits. */
const HEADER_CELL = /^[A-Za-z][A-Za-z ()/&.-]{0,29}$/;
/** Lines of other text after which the table has ended. */
const MAX_GAP = 12;

interface Row {
  at: number;
  month: string | null;
  date: string | null;
  /** A class-number row's own date cell (`W` / `25-Aug` under a `Lecture` / `Date` header). */
  classDate: string | null;
  topics: string[];
  readings: string[];
}

/** Two sections a class spans, written with a slash (`3.1/3.2`). */
const SECTION_PAIR = /^\d{1,3}\.\d{1,3}\/\d{1,3}\.\d{1,3}$/;

/**
 * One source's sections in a reading cell: an optional short source name or abbreviation (`T&R`, `FL3`,
 * `Purcell`) and dotted section numbers, several kept apart by commas (`T&R 2.8, 2.10`).
 */
const SOURCE_SECTIONS = new RegExp(
  `^(?:[A-Z][A-Za-z&]{0,11}\\d?\\s{1,3})?${sectionsPattern()}(?:,\\s{0,3}${sectionsPattern()}){0,5}$`,
);

/** Dotted section numbers, alone or a range (`2.8`, `3.1-3.4`, `12.1–12.3`). */
function sectionsPattern(): string {
  return String.raw`\d{1,3}(?:\.\d{1,4}){1,3}(?:\s?[-–]\s?\d{1,3}(?:\.\d{1,4}){0,3})?`;
}

/** The `;` parts of a cell (a last empty part, a closing `;`, left out). */
function sourceParts(text: string): string[] {
  const parts = text.split(';').map((p) => p.trim());
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  return parts;
}

/** A cell of sources' sections kept apart by `;` (`T&R 2.1-2.2; K&K 12.1-12.3`; a last `;` may close it). */
function isSourceSections(text: string): boolean {
  const parts = sourceParts(text);
  return parts.length <= 4 && parts.every((p) => SOURCE_SECTIONS.test(p));
}

const isReference = (text: string) =>
  (REFERENCE_LINE.test(text) && (/[.\-–]/.test(text) || /[A-Za-z§]/.test(text))) ||
  SECTION_PAIR.test(text) ||
  isSourceSections(text);

/** The header: cells one per line (blank lines between allowed); its index range and columns. */
function headerAt<T extends { raw: string }>(lines: T[], i: number): number {
  const cells: string[] = [];
  let j = i;
  for (; j < lines.length && cells.length < 8; j++) {
    const t = lines[j]!.raw.trim();
    if (!t) continue;
    if (!HEADER_CELL.test(t) || MONTH_LINE.test(t)) break;
    cells.push(t);
  }
  if (cells.length < 2) return -1;
  const kinds = pipeHeader(cells);
  return kinds?.includes('reading') && (kinds.includes('date') || kinds.includes('number')) ? j : -1;
}

/**
 * A line of two cells kept apart by a run of spaces right after a bare reference (`2.1` /
 * `Defining the Derivative  Section 2.1: #1, 4, 7`): its first cell, with no reading shape of its
 * own, is the title of that reference (`2.1 Defining the Derivative`) unless it has an exclusion word
 * (`Limits Lab`: a topic then); its second is a cell of its own
 * (a reading if it has a reading's shape, else a topic). Adds them to `row`; false for other lines.
 */
function namesReference(row: Row, line: string): boolean {
  const last = row.readings.at(-1);
  if (last === undefined || !isReference(last)) return false;
  const cells = line.split(/ {2,}|\t/);
  if (cells.length !== 2 || hasReadingSignal(cells[0]!)) return false;
  const named = `${last} ${cells[0]!}`;
  // A title that says the day is no reading (`Limits Lab`, `Review`) leaves the bare reference alone.
  const excluded = classifySpan({ text: named, context: 'label', bulletPrior: 0 }).features.includes(
    'exclusion',
  );
  if (excluded) row.topics.push(cells[0]!);
  else row.readings[row.readings.length - 1] = named;
  (hasReadingSignal(cells[1]!) ? row.readings : row.topics).push(cells[1]!);
  return true;
}

/**
 * A class-number row's date cell: with no month line in the table, a row opened by its class number
 * (`1`) whose next lines, before any other cell, are a weekday alone (`W`, `Thu`) and a date alone
 * (`25-Aug`, `Sept 8`, `9/8`) has a date column beside the number column; the two lines are that
 * cell (`W 25-Aug`). Adds the line to `row`; false for other lines.
 */
function takesClassDate(row: Row, line: string): boolean {
  if (row.month || row.date === null || !DAY_LINE.test(row.date) || row.topics.length || row.readings.length)
    return false;
  if (row.classDate?.includes(' ') || (row.classDate && !WEEKDAY_ALONE.test(row.classDate))) return false;
  if (row.classDate === null && WEEKDAY_ALONE.test(line)) {
    row.classDate = line;
    return true;
  }
  const date = leadingDate(line);
  if (!date || !DATE_NOTE.test(date.rest) || DAY_LINE.test(line)) return false;
  row.classDate = row.classDate ? `${row.classDate} ${line}` : line;
  return true;
}

/**
 * A weekday date alone on its line (`Wed. 9/5`, `Mon. 9/17 (HW1 due)`: a note in brackets may follow) that
 * opens the next class of a class-number row already holding a class date and cells: the number column
 * is printed only on each week's first row, so this line starts a row of its own with the number cell
 * left empty (the pipe table layout carries the number down). The new row, or null for other lines.
 */
function nextClassRow(row: Row | null, line: string, at: number): Row | null {
  if (!row || row.month || !row.classDate || !(row.topics.length || row.readings.length)) return null;
  if (WEEKDAY_ALONE.test(row.classDate)) return null;
  const date = leadingDate(line);
  if (!date?.weekday || DAY_LINE.test(line) || !DATE_NOTE.test(date.rest)) return null;
  return { at, month: null, date: '', classDate: line, topics: [], readings: [] };
}

/** What may follow a class date on its line: nothing, or one short note in brackets (`(HW1 due)`). */
const DATE_NOTE = /^(?:\([^()]{1,40}\))?$/;

/** Reads rows from `from`; returns the rows and the index where the table ends. */
function readRows<T extends { raw: string }>(lines: T[], from: number): { rows: Row[]; end: number } {
  const rows: Row[] = [];
  let month: string | null = null;
  let row: Row | null = null;
  let gap = 0;
  let i = from;
  for (; i < lines.length; i++) {
    const t = lines[i]!.raw.trim();
    if (!t) continue;
    if (t.startsWith('#') || t.includes('|') || gap >= MAX_GAP) break;
    const monthLine = MONTH_LINE.exec(t);
    const day = DAY_LINE.exec(t);
    if (monthLine) {
      month = monthLine[1]!;
      // The month heads its first row, whose day may come after the cells.
      row = { at: i, month, date: null, classDate: null, topics: [], readings: [] };
      rows.push(row);
      gap = 0;
    } else if (row && takesClassDate(row, t)) {
      gap = 0;
    } else if (nextClassRow(row, t, i)) {
      row = nextClassRow(row, t, i)!;
      rows.push(row);
      gap = 0;
    } else if ((day && Number(day[1]) >= 1 && Number(day[1]) <= 31) || DATE_LINE.test(t)) {
      const date = day ? (month ? `${month} ${day[1]}` : day[1]!) : t;
      if (row && row.date === null && row.month) row.date = date;
      else {
        row = { at: i, month, date, classDate: null, topics: [], readings: [] };
        rows.push(row);
      }
      gap = 0;
    } else if (row && namesReference(row, t)) {
      gap = 0;
    } else if (row && t.includes(';') && isSourceSections(t)) {
      // Each source of a `;` cell is a reading of its own.
      row.readings.push(...sourceParts(t));
      gap = 0;
    } else if (row) {
      const reading = isReference(t) || hasReadingSignal(t);
      (reading ? row.readings : row.topics).push(t);
      gap = reading ? 0 : gap + 1;
    } else break;
  }
  return { rows: rows.filter((r) => r.date !== null), end: i };
}

/** The header's own first label when it names a number column (`Lecture`, `Week`), else `Class`. */
function numberLabel<T extends { raw: string }>(lines: T[], i: number): string {
  const first = lines[i]!.raw.trim();
  return pipeHeader([first, 'Reading'])?.[0] === 'number' ? first : 'Class';
}

/** Rewrites every such table in `lines` as pipe rows (in place; consumed lines become empty). */
export function oneCellRows<T extends { raw: string }>(lines: T[]): T[] {
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.raw.trim();
    if (!t || !HEADER_CELL.test(t)) continue;
    const after = headerAt(lines, i);
    if (after < 0) continue;
    const { rows, end } = readRows(lines, after);
    // A row needs its date alone on a line; three such rows make the table.
    if (rows.length < 3 || rows.filter((r) => r.readings.length).length < 2) continue;
    const dated = rows.some((r) => r.month);
    // A column of bare references (`1.1` / `1.2`): a line of words in it is a topic that has a
    // number in it (`Dalton's (1766-1844) postulates`), not a reading.
    const all = rows.flatMap((r) => r.readings);
    if (all.filter(isReference).length * 4 >= all.length * 3)
      for (const r of rows) {
        r.topics.push(...r.readings.filter((x) => !isReference(x)));
        r.readings = r.readings.filter(isReference);
      }
    for (let j = i; j < end; j++) if (lines[j]!.raw.trim()) lines[j] = { ...lines[j]!, raw: '' };
    // A date cell beside the class numbers (takesClassDate) is a column of its own.
    const classDates =
      !dated && rows.filter((r) => r.classDate && !WEEKDAY_ALONE.test(r.classDate)).length >= 2;
    const header = classDates
      ? `| ${numberLabel(lines, i)} | Date | Topic | Reading |`
      : `| ${dated ? 'Date' : 'Class'} | Topic | Reading |`;
    lines[i] = { ...lines[i]!, raw: header };
    for (const r of rows) {
      const lead = classDates ? [r.date!, r.classDate ?? ''] : [r.date!];
      if (!classDates && r.classDate) r.topics.unshift(r.classDate);
      const cells = [...lead, r.topics.join('; '), r.readings.join('<br>')];
      lines[r.at] = { ...lines[r.at]!, raw: `| ${cells.join(' | ')} |` };
    }
    i = end - 1;
  }
  return lines;
}
