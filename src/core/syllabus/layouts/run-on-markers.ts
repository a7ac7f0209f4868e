/**
 * A syllabus extracted from a PDF as one run-on paragraph, its list marks and class markers kept in
 * mid-line: `Class 1 SECTION I: OVERVIEW q TEXT (1-12) q 28 USC 1332 … Class 2 B. Pleadings q RULE 8`.
 * A symbol-font bullet comes out of the extraction as a lone letter (Wingdings `q` is a checkbox, `l` a
 * dot, `n` a square, `u` a diamond, `Ø` an arrow, `ü` a tick). The paragraph is cut before each class
 * marker (`Class / Session / Lecture N`, also written `Class #N`, or a capitalised `WEEK N` of a Word table run into one line
 * (`WEEK 2 Tues. 9/9 ...`), followed by a capitalised word, two or more counting up; such a week
 * piece is cut again before its second and later classes, `Thurs. 9/11 ...`)
 * and at each such bullet (three or more of the same letter, each before a capital or a digit), so the
 * class heading and bullet layouts read the pieces. Fixed-width lookaheads only: no backtracking.
 */

import { splitRunOnWeeks } from './run-on-weeks';

/** `Class 2 B. Pleadings`: a class marker in mid-line, followed by a capitalised heading. */
const CLASS_MARKER = /\s(?=(?:(?:Class|Session|Lecture)\s#?|WEEK\s)\d{1,2}\s[A-Z])/g;
const MARKER_NUMBER = /^(?:(?:Class|Session|Lecture)\s#?|WEEK\s)(\d{1,2})/;
/** The words CLASS_MARKER opens with. */
const MARKER_WORDS = ['Class', 'Session', 'Lecture', 'WEEK'];
/** A symbol-font bullet: a lone glyph letter between spaces, before a capital or a digit. */
const GLYPH_BULLET = /\s([qlnuüØ])\s(?=[A-Z0-9§])/g;

/** `Thurs. 9/4 What is Law?`: a class of the week run into its week's piece, a weekday and a numeric date before a capital. */
const WEEKDAY_DATE = /\s(?=(?:Mon|Tues?|Wed|Weds|Thu|Thur|Thurs|Fri|Sat)\.?\s\d{1,2}\/\d{1,2}\s[A-Z])/g;

/** A `WEEK N` piece cut again before each of its classes after the first (`Tues. 9/2 … Thurs. 9/4 …`). */
function weekClassPieces(piece: string): string[] {
  if (!piece.startsWith('WEEK ')) return [piece];
  const classes = piece.split(WEEKDAY_DATE);
  return classes.length > 2 ? [`${classes[0]} ${classes[1]}`, ...classes.slice(2)] : [piece];
}

function classPieces(part: string): string[] {
  // Every class marker opens with one of these words: a part holding none is not searched (most lines hold none).
  if (!MARKER_WORDS.some((w) => part.includes(w))) return [part];
  const pieces = part.split(CLASS_MARKER);
  if (pieces.length < 3) return [part];
  const numbers = pieces.slice(1).map((p) => Number(MARKER_NUMBER.exec(p)?.[1] ?? Number.NaN));
  return numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1)
    ? pieces.flatMap(weekClassPieces)
    : [part];
}

/**
 * A paragraph joined from wrapped lines whose weeks or numbered classes run together (the same run a
 * PDF gives on one line, pasted wrapped): cut at its week markers, else at its class markers.
 */
export function splitJoinedRun(text: string): string[] {
  if (text.length < 40) return [text];
  const weeks = text.length >= 200 ? splitRunOnWeeks(text) : null;
  if (weeks) return weeks;
  const classes = classPieces(text);
  if (classes.length > 1) return classes.map((c) => c.trim()).filter(Boolean);
  return ledClassPieces(text);
}

/** `Class #1 Pp. 1-20 Class #2 Lucy v. Zehmer;`: a line opened by a class marker, the next class run on after it. */
function ledClassPieces(text: string): string[] {
  const lead = MARKER_NUMBER.exec(text);
  if (!lead) return [text];
  const pieces = text.split(CLASS_MARKER);
  if (pieces.length < 2) return [text];
  const numbers = pieces.map((p) => Number(MARKER_NUMBER.exec(p)?.[1] ?? Number.NaN));
  return numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1) ? pieces.map((p) => p.trim()) : [text];
}

/** The glyph letter used as a bullet in `text` (three or more times), or null. */
function bulletGlyph(text: string): string | null {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(GLYPH_BULLET)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  let best: string | null = null;
  for (const [glyph, n] of counts) if (n >= 3 && (!best || n > counts.get(best)!)) best = glyph;
  return best;
}

function bulletPieces(piece: string, glyph: string): string[] {
  const out: string[] = [];
  let from = 0;
  let bullet = false;
  for (const m of piece.matchAll(GLYPH_BULLET)) {
    if (m[1] !== glyph) continue;
    const text = piece.slice(from, m.index).trim();
    if (text) out.push(bullet ? `• ${text}` : text);
    from = m.index! + m[0].length;
    bullet = true;
  }
  const last = piece.slice(from).trim();
  if (last) out.push(bullet ? `• ${last}` : last);
  return out;
}

/** The pieces of a run-on paragraph cut at its class markers and glyph bullets, or null when it has neither. */
export function splitRunOnMarkers(part: string): string[] | null {
  const classes = classPieces(part);
  const weeks = classes.length === 1 ? splitRunOnWeeks(part) : null;
  if (weeks) return weeks;
  const glyph = bulletGlyph(part);
  if (classes.length === 1 && !glyph) return null;
  const out: string[] = [];
  for (const c of classes) for (const p of glyph ? bulletPieces(c, glyph) : [c.trim()]) if (p) out.push(p);
  return out.length > 1 ? out : null;
}
