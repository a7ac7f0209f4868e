/** Page references: "pp. 45-78", "cb 432-40", "Pgs. 1-9", "Wall, 1-8; 11-20", "WSP 5-40". */
import { wordedPageRange } from './worded-range';
import { textMemo } from './memo';
import { isChapterColonPages } from './chapter-colon';
import { matchesOf } from './matches';

const NUM = '(?:\\d{1,4}|(?<![A-Za-z])[ivxlc]{1,7}(?![A-Za-z]))';
const RANGE = `${NUM}(?:\\s*[-–—]\\s*${NUM})?`;
const LIST = `${RANGE}(?:\\s*(?:,|&|\\band\\b)\\s*${RANGE})*`;

/** A page marker followed by a list: "pp. 45-78, 80", "Pgs. 1 - 9", "pages 99-105", "cb 432-40". */
const MARKER = '(?:[Pp]p?\\.?|[Pp]gs?\\.?|[Pp]ages?|PP\\.?|PGS?\\.?|PAGES?|cb\\.?|CB)';
const MARKED = new RegExp(`\\b${MARKER}\\s*(?:n(?=\\d))?(${LIST})(?![\\w(]|\\.\\d)`);

/** Words that make a following number a section, chapter, rule... rather than a page. */
const NOT_PAGES =
  /(?:§|¶|#|\b(?:rules?|sections?|secs?|subsections?|ch|chs|chaps?|chapters?|parts?|lines?|ll|acts?|cantos?|units?|fre|frcp|ucc|questions?|art|articles?|amendments?|exercises?|problems?|day|days|week|weeks|class|classes|session|sessions|lectures?|modules?|grades?|version|no|nos|vol|volume|edition|ed|title|u\.s\.c|c\.f\.r|cal|app|wl|f|f\.\d?d|s\.\s?ct|l\.\s?ed|p\.\dd|n\.[ew]\.\dd|so\.\s?\dd|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?)\s*$/i;

/** Shared between the callers that ask about the same text (memo.ts): never changed. */
export interface PageHit {
  readonly pages: string;
  readonly index: number;
  readonly end: number;
}

const isYearRange = (s: string) => /^(1[5-9]\d\d|20\d\d)\s*[-–—]\s*(1[5-9]\d\d|20\d\d|\d\d)$/.test(s.trim());

/** Canonical page text: dashes as '-', items joined by ', '. */
export const formatPages = textMemo((list: string): string =>
  list
    .replace(/\s*[–—-]\s*/g, '-')
    .split(/\s*(?:,|;|&|\band\b)\s*/i)
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', '),
);

function plausible(list: string): boolean {
  const items = list.split(/\s*(?:,|;|&|\band\b)\s*/i).filter(Boolean);
  return items.every((it) => {
    if (isYearRange(it)) return false;
    return /\d/.test(it) || /^[ivxlc]+(?:-[ivxlc]+)?$/i.test(it.replace(/\s*[–—-]\s*/, '-'));
  });
}

/**
 * "(S2-6)", "(IM2-18)", "(P178-79)": a range glued to a book's one-to-three-letter abbreviation
 * inside parentheses (a syllabus that says "numbers preceded by S are pages in the supplement").
 */
const BOOK_PREFIXED = /\((?:[A-Z]{1,3})(\d{1,4}\s*[-–]\s*\d{1,4}(?:\s*,\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?)*)\)/;

/** ` of 3`: after `Page 1`, the number of pages of the printed document. */
const PAGE_COUNTER = /^\s+of\s+\d{1,3}\b/;

/** Pages marked explicitly (pp., pgs., pages, cb, a book's letters glued to the range). */
export const markedPages = textMemo((text: string): PageHit | null => {
  const worded = wordedPageRange(text);
  if (worded) return worded;
  const m = MARKED.exec(text) ?? (text.includes('(') ? BOOK_PREFIXED.exec(text) : null);
  if (!m || !plausible(m[1]!)) return null;
  // `Page 1 of 3`: a printed page's counter (a PDF's footer pasted with the text), no page to read.
  if (PAGE_COUNTER.test(text.slice(m.index + m[0].length))) return null;
  return { pages: formatPages(m[1]!), index: m.index, end: m.index + m[0].length };
});

const UNMARKED = new RegExp(
  `(^|[\\s,;:(])(${NUM}\\s*[-–—]\\s*${NUM}(?:\\s*(?:,|&|\\band\\b)\\s*${RANGE})*)(?![\\w(]|\\.\\d)`,
  'g',
);

/** Unmarked page ranges ("Cryptology, 1-15", "WSP 5-40"), not sections, rules, chapters or years. */
const FIRST_RANGE = new RegExp(`^${NUM}\\s*[-–—]\\s*${NUM}`);

/** A range followed by (up to two words and) a plural of counted things is a count, not pages. */
const COUNTED =
  /^\s+(?:[a-z]+\s+){0,2}(?:topics|sources|items|questions|students|people|minutes|hours|words|members|sentences|paragraphs|examples|articles|references|groups|points|entries|posts|pictures|images)\b/i;

export function unmarkedPages(text: string): PageHit | null {
  // Every unmarked range has a dash: a text without one is not scanned.
  if (!text.includes('-') && !text.includes('–') && !text.includes('—')) return null;
  return unmarkedOnce(text);
}

/** An hour range (both ends 0-24) followed by a name and the slot list's ';' or ')'. */
const TIME_SLOT =
  /^(?:[01]?\d|2[0-4])\s*[-–]\s*(?:[01]?\d|2[0-4])\s+[A-Z][a-z]+(?:\s+(?:and\s+)?[A-Z][a-z]+)?\s*[;)]/;

/**
 * `410-837-4534`, `(410) 837-4534`, `837.4534`: a telephone number, not pages. A third group joined by a
 * dash or a point after the range, or an area code in parentheses before a three-and-four digit range.
 */
function isPhoneNumber(before: string, range: string, after: string): boolean {
  if (/^[-–.]\d/.test(after)) return true;
  // `642-0518`, `642-6376` without an area code: a three-digit exchange and a four-digit line number
  // that starts with 0 or lies over a thousand past it is no page range (no reading spans 1,000 pages).
  const local = /^(\d{3})\s*[-–]\s*(\d{4})$/.exec(range);
  if (local && (local[2]!.startsWith('0') || Number(local[2]) - Number(local[1]) > 1000)) return true;
  return /^\d{3}\s*[-–]\s*\d{4}$/.test(range) && /\(\d{3}\)\s?$/.test(before.slice(-7));
}

/** `3-0`, `2-0`: a range ending at 0 (a course's weekly lecture-lab hours, as catalogues print them). */
const HOURS_CODE = /^\d{1,2}\s*[-–—]\s*0$/;

const unmarkedOnce = textMemo((text: string): PageHit | null => {
  for (const m of matchesOf(UNMARKED, text)) {
    const start = m.index! + m[1]!.length;
    const before = text.slice(0, start);
    // The end-anchored tests look only at the end of `before` (not the whole line again per match):
    // a NOT_PAGES word is at most 12 characters, and trailing whitespace is what its \s*$ allows.
    const tail = before.slice(-2);
    if (
      NOT_PAGES.test(before.trimEnd().slice(-24)) ||
      // `Books 5-8` alone (a week that reads only parts of its work): book numbers, not pages.
      /^\s*books?\s*$/i.test(before) ||
      /[A-Za-z]\.$/.test(tail) ||
      (/\d[-–.:]$/.test(tail) && !isChapterColonPages(before, m[2]!.trim()))
    )
      continue;
    if (/^:\d/.test(text.slice(start + m[2]!.length))) continue;
    if (isPhoneNumber(before, m[2]!.trim(), text.slice(start + m[2]!.length))) continue;
    // "short (10-20 pages)": a count of pages, not pages to read (those are "pages 10-20").
    if (/^\s*(?:pages?|pp)\b/i.test(text.slice(start + m[2]!.length))) continue;
    // "a list of 3-5 possible topics", "8-10 secondary sources", "500-750 words": a count of things.
    if (COUNTED.test(text.slice(start + m[2]!.length, start + m[2]!.length + 60))) continue;
    // "(10-12 Caroline; 12-14 Lau)": hours of the day, each slot followed by who takes it.
    if (TIME_SLOT.test(text.slice(start))) continue;
    let list = m[2]!.trim();
    // "(3-0)": a course's lecture-lab hours code; no range of pages ends at page 0.
    if (HOURS_CODE.test(list)) continue;
    // Drop trailing single numbers that are not page-like ("and 3").
    if (!plausible(list)) {
      const first = FIRST_RANGE.exec(list);
      if (!first || !plausible(first[0])) continue;
      list = first[0];
    }
    // A roman start running into arabic pages is read only after a comma (`Author, xv-63`: the
    // introduction and the first chapters of a book), never after a word (`Part iv-3`).
    const romanIntoArabic = /^[ivxlc]+\s*[-–—]\s*\d/.test(list) && /,\s*$/.test(before);
    if ((/^[ivxlc]+\s*[-–—]\s*\d/i.test(list) && !romanIntoArabic) || /^\d+\s*[-–—]\s*[ivxlc]+$/i.test(list))
      continue;
    if (/^[ivxlc]/i.test(list) && /[a-z]$/i.test(before.trim().slice(-1)) && !/,\s*$/.test(before)) continue;
    return { pages: formatPages(list), index: start, end: start + m[2]!.length };
  }
  return null;
});

/**
 * "WYMAN V. NEWHOUSE (17) & NOTES", "Course Objectives (Handout, 2)": a lone page number (one to three
 * digits, so never a year) in parentheses closing an item — where a case or a text starts in the
 * book. Not after a word that makes the number something else (`Problem (3)`, `Chapter (2)`).
 */
const CLOSING_PAGE = /\((?:[A-Za-z]+,\s*)?(\d{1,3})\)(?:\s*(?:&|and)\s+notes)?\s*$/i;

const NOTES = /notes/gi;
/**
 * `notes` among the last eight characters, any case: `text.slice(-8).toLowerCase().includes('notes')`
 * without the two strings (the search starts eight characters before the end).
 */
function notesAtEnd(text: string): boolean {
  NOTES.lastIndex = Math.max(0, text.length - 8);
  const found = NOTES.test(text);
  NOTES.lastIndex = 0;
  return found;
}
function closingPage(text: string): PageHit | null {
  if (!text.endsWith(')') && !notesAtEnd(text)) return null;
  const m = CLOSING_PAGE.exec(text);
  if (!m || m[1] === '0' || NOT_PAGES.test(text.slice(0, m.index).trimEnd().slice(-24))) return null;
  return { pages: m[1]!, index: m.index, end: m.index + m[0].length };
}

export function findPages(text: string): PageHit | null {
  return markedPages(text) ?? unmarkedPages(text) ?? closingPage(text);
}

const LEADING = new RegExp(
  `^(?:${MARKER}\\s*)?(${NUM}\\s*[-–—]\\s*${NUM}(?:\\s*(?:,|&|\\band\\b)\\s*${RANGE})*)(?=[,;:\\s]|$)`,
);

/** A line that opens with a page list: "311-25 Acquiring Property – water rights". */
/** LEADING opens with a page marker (P, p, C, c), a digit or a lower-case roman numeral. */
const LEADING_START = /^[\dPpCcivxl]/;

export function leadingPages(text: string): PageHit | null {
  // Cheaper than a memo's lookup, and most texts fail it.
  if (!LEADING_START.test(text)) return null;
  return leadingOnce(text);
}

const leadingOnce = textMemo((text: string): PageHit | null => {
  const m = LEADING.exec(text);
  if (!m || !plausible(m[1]!)) return null;
  return { pages: formatPages(m[1]!), index: 0, end: m[0].length };
});
