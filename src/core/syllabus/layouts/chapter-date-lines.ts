/**
 * A chapter list under a header that names a chapter column and a date column (`Chapter Title Approx. Starting
 * Date`, `Chapter  Week of`): one line per textbook chapter, the chapter's number first and the date it starts
 * at the end of the line (`16. Kinetics: Rates and Mechanisms Jan. 20`, also `16)`), a long title wrapped onto a second line
 * that carries the date. The number is the chapter's, not a week's or a class's, so each line is written as a
 * dated line assigning the chapter (`Jan. 20: Chapter 16. Kinetics: Rates and Mechanisms`), the wrapped part
 * joined to it (its own line left empty). One output line per input line.
 *
 * Only three such lines or more, under the header (blank lines and a short header continuation such as
 * `(Week of)` allowed between them). Word by word at the line's end: no backtracking over user text.
 */
import { MONTH_PATTERN } from '../dates';

const HEADER_CHAPTER = /\bchapters?\b/i;
const HEADER_DATE = /\b(?:dates?|week\s+of)\b/i;
const MAX_HEADER = 80;
/** A header's continuation line in parentheses (`(Week of)`). */
const HEADER_NOTE = /^\s*\([^()]{1,30}\)\s*$/;
const NUMBERED = /^\s*(\d{1,2})[.)]\s+(\S.*)$/;
const MONTH_WORD = new RegExp(`^${MONTH_PATTERN}\\.?$`, 'i');
const DAY_WORD = /^\d{1,2}$/;
const MIN_LINES = 3;

const isBlank = (text: string | undefined) => text === undefined || !text.trim();

/** The line split into its text and its closing month-name date (`Jan. 20`), or null. */
function trailingDate(text: string): { body: string; date: string } | null {
  const words = text.trim().split(/\s+/);
  const month = words[words.length - 2] ?? '';
  const day = words[words.length - 1] ?? '';
  if (words.length < 3 || !MONTH_WORD.test(month) || !DAY_WORD.test(day)) return null;
  return { body: words.slice(0, -2).join(' '), date: `${month} ${day}` };
}

/** A chapter line `N. Title ... Month D` at `i` (or wrapped onto `i + 1`): its text and the lines it spans. */
function chapterLine(texts: string[], i: number): { text: string; span: number } | null {
  const m = NUMBERED.exec(texts[i]!);
  if (!m) return null;
  const own = trailingDate(m[2]!);
  if (own) return { text: `${own.date}: Chapter ${m[1]}. ${own.body}`, span: 1 };
  const next = texts[i + 1];
  if (isBlank(next) || NUMBERED.test(next!)) return null;
  const wrapped = trailingDate(next!);
  return wrapped
    ? { text: `${wrapped.date}: Chapter ${m[1]}. ${m[2]!.trim()} ${wrapped.body}`, span: 2 }
    : null;
}

/** The chapter lines under the header at `header`: [index, text, span] of each, up to the first other line. */
function listUnder(texts: string[], header: number): [number, string, number][] {
  const found: [number, string, number][] = [];
  let i = header + 1;
  while (i < texts.length) {
    if (isBlank(texts[i]) || (found.length === 0 && HEADER_NOTE.test(texts[i]!))) {
      i++;
      continue;
    }
    const line = chapterLine(texts, i);
    if (!line) break;
    found.push([i, line.text, line.span]);
    i += line.span;
  }
  return found;
}

const isHeader = (text: string) =>
  text.length <= MAX_HEADER && HEADER_CHAPTER.test(text) && HEADER_DATE.test(text) && !NUMBERED.test(text);

export function chapterDateLines(texts: string[]): string[] {
  let out: string[] | null = null;
  for (let h = 0; h < texts.length; h++) {
    if (!isHeader(texts[h]!)) continue;
    const lines = listUnder(texts, h);
    if (lines.length < MIN_LINES) continue;
    out ??= [...texts];
    for (const [i, text, span] of lines) {
      out[i] = text;
      if (span === 2) out[i + 1] = '';
    }
  }
  return out ?? texts;
}
