/** Cues that tell a reading from a topic or from course administration. */
import { hasEditionNote } from './edition-note';
import { MARGINAL_RANGE } from './marginal-passages';
import { isAuthorCommaWork } from './author-comma-work';
import { isHolidayName } from './holiday-names';
import { findPages } from './pages';
import { closesWithPublicationDate } from './publication-date';
import { namesSpelledChapter } from './spelled-chapter';
import { readsToEnd } from './book-progress';
import { hasExtentTail } from './extent-tail';

/**
 * "Mas v. Perry", "In re Kunstler", "Lucy v. Zehmer", and in capitals "STRAWN V. CURTIS" (a syllabus
 * that sets emphasised cases in capitals; both parties in capitals, and never `PART V. REMEDIES`; tried only at a space, then the word
 * before it is checked). One capitalised word before "v." is enough
 * (a longer party name contains one), and a word is only tried from its first character, so the
 * pattern is linear in the text (issue 18).
 */
const CASE_NAME_SHAPES =
  /(?<![\w.'’&,-])[A-Z0-9][\w.'’&,-]*\s+vs?\.?\s+[A-Z0-9]|\bet al\.?\s+vs?\.?\s+[A-Z]|\bIn re\s+[A-Z]|\bEx parte\s+[A-Z]|\s(?<=\b[A-Z]{2,}\s)(?<!\b(?:PART|CHAPTER|UNIT|SECTION|TITLE|ARTICLE|BOOK|VOLUME|APPENDIX|MODULE|WEEK)\s)VS?\.?\s+[A-Z]{2}/;
/**
 * What every shape above holds: a `v`/`V` right after a space, `In re` or `Ex parte`. Most texts have none,
 * and this scan answers them several times faster than the shapes' look-behind at every character.
 */
const CASE_NAME_CUE = /\s[vV]|\bIn re|\bEx parte/;
export const CASE_NAME = {
  test: (text: string): boolean => CASE_NAME_CUE.test(text) && CASE_NAME_SHAPES.test(text),
};

/** Statutes, rules, constitutional provisions and Restatement sections. */
export const STATUTE =
  /§|\bU\.?\s?S\.?\s?C\b|\bC\.?F\.?R\b|\bFRCP\b|\bFRE\b|\bFed\.\s*R\.|\bRules?\s+\d|\bRestatement\b|\bRest\.\s*(?:\(?\d|2d|3d|Second|Third)|\bU\.?C\.?C\b|\bConstitution\b|\bAmendment\b|\bArt(?:icle)?\.?\s+[IVX\d]+|\bAct\b/;

/** References to parts of a book: `Ch. 3`, `Part IV`, `Appendix B`, a hand-out, an excerpt. */
const PART_WORDS =
  /\b(?:chs?|chap|chaps|chpts?|chapters?|sections?|secs?|parts?)\.?\s*(?:\d|[IVX]+\b)|\bappendix\s+(?:[A-Z]\b|\d)|\b(?:hand-?outs?|articles?|excerpts?|casebook|textbook|reader|case files?)\b/i;
/**
 * A work's title cut short with a point before its part or parts in capital roman numerals
 * (`Med. III--V`, `Pol. VI`, `Dial. II`); case-sensitive, so `ends. I am` is no part.
 */
const ABBREVIATED_PART =
  /\b[A-Z][a-z]{1,4}\.\s?(?:[IVX]{2,5}|[IV])(?:\s?[-–—]{1,2}\s?[IVX]{1,5})?(?![\w.]|\s[a-z])/;

/** A work and the books of it a class reads, after a comma: `The Iliad, book 22`, `Odyssey, books 1 and 2`. */
const WORK_BOOKS = /,\s(?:books?)\s\d/;

/** References to parts of a book (`BOOK_PART.test(text)`). */
export const BOOK_PART = {
  test: (text: string): boolean =>
    PART_WORDS.test(text) ||
    namesSpelledChapter(text) ||
    ABBREVIATED_PART.test(text) ||
    (text.includes('book') && WORK_BOOKS.test(text)) ||
    readsToEnd(text),
};

/** A source dated in parentheses, as primary sources are listed: "Accusations of witchcraft (1692, 1706)". */
export const DATED_SOURCE = /\((?:1[5-9]|20)\d\d(?:\s*[,–-]\s*(?:1[5-9]|20)?\d\d)*\)/;

/** A work title set off in quotes or (before markup removal) emphasis. */
export const QUOTED_TITLE = /["“][^"“”]{3,}["”]/;

/** `..., Title. ICLR 2020.`, `..., Physics, NIPS 2016.`: a paper closed by its venue's acronym and year. */
const VENUE_YEAR =
  /[.,]\s{1,2}(?:[A-Z][a-z]+\s)?(?:[A-Z]{2,}[A-Za-z]*|[A-Z][a-z]+[A-Z][A-Za-z]*)(?:-[A-Z]+)?,?\s(?:19|20)\d{2}\b/;

/** A term named before its year (`FALL 2023`, `Spring Term 2024`): no venue. */
const TERM_WORD = /\b(?:fall|spring|summer|winter|autumn|term|semester|session|quarter)\b/i;

function venueYear(text: string): boolean {
  const m = VENUE_YEAR.exec(text);
  return m !== null && !TERM_WORD.test(m[0]);
}

export function hasReadingSignal(text: string): boolean {
  return (
    venueYear(text) ||
    findPages(text) !== null ||
    CASE_NAME.test(text) ||
    STATUTE.test(text) ||
    BOOK_PART.test(text) ||
    MARGINAL_RANGE.test(text) ||
    QUOTED_TITLE.test(text) ||
    DATED_SOURCE.test(text) ||
    isAuthorCommaWork(text) ||
    closesWithPublicationDate(text) ||
    hasEditionNote(text) ||
    hasExtentTail(text) ||
    /^(?:read|re-read|reread|study|skim)\b/i.test(text)
  );
}

/**
 * Lines that are about the course, not something to read. An item opened by an `Extra:` label is what a reading
 * list adds beyond the assigned items (like `Optional:`, which ADMIN_ANYWHERE catches).
 */
const ADMIN =
  /^(?:(?:if|we|you|your|this is|these|please|let|there|it|i|tasks?|meeting|meetings|become|prep|move|try|focus)\b|due\b(?!\s+process)|assignments?\s+due|discuss|quiz|take\b|submit|turn in|write\b|bring\b|prepare\s+(?:for|to)|presentations?\b|office hours|e-?mail|phone|tel\b|zoom|canvas|moodle|zulip|let us know|note:|tbd\b|tba\b|t\.b\.a|no reading|no class|no seminars?|no lecture|class cancel|make-?up class|spring break|fall break|thanksgiving|holiday|recess|midterm|mid-term|final exam|exam\b|today's questions|this syllabus|the syllabus|syllabus\b|problem assignment|assignment\s*\d|paper\b|\d+-\d+ page paper|extra credit|extra(?:\s+readings?)?\s*:|evaluation)/i;

const ADMIN_ANYWHERE =
  /\b(?:recommended,? but not required|not required|optional\b|extra credit|if you have time|you may also wish|read the syllabus|office hours|multiple-?choice quiz)\b/i;

export function isAdministrative(text: string): boolean {
  const t = text.replace(/^[\s•*·-]+/, '');
  return ADMIN.test(t) || ADMIN_ANYWHERE.test(t);
}

/** A session that does not meet ("No Class", "Spring Break"). */
export function isNoClass(text: string): boolean {
  if (isHolidayName(text)) return true;
  return /\b(?:no class(?:es)?|no school|no meetings?|no seminars?|no lecture|class(?:es)? cancel+ed|spring break|fall break|recess|holiday|vacation|reading period|does not meet|will not meet)\b/i.test(
    text,
  );
}

/** Eight or more letters A-Z and no letter a-z (read in one pass, without copying the letters out). */
function capitalsOnly(body: string): boolean {
  let letters = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c >= 97 && c <= 122) return false;
    if (c >= 65 && c <= 90) letters++;
  }
  return letters >= 8;
}

/** "Ch. 3. THE JURISDICTION OF FEDERAL COURTS": a heading in capitals (no pages, no case name) names a topic. */
export function isCapsHeading(text: string): boolean {
  const body = text.replace(/^(?:[Cc]h(?:apter)?s?\.?\s*\d+[.:]?\s*|[IVX]+\.\s+)/, '');
  return capitalsOnly(body) && findPages(body) === null && !CASE_NAME.test(body) && !/\bV\.?\s/.test(body);
}
