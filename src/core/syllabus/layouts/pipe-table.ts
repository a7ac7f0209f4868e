/** Pipe table with a header row naming its columns: `Lecture | Date | Topic | Reading`. */
import { citedTopicWork } from './cited-topic';
import { isDeliverableRow } from './deliverable-row';
import { type PipeColumn, pipeHeader } from '../columns';
import { splitCaseList } from '../case-list';
import { dateRange } from '../date-range';
import { leadingDate } from '../dates';
import { dateCell, dottedDate } from '../dotted-dates';
import { labelledDateCell } from './labelled-date-cell';
import { listedDays } from '../listed-days';
import type { PreparedLine } from '../prepare';
import { isNoClass } from '../signals';
import { startRow } from './carried-row';
import { requiredPart } from './cell-labels';
import type { Layout, LayoutContext } from './context';
import { leadingPages, withCellPages } from './pages-cell';
import { newSession, type Session } from './session';
import { WEEK_HEADING, weekNumberOf } from './week-heading';
import { rowWeekNumber, weekNumberColumn } from './week-number-column';
import { isDivisionRow } from './division-row';
import { UNTITLED_READING } from '../untitled-reading';
import { CELLS } from './line-shape';
import { bannerHeader, bookTitled, readingBanner } from './book-columns';
import { paddedMonthDay } from '../padded-month-day';
import { weekDatesCell } from './week-dates-cell';
import { bookChapterLists } from './book-chapter-lists';
import { weekPairCell } from './week-pair-cell';

/** A number cell that names a week, "Week 5 (Sept 29-Oct 3)": the printed week and its dates. */
function weekCell(text: string): Partial<Session> | null {
  const m = WEEK_HEADING.exec(text);
  if (!m) return null;
  const range = dateRange(text.slice(m[0].length));
  return {
    explicitWeek: weekNumberOf(m[1]!),
    isWeek: true,
    ...(range ? { range: { start: range.start, end: range.end }, date: range.start } : {}),
  };
}

/** A date cell `Week 1 (Sep 8, Sep 11)`: the printed week dated by its first class day (week-dates-cell.ts). */
function weekDatesSession(text: string): Partial<Session> | null {
  const w = weekDatesCell(text);
  if (!w) return null;
  return { explicitWeek: w.week, date: w.first, ...(w.more.length ? { listedDays: w.more } : {}) };
}

/** An exam or quiz row's reading cell says what it covers ("Exam 1 | 1.1 - 9.3", "Quiz #2 | 1-5"): not a reading. */
const EXAM_TOPIC =
  /^(?:(?:mid-?term|final|in-class)\s+)?(?:exam(?:ination)?|midterm|mid-term|test|quiz(?:ze)?)s?\b/i;

/** "1.1 - 9.3", "Ch. 1-6", "(Chs. 1-5)": a span over several chapters (what an exam covers), not one class's sections. */
function spansChapters(text: string): boolean {
  // "(Chs. 1-5)": the chapter word says what the numbers are, not what is read.
  // "Ch. 1 and 2", "Ch. 3, Ch. 4, 5.1, 5.2 handouts": joining words and the hand-outs an exam also covers.
  const bare = text.replace(/\b(?:chs?|chap(?:ter)?s?|and|through|to|plus|handouts?|notes)\b\.?/gi, '');
  if (/[A-Za-z]{3}/.test(bare)) return false;
  const chapters = [...text.matchAll(/(\d+)(?:\.\d+)*/g)].map((m) => Number(m[1]));
  return chapters.length >= 2 && chapters[0] !== chapters[chapters.length - 1];
}

/**
 * A bare number under a `Section` / `Chapter` header reads with its unit (`Sections 1.4`); under a section
 * header the row's topic is the section's title in the book (`| 1.4 | The Matrix Equation |`), so it is
 * kept with the number.
 */
function sectionTitled(unit: string, reading: string, topic: string): string {
  // A range of sections (`1.1 - 1.3`) spans several titles: the topic is the lecture's, not a section's.
  const single = !/\d\s*[-–]\s*\d/.test(reading);
  return unit === 'Sections' && single && /[A-Za-z]{3}/.test(topic)
    ? `${unit} ${reading} ${topic}`
    : `${unit} ${reading}`;
}

/**
 * The cell of a table's week column (its first number column), read by position when the row has all
 * the header's cells; a shorter row, whose cells may be shifted, gives its first number cell.
 */
function weekColumnCell(cells: string[], kinds: PipeColumn[]): string {
  const at = kinds.indexOf('number');
  if (cells.length >= kinds.length) return (cells[at] ?? '').trim();
  return cells.find((c, i) => kinds[i] === 'number' && c.trim())?.trim() ?? '';
}

/** A row of a pipe table whose header named its columns. */
function columnRow(l: PreparedLine, cells: string[], kinds: PipeColumn[], ctx: LayoutContext): boolean {
  const cell = (k: PipeColumn) => cells.flatMap((c, i) => (kinds[i] === k && c.trim() ? [c.trim()] : []));
  // "August | 31" then " | 2": the month is written on its first row only.
  const month = cell('month')[0];
  if (month) ctx.tableMonth = month;
  const day = cell('date')[0] ?? '';
  const dateText = ctx.tableMonth && /^\d{1,2}$/.test(day) ? `${ctx.tableMonth} ${day}` : day;
  const firstNumber = cell('number')[0] ?? '';
  // A week column's empty cell (`| | 2 | 27 | Aug |`) carries the week above: the next number column is
  // the session or the day (which may still hold the date, `| | Fri 10 Sep |`), not the week.
  const numberCell = ctx.weekColumn ? weekColumnCell(cells, kinds) : firstNumber;
  // A dotted "W 9.04" in the number cell only with its weekday: "1.2" there is a class number.
  // A two-week cell `4/5` in a week column is the rows' week count, not April 5 (week-pair-cell.ts).
  const pairWeek = ctx.weekColumn ? weekPairCell(numberCell, ctx.current?.explicitWeek) : null;
  const d =
    dateCell(dateText) ??
    (pairWeek === null ? (leadingDate(firstNumber) ?? dottedDate(firstNumber, true)) : null) ??
    labelledDateCell(dateText) ??
    paddedMonthDay(dateText);
  const number = /^(\d{1,3})\b/.exec(numberCell);
  const week = weekCell(numberCell) ?? (d || number ? null : weekDatesSession(dateText));
  // A row whose date cell says something unread ("HW #1 1-24*") is still a row of its own when it has readings.
  const unreadDate = !d && !!cell('date').length && !!cell('reading').length;
  if (!d && !number && !week && !cell('topic').length && !unreadDate) return false;
  const s = startRow(
    ctx,
    !d && !number && !week && !unreadDate,
    newSession(l, {
      ...(d ? { date: d.date, weekday: d.weekday } : {}),
      ...(number
        ? ctx.weekColumn && (/^\d{1,2}$/.test(numberCell) || pairWeek !== null)
          ? { explicitWeek: Number(number[1]) }
          : { classNo: Number(number[1]) }
        : {}),
      ...week,
    }),
  );
  const printedWeek = number ? rowWeekNumber(cells, ctx.weekNumberColumn) : undefined;
  if (printedWeek !== undefined) s.printedWeek = printedWeek;
  const listed = d ? listedDays(dateText) : [];
  if (listed.length) s.listedDays = listed;
  const topic = cell('topic').join('; ');
  if (topic) {
    s.topics.push(topic);
    if (isNoClass(topic)) s.noClass = true;
  }
  const unit = ctx.columnUnit;
  const examRow = EXAM_TOPIC.test(topic) && cell('reading').every(spansChapters);
  // Under book columns (book-columns.ts) a bare cell of chapters takes its column's book name.
  const bookCells = cells.flatMap((c, i) =>
    kinds[i] === 'reading' && c.trim()
      ? (bookChapterLists(c.trim()) ?? [bookTitled(c.trim(), ctx.columnBooks?.[i], ctx.columnUnit)])
      : [],
  );
  const readings = examRow || isDeliverableRow(topic, cell('reading')) ? [] : bookCells.map(requiredPart);
  // A reading cell naming several cases (`X v. Y, Z v. W`) is a list the pages cell does not belong to.
  const listsCases = readings.length === 1 && splitCaseList(readings[0]!).length >= 2;
  const cellPages =
    readings.length === 1 && !listsCases && cell('pages')[0] ? leadingPages(cell('pages')[0]!) : null;
  for (const reading of readings) {
    // Placeholders: "-", "n/a", "N.A.", "TBD", "?? 7" (a reading not chosen yet).
    if (!reading || /^[-–—]+$|^(?:n\/a|n\.a\.?|none|tbd|tba)$|\?\?/i.test(reading)) continue;
    // "Reading (chapters)" over "3": the header says what the bare number is.
    const text = /[A-Za-z]{2}/.test(reading) || !unit ? reading : sectionTitled(unit, reading, topic);
    ctx.addReadings(cellPages ? withCellPages(text, cellPages) : text, l, 'label');
    if (cellPages && /[A-Za-z]{3}/.test(cellPages.rest)) ctx.addReadings(cellPages.rest, l, 'label');
  }
  // A seminar row whose topic is a paper cited by its reference number (cited-topic.ts).
  for (const t of cell('topic')) {
    const cited = citedTopicWork(t);
    if (cited) ctx.addReadings(cited, l, 'label');
  }
  const pages = cell('pages')[0];
  if (pages && (!cell('reading').length || listsCases) && /\d/.test(pages)) {
    // A pages column without a reading column (or beside a list of cases): the row's topic names what the pages cover.
    const first = pages
      .split(/;\s*(?=\()/)[0]!
      .replace(/\([^)]*\)/g, '')
      .replace(/;\s*$/, '');
    ctx.addReadings(`${topic || UNTITLED_READING}, pp. ${first.replace(/;/g, ',')}`, l, 'label');
  }
  return true;
}

/**
 * A row wrapped over lines: "| 29 | Lecture | Topic |" then "1.1 - 1.3 |" then " |" — the row has
 * fewer cells than the header and is closed by '|'; the fragments that follow (a cell or two, no
 * row of their own) fill its next columns.
 */
function continuesRow(l: PreparedLine, ctx: LayoutContext): boolean {
  const row = ctx.pendingRow;
  const cells = l.cells!;
  const first = cells[0]!.trim();
  if (!row || cells.length > 2 || leadingDate(first) || /^\d{1,3}$/.test(first)) return false;
  const kinds = ctx.columns!;
  cells.slice(0, -1).forEach((fragment, i) => {
    const kind = kinds[row.width - 1 + i];
    const t = fragment.trim();
    if (!t || !ctx.current) return;
    const text = kind === 'reading' ? requiredPart(t) : t;
    if (!text) return;
    if (kind === 'reading')
      ctx.addReadings(
        /[A-Za-z]{2}/.test(text) || !ctx.columnUnit ? text : `${ctx.columnUnit} ${text}`,
        l,
        'label',
      );
    else if (kind === 'topic') ctx.current.topics.push(text);
  });
  row.width += cells.length - 1;
  if (row.width >= kinds.length) ctx.pendingRow = null;
  return true;
}

export const pipeTable: Layout = {
  name: 'pipe table',
  shape: { has: CELLS },
  read(l, ctx) {
    if (!l.cells) return null;
    const banner = ctx.columns ? null : ctx.readingBanner;
    const books = banner ? bannerHeader(l.cells, banner) : null;
    ctx.readingBanner = null;
    const header = books?.kinds ?? pipeHeader(l.cells);
    if (header) {
      ctx.columnBooks = books?.books ?? null;
      ctx.tableMonth = null;
      ctx.pendingRow = null;
      ctx.leadingPipe = /^\s*\|/.test(l.raw);
      ctx.columns = header;
      ctx.weekColumn = /^(?:weeks?|wks?)\b/i.test(
        (l.cells[header.indexOf('number')] ?? '').replace(/[*_]/g, '').trim(),
      );
      ctx.weekNumberColumn = weekNumberColumn(l.cells, header);
      const readingHeader = l.cells[header.indexOf('reading')] ?? '';
      // `Reading (chapters)`, `Readings (Chap.)`, `Reading (Ch.)`: the header names the unit of a bare number.
      ctx.columnUnit = books
        ? banner!.unit
        : /chapter|\bch(?:ap)?s?\b/i.test(readingHeader)
          ? 'Ch.'
          : /section/i.test(readingHeader)
            ? 'Sections'
            : null;
      return 'table header';
    }
    if (!ctx.columns) {
      // A banner row is left to the other layouts; only the header row right below it reads it.
      ctx.readingBanner = readingBanner(l.cells);
      return null;
    }
    if (continuesRow(l, ctx)) return 'table row';
    ctx.pendingRow = null;
    if (isDivisionRow(l.cells)) return 'unit heading';
    // Markdown's outer pipes are optional per row: a row without the header's leading '|' is shifted.
    const cells =
      ctx.columns[0] === 'other' && ctx.leadingPipe && !/^\s*\|/.test(l.raw) ? ['', ...l.cells] : l.cells;
    if (!columnRow(l, cells, ctx.columns, ctx)) return null;
    if (l.cells.length < ctx.columns.length && /\|\s*$/.test(l.raw))
      ctx.pendingRow = { width: l.cells.length };
    return 'table row';
  },
};
