/**
 * Character errors OCR makes in the numbers a syllabus is read by, put right where the shape around
 * them says what they must be:
 * - a digit read as a letter inside a number (`l`/`I` for 1, `O`/`o` for 0): `pp. l05-l2O`,
 *   `Sep. l0`, `44O-452`, `l0/12`. Only a token of digits and those letters, with at least one digit,
 *   standing where a number must stand: after a page, chapter or section word (`pp.`, `Ch.`, `§`) or a
 *   month, or on one side of a range or a date's `-`, `–` or `/` whose other side is a number. A word
 *   (`Il`, `I/O`, `CO2`) is left alone: it has no digit or starts with another letter.
 * - a month abbreviation's point read as a colon or a semicolon before the day (`Tu Mar: 19`,
 *   `Apr; 4`): only after the short forms, which are written with a point.
 * - a page range's dash read as a point (`Pgs. 311.333`, `pp. 444. 463`, small print photographed): only
 *   right after a page word, both ends of two to four digits and the second the larger, less than 500
 *   pages on (`Pgs. 311-333`); a page is a whole number, so such a point can be nothing else there.
 * Typed text has neither shape, so it passes unchanged. One pass over the line, no backtracking.
 */

const CONFUSED: Record<string, string> = { l: '1', I: '1', O: '0', o: '0' };
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const inNumber = (c: string | undefined) => c !== undefined && (isDigit(c) || c in CONFUSED);
const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);

/** Words after which a number stands: page, chapter and section words, and months. */
const NUMBER_WORD =
  /(?:^|[^A-Za-z])(?:pp?|pgs?|pages?|ch|chs|chap|chapters?|sec|secs|sections?|jan|january|feb|february|mar|march|apr|april|may|june?|july?|aug|august|sept?|september|oct|october|nov|november|dec|december)\.?$/i;
/** A month's short form with its point read as ':' or ';' before a day number. */
const MONTH_COLON = /\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)[:;](?= ?\d{1,2}\b)/gi;
/** A page word, then two numbers joined by a point (the range's dash as OCR read it). */
const POINT_RANGE = /\b(pp?|pgs?|pages?)(\.? ?)(\d{2,4})\. ?(\d{2,4})(?![\d.])/gi;
/** The longest range a point may stand for: farther ends are two numbers, not one range. */
const MAX_POINT_SPAN = 500;

/** `Pgs. 311.333` -> `Pgs. 311-333` when the second number is the larger, within MAX_POINT_SPAN. */
function pointRanges(text: string): string {
  return text.replace(POINT_RANGE, (all, word: string, gap: string, a: string, b: string) => {
    const from = Number(a);
    const to = Number(b);
    return b.length >= a.length && to > from && to - from < MAX_POINT_SPAN ? `${word}${gap}${a}-${b}` : all;
  });
}

/** Which lines may hold a confused number: a digit next to one of the confused characters. */
const MAYBE_CONFUSED = /\d[lIOo]|[lIOo]\d/;
const RANGE_MARK = new Set(['-', '–', '/']);

/** The text just before `at`, without spaces and an opening bracket. */
function before(text: string, at: number): string {
  let end = at;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '(')) end--;
  return text.slice(Math.max(0, end - 12), end);
}

/** A number of the range or date around the token [start, end): the other side is a number too. */
function inRange(text: string, start: number, end: number): boolean {
  if (RANGE_MARK.has(text[end]!) && inNumber(text[end + 1])) return true;
  const back = text[start - 1];
  return back !== undefined && RANGE_MARK.has(back) && inNumber(text[start - 2]);
}

function repairNumbers(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (!inNumber(c) || isWordChar(text[i - 1])) {
      out += c;
      i++;
      continue;
    }
    let end = i;
    let digits = 0;
    while (inNumber(text[end])) digits += isDigit(text[end++]) ? 1 : 0;
    const token = text.slice(i, end);
    const mixed = digits > 0 && digits < token.length && !isWordChar(text[end]);
    const placed = mixed && (inRange(text, i, end) || NUMBER_WORD.test(before(text, i)));
    out += placed ? token.replace(/[lIOo]/g, (x) => CONFUSED[x]!) : token;
    i = end;
  }
  return out;
}

/** `text` with OCR's confusions in page numbers and dates put right (unchanged when it has none). */
export function repairOcrNumbers(text: string): string {
  let s = text;
  if (s.includes(':') || s.includes(';')) s = s.replace(MONTH_COLON, '$1.');
  if (s.includes('.')) s = pointRanges(s);
  return MAYBE_CONFUSED.test(s) ? repairNumbers(s) : s;
}
