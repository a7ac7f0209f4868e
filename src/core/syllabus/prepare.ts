/** From raw text lines to cleaned logical lines: markup removed, flattened tables split, wrapped lines joined. */
import { opensCapitalsCase } from './caps-case-line';
import { plainHyphens } from './unicode-hyphens';
import { weekLeadReader } from './week-lead';
import { withoutPagePositionNotes } from './page-position-notes';
import { joinWrappedCaseLists } from './wrapped-case-list';
import { BRACKETED_LEAD_DATE, promoteDatedSubBullets } from './dated-sub-bullets';
import { admonitionLines } from './admonition-fences';
import { continuesAuthorDateEntry } from './author-date-wrap';
import { editLinkHeading } from './edit-links';
import { unglueItemNumber } from './glued-numbers';
import { unglueReferences } from './glued-references';
import type { TextLine } from '../model';
import { type PipeColumn, pipeHeader } from './columns';
import { MONTH_PATTERN, WEEKDAY_PATTERN } from './dates';
import { dropBrLineEnds } from './br-line-ends';
import { continuesHangingItem, leftOfItemMark } from './hanging-indent';
import { continuesHangingReference } from './hanging-reference';
import { withoutLetterBeforeLabel } from './lettered-labels';
import { letteredListNumbers } from './lettered-list';
import { hardWrappedBlocks } from './hard-wrapped-block';
import { itemFieldRows } from './field-row';
import { joinPrintedPipeRows } from './printed-pipe-rows';
import { markSourcePages } from './source-pages';
import { joinCellLines } from './layouts/cell-lines';
import { alignGapRow } from './layouts/gap-table-rows';
import { type EndedTable, resumedHeader } from './layouts/gap-table-resume';
import { definitionItem } from './layouts/definition-list';
import { joinDetachedLabels } from './layouts/detached-labels';
import { splitAtEndMarkers } from './layouts/end-markers';
import { frontMatterLines } from './layouts/front-matter';
import { bareNumberedItems, pointNumber } from './layouts/bare-numbered-list';
import { colonNumberedLessons, pointColonNumber } from './layouts/colon-numbered-lessons';
import { unglueLeadingDate } from './layouts/glued-date';
import { restoreLostDashes } from './layouts/dashless-ranges';
import { moveRangeNotes } from './layouts/noted-range';
import { resolveIbidLines } from './layouts/ibid-lines';
import { dropWeekNumberCells } from './layouts/week-number-cells';
import { unglueRanges } from './layouts/glued-range';
import { unglueOrdinals } from './glued-ordinal';
import { splitGluedReference } from './layouts/glued-cells';
import { restoreRowspanCells } from './layouts/rowspan-rows';
import { unglueLectureNumbers } from './layouts/glued-lecture-numbers';
import { wrappedDateYears } from './layouts/wrapped-date-year';
import { isWeekdayLine, weekdayOnlyWeeks } from './layouts/weekday-only-weeks';
import { hasDueDateHeadings } from './layouts/due-date-heading';
import { splitAtWeekdayDates, splitInlineLabels } from './layouts/inline-labels';
import {
  opensWithLabel,
  readingGroupLabels,
  repeatedLineLabels,
  splitAtRepeatedLabels,
} from './layouts/repeated-labels';
import { oneCellRows } from './layouts/one-cell-rows';
import { slashCellRows } from './layouts/slash-cell-rows';
import { nameReadingColumns } from './layouts/reading-column';
import { splitJoinedRun, splitRunOnMarkers } from './layouts/run-on-markers';
import { splitAtDateLabels } from './layouts/run-on-date-labels';
import { splitAtGluedDateRows } from './layouts/glued-date-rows';
import { splitRunOnReadItems } from './layouts/run-on-read-items';
import { weekNumberedDateRows } from './layouts/week-numbered-date-rows';
import { splitMultiDateRow } from './layouts/multi-date-row';
import { splitAtBracketedDates } from './layouts/bracketed-date-run';
import { weekdayDayRuns } from './weekday-day-run';
import { chapterDateLines } from './layouts/chapter-date-lines';
import { chapterFirstCells } from './layouts/chapter-first-cells';
import { columnBlockParagraphs, splitColumnBlocks } from './layouts/column-block-rows';
import { splitFlattenedTable } from './layouts/flattened-table-run';
import { splitParenPageItems } from './layouts/paren-page-items';
import { splitAtHeaderDates } from './layouts/header-dated-rows';
import { splitAtSlashHeaderDates } from './layouts/slash-dated-run';
import { splitAtWeekdayDateRun } from './layouts/weekday-date-run';
import { countedDateLines } from './counted-date-lines';
import { joinWrappedPipeRows } from './layouts/wrapped-pipe-rows';
import { ruledGapRows } from './layouts/ruled-gap-rows';
import { spacedDateRows } from './layouts/spaced-date-table';
import { spacedHeaderTables } from './layouts/spaced-header-table';
import { yamlScheduleLines } from './layouts/yaml-schedule';
import { csvScheduleLines } from './layouts/csv-schedule';
import { letterOBullet } from './letter-o-bullet';
import { scriptCsvLines } from './layouts/script-csv';
import { latexSourceLines } from './layouts/latex-source';
import { latexTabularRows } from './layouts/latex-tabular';
import { fieldListLines } from './layouts/field-list-lines';
import { notebookSourceLines } from './layouts/notebook-source';
import { orgSourceLines } from './layouts/org-source';
import { typstSourceLines } from './layouts/typst-source';
import { quoteItalicLinkItems } from './italic-link-items';
import { shortcodeTableLines } from './layouts/shortcode-table';
import { tabCellRows } from './layouts/tab-cells';
import { cellPerLineRows } from './layouts/cell-per-line-table';
import { trailingDateCells } from './layouts/trailing-date-cell';
import { columnRunRows } from './layouts/column-runs';
import { isCapitalsHeading } from './capitals-heading';
import { type Cut, cutInTurn } from './cut-in-turn';
import { spacedColumnRows } from './layouts/spaced-columns';
import { dropShortReferences } from './short-reference';
import { typedItemLines } from './typed-items';
import { numberedClassBulletLines } from './numbered-class-bullets';
import { sectionTopicColumns } from './section-topic-column';
import { gridTables } from './grid-table';
import { withoutStruckText } from './struck-text';
import { isLinkedReadingList, linkedReadingPieces } from './linked-reading-list';
import { hiddenLines } from './hidden-blocks';
import { blankLinesAtGaps } from './line-gaps';
import { repairOcrNumbers } from './ocr-repair';
import { glyphBullet } from './glyph-bullet';
import { markedTaskBox, withoutTaskBox } from './task-list-box';
import { joinLetterSpaced } from './letter-spaced';
import { annotationLines } from './annotation-lines';
import { repairBrokenPunctuation } from './broken-punctuation';
import { leaderEntries } from './dot-leader-items';
import { leadingPages } from './pages';
import { bracketedReadingLists } from './layouts/bracketed-reading-list';
import { cellEndLines } from './layouts/cell-end-lines';
import { spacedReadingItems } from './layouts/spaced-reading-items';
import { monthHeadingDays } from './month-heading-days';
import { isTableRule, stripMarkup } from './text';
import { wrappedItemLines } from './wrapped-item-lines';
import { leadingSpaceWidth } from './word-count';

export interface PreparedLine {
  /** Cleaned visible text. */
  text: string;
  /** The source text with only blockquote markers removed (kept for column positions). */
  raw: string;
  indent: number;
  heading: boolean;
  /** 0 = not a bullet; 1 = bullet; 2 = nested bullet. */
  bullet: number;
  /** Split out of a flattened run-on line. */
  inline: boolean;
  /** A piece cut at one of the document's own reading-group labels (`Bible: Genesis 8; Exodus 21`). */
  readingGroup?: boolean;
  /** A weekday label opening a class of a weekday-only schedule (`Monday: Reading: ...`, weekday-only-weeks.ts). */
  weekdayClass?: boolean;
  /** A `Due <date>` line heading a class's readings in a page listed by due date (due-date-heading.ts). */
  dueDateHeading?: boolean;
  /** Table cells when the source line is a pipe row. */
  cells: string[] | null;
  page: number;
  line: number;
}

interface RawLine {
  raw: string;
  page: number;
  line: number;
  inline: boolean;
}

/** A site generator's template line (Jekyll/Liquid, Hugo): "{% include alert.html ... text=\"", "\"%}". */
const TEMPLATE_LINE = /^\s*(?:\{%|\{\{[<%]|"?\s*%\}|"?\s*[>%]\}\}|<!--|-->)/;
/**
 * An en dash opens an item when words follow it (Word's dash lists); `– 45` is a range's wrapped end.
 * `~ ` is a pandoc definition list's item (the definition under its term), an item like a bullet's.
 */
const BULLET = /^(?:[-*+•●▪◦○·]|\u2022|\uf0b7|–(?=\s+\D)|~(?=\s))\s+/;
/**
 * A bullet inside a run-on line; " ? " is a bullet whose character was lost in conversion, " * " an asterisk
 * bullet of a list run into one line (a registrar page's `... pages 1-40 * Optional Reading: ... * Aside`).
 */
const FLATTEN_BULLET = /\s[•●▪◦?*]\s/;
/** A full date with weekday and year ("Thursday, January 9, 2014") inside a run-on line starts a new piece. */
const INLINE_FULL_DATE = new RegExp(
  `\\s(?=${WEEKDAY_PATTERN},?\\s+${MONTH_PATTERN}\\.?\\s+\\d{1,2},?\\s+\\d{4}\\b)`,
  'gi',
);
/** "[3] CB 1–13 ...": an assignment opened by a bracketed class count inside a run-on line. */
const INLINE_COUNTED_ITEM = /\s(?=\[\d{1,2}\]\s+[A-Z])/;
/** Week numbers written as words ("Week One"). */
export const WEEK_WORD_LIST = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
/** The words, capitalised or not ("Week One", "week one"). */
export const WEEK_WORDS = WEEK_WORD_LIST.map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`).join('|');
const INLINE_DATE = new RegExp(
  `\\s(?=(?:${MONTH_PATTERN})\\.?\\s+\\d{1,2}(?:\\s*(?:,|&|and)\\s*\\d{1,2})*\\s+[A-Z])`,
  'gi',
);
const INLINE_WEEK = new RegExp(
  `(?<=\\S)\\s*(?=\\bWeek\\s+(?:\\d{1,2}|${WEEK_WORDS})\\s*[:,]\\s*(?:[A-Z][a-z]{2,8}\\.?\\s+\\d))|(?<=[a-z])(?=Week\\s+\\d{1,2}\\s*[:,])`,
  'g',
);

function stripQuote(text: string): string {
  // Most lines quote nothing: the pattern needs a `>`.
  if (!text.includes('>')) return text;
  return text.replace(/^\s*(?:>\s?)+/, (m) => ' '.repeat(Math.max(0, m.length - m.replace(/>/g, '').length)));
}

/** "1. Title: 3-24 2. Title: 25-52 3. ...": a numbered list run together on one line. */
const INLINE_NUMBER = /(?<=\s)(\d{1,2})\.\s+(?=[A-Z])/g;

/**
 * Where a run-on line holds a numbered list counting up from 1 (four items or more), the offsets
 * at which its items start; otherwise none. Numbers out of sequence (a date, "Part 2.") are text.
 */
function numberedItemStarts(text: string): number[] {
  const starts: number[] = [];
  for (const m of text.matchAll(INLINE_NUMBER)) {
    const n = Number(m[1]);
    if (n === starts.length + 1) starts.push(m.index!);
    else if (n === 1 && starts.length < 4) starts.splice(0, starts.length, m.index!);
  }
  return starts.length >= 4 ? starts : [];
}

function splitFlattened(raw: RawLine): RawLine[] {
  const pieces: RawLine[] = [];
  const push = (text: string, inline: boolean) => {
    if (text.trim()) pieces.push({ ...raw, raw: text, inline });
  };
  // Both INLINE_WEEK patterns need the word "Week"; only a long part can be a run-on line.
  const weekParts = raw.raw.includes('Week') ? raw.raw.split(INLINE_WEEK) : [raw.raw];
  for (const part of weekParts) {
    const rows = splitMultiDateRow(part);
    if (rows) {
      for (const r of rows) push(r, raw.inline);
      continue;
    }
    // `[06-Sep-2017] lecture 1: ... [08-Sep-2017] tutorial 1: ...`: classes opened by bracketed dates.
    const bracketed = splitAtBracketedDates(part);
    if (bracketed) {
      for (const b of bracketed) push(b, true);
      continue;
    }
    if (part.length < 200) {
      const calendar = splitAtGluedDateRows(part);
      for (const r of calendar ?? [part]) push(r, calendar ? true : raw.inline);
      continue;
    }
    // A lecture table's columns given block by block (`1. 2. 3. Date Aug. 28 ... Chap. 1 Chap. 2 ...`).
    const blocked = splitColumnBlocks(part);
    if (blocked) {
      for (const b of blocked) push(b, true);
      continue;
    }
    const table = splitFlattenedTable(part);
    if (table) {
      for (const t of table) push(t, true);
      continue;
    }
    const outline = splitParenPageItems(part);
    if (outline) {
      for (const o of outline) push(o, true);
      continue;
    }
    const headed = splitAtHeaderDates(part);
    if (headed) {
      for (const h of headed) push(h, true);
      continue;
    }
    // `WEEK TOPIC ASSIGNMENT 1/9 Intro ... 1/23 Zoning ...`: a one-line table of `m/d` rows (slash-dated-run.ts).
    const slashHeaded = splitAtSlashHeaderDates(part);
    if (slashHeaded) {
      for (const h of slashHeaded) push(h, true);
      continue;
    }
    const counted = part.split(INLINE_COUNTED_ITEM);
    if (counted.length >= 4) {
      for (const c of counted) push(c.trim(), true);
      continue;
    }
    const closed = splitAtEndMarkers(part);
    if (closed) {
      for (const c of closed) push(c, true);
      continue;
    }
    const marked = splitRunOnMarkers(part);
    if (marked) {
      for (const m of marked) push(m, true);
      continue;
    }
    const labelled = splitAtDateLabels(part);
    if (labelled) {
      for (const d of labelled) push(d, true);
      continue;
    }
    const dated = splitAtWeekdayDates(part);
    if (dated) {
      for (const d of dated) push(d.trim(), true);
      continue;
    }
    // `Tues., Aug. 23 … Thurs., Aug. 25 …`: classes run on, each opened by its weekday and date.
    const weekdayRun = splitAtWeekdayDateRun(part);
    if (weekdayRun) {
      for (const d of weekdayRun) push(d, true);
      continue;
    }
    const calendar = splitAtGluedDateRows(part);
    if (calendar) {
      for (const r of calendar) push(r, true);
      continue;
    }
    const numbered = numberedItemStarts(part);
    if (numbered.length) {
      const starts = [0, ...numbered];
      starts.forEach((at, i) => {
        push(part.slice(at, starts[i + 1]).trim(), true);
      });
      continue;
    }
    const bullets = part.split(FLATTEN_BULLET);
    if (bullets.length < 3) {
      push(part, raw.inline);
      continue;
    }
    bullets.forEach((b, i) => {
      const datePieces = b.split(INLINE_DATE).flatMap((d) => d.split(INLINE_FULL_DATE));
      datePieces.forEach((d, j) => {
        push(i > 0 && j === 0 ? `• ${d.trim()}` : d.trim(), true);
      });
    });
  }
  return pieces;
}

const MONTH_START = new RegExp(
  `^(?:(?:for|due)\\s+)?(?:[A-Z][a-z]{2,8}\\.?,?\\s+)?(?:${MONTH_PATTERN})\\.?\\s+\\d`,
  'i',
);
/** "Tu 1/11", "M 1/10", "Thurs. 2/3": a weekday (or its letter) and a numeric date. */
const WEEKDAY_NUMERIC_START = new RegExp(
  `^(?:${WEEKDAY_PATTERN}|[MTWRF]|Th|Tu|Mo|We|Fr|Sa|Su)\\.?,?\\s+\\d{1,2}\\/\\d{1,2}\\b`,
  'i',
);
const DAY_MONTH_START = new RegExp(`^\\d{1,2}\\s+${MONTH_PATTERN}\\b`, 'i');
/** `(M) Sep 11`, `W (Aug 26)`: a weekday letter code and a month-name date, one of them in parentheses. */
const WEEKDAY_CODE_MONTH_START = new RegExp(
  `^(?:\\((?:[MTWRF]|Th|Tu|Mo|We|Fr|Sa|Su)\\)\\s+|(?:[MTWRF]|Th|Tu|Mo|We|Fr|Sa|Su)\\.?\\s+\\()(?:${MONTH_PATTERN})\\.?\\s+\\d`,
  'i',
);
/** `Tuesday: Act II`, `Wed.: Chapter 3`: a weekday label opening a day's line of a week (weekday-label-lines). */
const WEEKDAY_LABEL_START = new RegExp(`^${WEEKDAY_PATTERN}\\.?:\\s`, 'i');

/** A line opening a dated class or a week: a bracket left open above it does not carry it into that line. */
const opensDatedClass = (clean: string) =>
  MONTH_START.test(clean) ||
  WEEKDAY_CODE_MONTH_START.test(clean) ||
  WEEKDAY_NUMERIC_START.test(clean) ||
  /^week\s+\d/i.test(clean);

/** `Read Title`, `Skim Chapter 2`: a capitalised read verb before a capitalised word or a number. */
const READ_ITEM_START = /^(?:Read|Reread|Skim)\s[A-Z0-9“"‘]/;

/** A capitalised label of one to three words alone on its line: `Watch:`, `Due Friday:`. */
const BARE_LABEL_LINE = /^[A-Z][a-z]*(?: [A-Za-z]+){0,2}:$/;

/** Starts a new logical line: never glued to the line above. */
function isStructuralStart(clean: string, raw: string): boolean {
  return (
    BULLET.test(clean) ||
    /^\s*#/.test(raw) ||
    /^\s*\|/.test(raw) ||
    /^\s*(?:\*\*)?[A-Za-z0-9 .]{1,12}(?:\*\*)?\s*\|/.test(raw) ||
    /^\d{1,3}\s*[.)|\\]/.test(clean) ||
    /^(?:course\s+)?(?:week|class|session|day|lecture|unit|module|topic|part)\s+\d/i.test(clean) ||
    MONTH_START.test(clean) ||
    DAY_MONTH_START.test(clean) ||
    /^\d{4}-\d{2}-\d{2}/.test(clean) ||
    /^\d{1,2}\/\d{1,2}\b/.test(clean) ||
    WEEKDAY_NUMERIC_START.test(clean) ||
    WEEKDAY_CODE_MONTH_START.test(clean) ||
    // A day's line under a week heading (`Tuesday: Act II; quiz`) is never the end of the line above.
    WEEKDAY_LABEL_START.test(clean) ||
    // A casebook contents' case in capitals (`COLE v. DUNN`) is a line of its own (caps-case-line.ts).
    opensCapitalsCase(clean) ||
    /^[A-Z][\w ]{0,25}:\s*\|/.test(clean) ||
    /^(?:readings?|assignments?|due|topics?|required|recommended|optional)\b/i.test(clean) ||
    // An imperative read verb in capitals opens an item: `Read Think Python Chapter 1` / `Read X`.
    READ_ITEM_START.test(clean) ||
    // A table-of-contents entry (`Chapter 2 Deeds ...... 127-157`) opens a line of its own (dot-leader-items.ts).
    (clean.includes('...') && /^[A-Z]/.test(clean) && leaderEntries(clean) !== null) ||
    // A label in capitals ("IN CLASS:", "HOMEWORK:") opens a field of its own.
    /^[A-Z]{2,}(?: [A-Z]{2,}){0,2}:\s/.test(clean) ||
    // A label alone on its line (`Watch:`, `In class:`) heads the block below it, even with no blank line above.
    BARE_LABEL_LINE.test(clean) ||
    /^(?:(?:read|watch|listen|view)(?:ing)?(?:\s+to)?\s*(?:\/|and\s+)?){1,3}\s*[–—]\s/i.test(clean) ||
    leadingPages(clean) !== null
  );
}

/** How many times the character `c` occurs in `s` (no array per call). */
function count(s: string, c: string): number {
  let n = 0;
  for (let i = s.indexOf(c); i >= 0; i = s.indexOf(c, i + 1)) n++;
  return n;
}

function opensBracket(raw: string): boolean {
  return count(raw, '[') > count(raw, ']') || count(raw, '(') > count(raw, ')');
}

function isOpenEnded(clean: string, raw: string, last: number, fullWidth: number): boolean {
  const opens = (s: string, a: string, b: string) => count(s, a) > count(s, b);
  if (/[,&;:(–—-]$|\b(?:and|or|of|the|to|in|on|for|by|with|from|a|an|v\.|vs\.)$/i.test(clean)) return true;
  if (opens(raw, '[', ']') || opens(raw, '(', ')') || opens(raw, '“', '”')) return true;
  // A line as long as the text's wrapped lines, not closed by punctuation or a page reference,
  // goes on below (`last`: the length of its last physical line; a join does not grow it).
  // In a column indented 8 or more (a grid cell kept as indents), the 60 characters are of text.
  const indent = raw.length - raw.trimStart().length;
  const text = indent >= 8 ? Math.min(last, raw.trim().length) : last;
  return (
    text >= 60 && last >= fullWidth && !/(?:[.!?:]["”)]?|\))$/.test(clean) && !ENDS_WITH_PAGES.test(clean)
  );
}

/** `80-88,`: a page range closing a line with a comma or semicolon (tested on the line's last characters). */
const PAGE_LIST_END = /\d\s?[-–]\s?\d+[,;]$/;

/** `137-45, 167-70, 173-76,`: a line that is only page numbers and ranges (the wrapped end of a page list). */
function isPageList(clean: string): boolean {
  if (clean.length > 160) return false;
  const parts = clean.split(/[,;]/).map((p) => p.trim());
  if (parts[parts.length - 1] === '') parts.pop();
  return parts.length > 0 && parts.every((p) => /^\d{1,4}(?:\s?[-–]\s?\d{1,4})?$/.test(p));
}

/** "Pages 13-24", "Pg. 125", "(P53-54)", "(S7)": a page reference closes an item. */
const ENDS_WITH_PAGES = /(?:\b(?:pp?|pgs?|pages?)\.?\s*\d+(?:\s*[-–]\s*\d+)?|\([A-Z]{0,3}\d[\d\s.,–-]*\))$/i;

/**
 * How long a line must be to count as filled to the margin: most of the length of the longest
 * lines (95th percentile). A short heading among long wrapped paragraphs is not wrapped.
 */
function fullLineWidth(lines: readonly { raw: string }[]): number {
  const lengths = lines
    .map((l) => l.raw.trimEnd().length)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  if (lengths.length < 8) return 0;
  return 0.7 * lengths[Math.floor(0.95 * (lengths.length - 1))]!;
}

/** Three or more spaces between words: a laid-out column, not wrapped text. */
const COLUMN_GAP = /\S\s{3,}\S/;

function continuesSentence(prevClean: string, clean: string): boolean {
  return /^[a-z]/.test(clean) && !/[.!?:]["”)]?$/.test(prevClean);
}

function joinWrapped(wrapWidth: number | undefined, lines: RawLine[]): RawLine[] {
  const out: RawLine[] = [];
  // Cleaned text of each output line (approximate after a join: used only by the heuristics).
  const cleans: string[] = [];
  const fullWidth = wrapWidth ?? fullLineWidth(lines);
  // Length of the last physical line of each output line.
  const lastLengths: number[] = [];
  // Whether each output line has a gap of three spaces between words (a join adds none: one space at most).
  const gapped: boolean[] = [];
  for (const cur of lines) {
    const prev = out[out.length - 1];
    const clean = cur.raw.trim() ? stripMarkup(cur.raw) : '';
    const curGapped = COLUMN_GAP.test(cur.raw);
    if (prev && clean && prev.raw.trim() && !prev.inline && !cur.inline) {
      const prevClean = cleans[cleans.length - 1]!;
      const curIndent = leadingSpaceWidth(cur.raw);
      const prevIndent = leadingSpaceWidth(prev.raw);
      const unbalanced =
        opensBracket(prev.raw) && !BULLET.test(clean) && !/^\s*#/.test(cur.raw) && !opensDatedClass(clean);
      // A deeper indent starts a column or an outline item, unless a bracket is still open above.
      const columnar = curGapped || gapped[gapped.length - 1]! || (curIndent > prevIndent + 8 && !unbalanced);
      const pageTail =
        /\b(?:[A-Z][A-Z&]{1,5}|[Pp]p?\.|[Pp]gs?\.?|[Pp]ages?)$/.test(prevClean) &&
        leadingPages(clean) !== null;
      // A page list wrapped after a comma: `Casebook, pp. 73-76, 80-88,` / `137-45, 167-70`.
      // Only the line's end is tested: a joined line can be long.
      const pageListTail =
        (prevClean.endsWith(',') || prevClean.endsWith(';')) &&
        PAGE_LIST_END.test(prevClean.slice(-24)) &&
        isPageList(clean);
      const lineBreak = /^\s*<br\s*\/?>/i.test(cur.raw);
      // A markdown link wrapped by a PDF or OCR line break: "[TB 1]" / "(https://...)".
      const linkTail = /\]$/.test(prev.raw.trimEnd()) && /^\s*\((?:https?:|www\.|\.{0,2}\/)/.test(cur.raw);
      // A label alone on its line ("_Readings:_", "Assignment:") heads a block; it does not wrap.
      const bareLabel = /^[A-Za-z][A-Za-z ]{0,30}:$/.test(prevClean);
      const glue =
        lineBreak ||
        continuesHangingItem(prev.raw, cur.raw) ||
        continuesHangingReference(prev.raw, cur.raw) ||
        linkTail ||
        unbalanced ||
        pageTail ||
        pageListTail ||
        (!isStructuralStart(clean, cur.raw) &&
          (isOpenEnded(prevClean, prev.raw, lastLengths[lastLengths.length - 1]!, fullWidth) ||
            continuesSentence(prevClean, clean) ||
            continuesAuthorDateEntry(prevClean, clean)));
      const outdented = leftOfItemMark(prev.raw, cur.raw) && !unbalanced;
      if ((!columnar || linkTail) && prevClean && glue && !(bareLabel && !lineBreak) && !outdented) {
        const hyphenated = (/-$/.test(prev.raw.trimEnd()) && /^[a-z]/.test(clean)) || linkTail;
        prev.raw = `${prev.raw.trimEnd()}${hyphenated ? '' : ' '}${cur.raw.trim()}`;
        cleans[cleans.length - 1] = `${prevClean}${hyphenated ? '' : ' '}${clean}`;
        lastLengths[lastLengths.length - 1] = cur.raw.trim().length;
        gapped[gapped.length - 1] ||= curGapped;
        continue;
      }
    }
    out.push({ ...cur });
    cleans.push(clean);
    lastLengths.push(cur.raw.trimEnd().length);
    gapped.push(curGapped);
  }
  return out;
}

function toPrepared(r: RawLine): PreparedLine {
  const raw = r.raw.includes('\t') ? r.raw.replace(/\t/g, '    ') : r.raw;
  const indent = leadingSpaceWidth(raw);
  let body = raw.trim();
  const heading = /^#{1,6}\s/.test(body) || (indent === 0 && isCapitalsHeading(body));
  if (body.includes('#')) body = withoutClosingHashes(body.replace(/^#{1,6}\s*/, ''));
  body = withoutLetterBeforeLabel(body);
  let bullet = 0;
  const b = BULLET.exec(body);
  if (b) {
    bullet = indent >= 2 ? 2 : 1;
    body = withoutTaskBox(body.slice(b[0].length));
  }
  let cells: string[] | null = null;
  if (/\|/.test(body) && !/^\[.*\]\(.*\|.*\)$/.test(body)) {
    const parts = body.split('|').map((c) => stripMarkup(c));
    if (parts.length >= 2) cells = parts;
  }
  const text = stripMarkup(cells ? cells.filter(Boolean).join(' | ') : body);
  return { text, raw, indent, heading, bullet, inline: r.inline, cells, page: r.page, line: r.line };
}

/**
 * Bullet depth is relative to the document's shallowest bullet: a list indented as a whole
 * ("  • September 12, 14:" / "    • Casebook pages 90-140") keeps its top level.
 */
function relativeBullets(lines: PreparedLine[]): PreparedLine[] {
  let base = Number.POSITIVE_INFINITY;
  for (const l of lines) if (l.bullet) base = Math.min(base, l.indent);
  if (!Number.isFinite(base) || base < 2) return lines;
  for (const l of lines) if (l.bullet) l.bullet = l.indent >= base + 2 ? 2 : 1;
  return lines;
}

/**
 * A raw HTML table written one tag per line (`<tr>` / `<td>Sep 13</td>` / ... / `</tr>`) becomes
 * one pipe row per `<tr>`: `| Sep 13 | Ch. 1 | ... |`; a row of one cell (`<th colspan="5">Week 2:
 * Meshes</th>`) becomes a plain line, so a week heading inside the table reads as one.
 */
function htmlRows(raws: RawLine[]): RawLine[] {
  const out: RawLine[] = [];
  let row: { at: RawLine; text: string } | null = null;
  for (const r of raws) {
    const open = /<tr\b/i.test(r.raw);
    if (!row && !open) {
      out.push(/^\s*<\/?(?:table|thead|tbody|tfoot)\b[^>]*>\s*$/i.test(r.raw) ? { ...r, raw: '' } : r);
      continue;
    }
    if (!row) row = { at: r, text: '' };
    row.text += ` ${r.raw}`;
    if (!/<\/tr>/i.test(r.raw)) {
      out.push({ ...r, raw: '' });
      continue;
    }
    const cells = row.text
      .split(/<t[dh]\b[^>]*>/i)
      .slice(1)
      .map((c) =>
        c
          .replace(/<\/t[dh]>[\s\S]*$/i, '')
          .replace(/&nbsp;/gi, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    const text = cells.length > 1 ? `| ${cells.join(' | ')} |` : (cells[0] ?? '');
    out.push({ ...row.at, raw: text });
    row = null;
  }
  if (row) out.push({ ...row.at, raw: row.text.trim() });
  return out;
}

/** Cells of a line whose columns are separated by runs of two or more spaces (no pipes). */
function gapCells(raw: string): string[] {
  return raw.includes('|') ? [] : raw.trim().split(/\s{2,}/);
}

/**
 * A table flattened to text (an HTML page's text) with its cells separated by two spaces, under a header that
 * names a reading column ("Week  Date  Topic(s) Covered  Reading  Homework"): each row becomes a
 * pipe row. A row with fewer cells than the header leaves out the leading number column when its
 * first cell is not a number (the week is written on a week's first row only).
 */
function gapRows(raws: RawLine[]): RawLine[] {
  let header: PipeColumn[] | null = null;
  let ended: EndedTable | null = null;
  return raws.map((r) => {
    // Most lines have no two-space gap: they can be neither a header nor a row.
    if (!header && !r.raw.trim().includes('  ')) return r;
    const cells = gapCells(r.raw);
    if (!header) header = resumedHeader(cells, ended, r);
    if (!header) {
      // Runs of three or more spaces mean a laid-out table: its columns line up (fixed-width layout).
      const flat =
        cells.length >= 3 && !/\S {3,}\S/.test(r.raw) && cells.every((c) => c.split(' ').length <= 3);
      const kinds = flat ? pipeHeader(cells) : null;
      if (!kinds) return r;
      header = kinds;
      return { ...r, raw: `| ${cells.join(' | ')} |` };
    }
    if (!r.raw.trim()) return r;
    if (cells.length < 2 || cells.length > header.length) {
      ended = { header, page: r.page, line: r.line };
      header = null;
      return r;
    }
    return { ...r, raw: `| ${alignGapRow(cells, header).join(' | ')} |` };
  });
}

/**
 * A document written as data or markup (YAML schedule records, LaTeX source, Org source, Typst source, site-generator shortcode
 * tables) rewritten as the plain lines the layouts read, one output line per input line.
 */
function documentTexts(raw: string[]): string[] {
  const sources = latexTabularRows(raw);
  return dropShortReferences(
    notebookSourceLines(sources) ??
      yamlScheduleLines(sources) ??
      csvScheduleLines(sources) ??
      scriptCsvLines(sources) ??
      latexSourceLines(sources) ??
      orgSourceLines(sources) ??
      typstSourceLines(sources) ??
      shortcodeTableLines(sources) ??
      sources,
  );
}

/** One line's own markup and glue undone: italic link items, quote markers, definition items, glued dates, ranges and item numbers, edit links. */
function lineRaw(line: string, bareNumbered: boolean): string {
  // `[1/19] Author, Title`: a bracketed month/day opening an item is its date (`1/19: Author, Title`).
  const text = line.replace(BRACKETED_LEAD_DATE, '$1$2: ');
  const piece = quoteItalicLinkItems(bareNumbered ? pointNumber(pointColonNumber(text)) : text);
  return unglueItemNumber(
    editLinkHeading(
      unglueOrdinals(
        unglueRanges(unglueReferences(moveRangeNotes(unglueLeadingDate(definitionItem(stripQuote(piece)))))),
      ),
    ),
  );
}

/**
 * The whole-document line passes, in order, each given the lines the one before returned: layouts that
 * rewrite the text's lines before any line is read (reading lists in brackets, items set apart by spaces,
 * cells closed by bars, TAB cells, spaced columns, one cell a line), then list marks and punctuation repairs.
 * A new pass of this kind goes into this list, in the place its input needs.
 */
const LINE_LAYOUT_PASSES: readonly ((texts: string[]) => string[])[] = [
  gridTables,
  slashCellRows,
  wrappedItemLines,
  withoutStruckText,
  wrappedDateYears,
  bracketedReadingLists,
  spacedReadingItems,
  trailingDateCells,
  cellEndLines,
  chapterFirstCells,
  tabCellRows,
  spacedColumnRows,
  cellPerLineRows,
  columnRunRows,
  chapterDateLines,
  letteredListNumbers,
  repairBrokenPunctuation,
  withoutPagePositionNotes,
  joinWrappedCaseLists,
  unglueLectureNumbers,
  typedItemLines,
  numberedClassBulletLines,
  sectionTopicColumns,
  countedDateLines,
];

/** A line holding a line break (split before anything else); most hold none and are not split. */
const hasLineBreak = (text: string) => text.includes('\n') || text.includes('\r');

export function prepareLines(lines: TextLine[]): PreparedLine[] {
  const raws: RawLine[] = [];
  const physical: { l: TextLine; text: string }[] = [];
  // `For Week 1: ...`, `Assignment for Week 1: ...`: week headings with a lead phrase (week-lead.ts).
  const withoutWeekLead = weekLeadReader();
  for (const l of blankLinesAtGaps(lines))
    for (const text of hasLineBreak(l.text) ? l.text.split(/\r\n|\r|\n/) : [l.text])
      physical.push({
        l,
        text: repairOcrNumbers(
          joinLetterSpaced(markedTaskBox(glyphBullet(letterOBullet(withoutWeekLead(plainHyphens(text)))))),
        ),
      });
  const pieces = joinPrintedPipeRows(dropBrLineEnds(physical));
  const sourceTexts = fieldListLines(admonitionLines(documentTexts(pieces.map((p) => p.text))));
  // A run-on line of a lecture table given column by column, hard-wrapped, is joined back before the wrapped
  // blocks are (their joins would cut it apart between a block's numbers and its dates; column-block-rows.ts).
  const unwrapped = hardWrappedBlocks(columnBlockParagraphs(sourceTexts));
  // A paragraph joined back from its wrapped lines is no measure of the width the other lines wrap at.
  const wrapWidth =
    unwrapped === sourceTexts ? undefined : fullLineWidth(sourceTexts.map((raw) => ({ raw })));
  const texts = LINE_LAYOUT_PASSES.reduce((t, pass) => pass(t), unwrapped);
  const hidden = hiddenLines(texts);
  const annotations = annotationLines(texts);
  const frontMatter = frontMatterLines(texts);
  const colonNumbered = colonNumberedLessons(texts);
  const bareNumbered = bareNumberedItems(texts).map((b, i) => b || colonNumbered[i]!);
  const resolved = dropWeekNumberCells(
    resolveIbidLines(restoreLostDashes(monthHeadingDays(restoreRowspanCells(texts).map(unglueLeadingDate)))),
  );
  const dayRuns = weekdayDayRuns(resolved);
  const weekdayWeeks = weekdayOnlyWeeks(resolved);
  const dueHeadings = hasDueDateHeadings(resolved);
  const weekRows = weekNumberedDateRows(resolved);
  for (let i = 0; i < pieces.length; i++) {
    const { l } = pieces[i]!;
    // A schedule whose week number opens the week's first dated row: `Week N`, then the row.
    const weekRow = weekRows.get(i);
    if (weekRow) raws.push({ raw: `Week ${weekRow.week}`, page: l.page, line: l.line, inline: true });
    const raw = weekRow ? lineRaw(weekRow.row, false) : lineRaw(resolved[i]!, bareNumbered[i]!);
    // A weekday-only schedule: the week a weekday line opens is written before it (weekday-only-weeks.ts).
    const week = weekdayWeeks.get(i);
    if (week !== undefined) raws.push({ raw: `Week ${week}`, page: l.page, line: l.line, inline: true });
    if (
      hidden[i] ||
      frontMatter[i] ||
      annotations[i] ||
      !raw.trim() ||
      isTableRule(raw) ||
      TEMPLATE_LINE.test(raw)
    )
      raws.push({ raw: '', page: l.page, line: l.line, inline: false });
    else if (dayRuns[i])
      for (const r of dayRuns[i]!) raws.push({ raw: r, page: l.page, line: l.line, inline: true });
    else for (const p of splitFlattened({ raw, page: l.page, line: l.line, inline: false })) raws.push(p);
  }
  const joined = itemFieldRows(
    joinWrapped(
      wrapWidth,
      spacedDateRows(
        spacedHeaderTables(
          gapRows(
            joinWrappedPipeRows(
              joinCellLines(
                joinDetachedLabels(oneCellRows(nameReadingColumns(ruledGapRows(htmlRows(raws))))),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const labels = repeatedLineLabels(joined.map((r) => r.raw));
  const groups = readingGroupLabels(labels);
  const readingList = isLinkedReadingList(texts);
  const cuts: Cut[] = [
    (p) => linkedReadingPieces(p, readingList),
    (p) => splitAtGluedDateRows(p) ?? [p],
    splitInlineLabels,
    splitRunOnReadItems,
    (p) => splitAtRepeatedLabels(p, labels),
    splitGluedReference,
    splitJoinedRun,
  ];
  const split: RawLine[] = [];
  for (const r of joined)
    for (const raw of cutInTurn(r.raw, cuts)) split.push(raw === r.raw ? r : { ...r, raw });
  return markSourcePages(
    promoteDatedSubBullets(
      relativeBullets(
        split.map((r) => {
          const l = toPrepared(r);
          if (groups.length && opensWithLabel(l.text, groups)) l.readingGroup = true;
          if (weekdayWeeks.size && isWeekdayLine(l.text)) l.weekdayClass = true;
          if (dueHeadings && /^due\s/i.test(l.text)) l.dueDateHeading = true;
          return l;
        }),
      ),
    ),
  );
}

/** A Markdown heading's closing hashes ("## Torts ##") removed, walking back from the end once (linear). */
function withoutClosingHashes(body: string): string {
  const text = body.trimEnd();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  return end === text.length ? text : text.slice(0, end).trimEnd();
}
