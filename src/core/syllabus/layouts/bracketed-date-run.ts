/**
 * A week's classes run together on one line, each opened by a bracket that holds only its date, in
 * day-month-year or ISO style: `[06-Sep-2017] lecture 1: Chapters 1-6 [08-Sep-2017] tutorial 1: 2.1,
 * 2.2 ... lecture 2: Chapters 7-8`. The line is cut before each such date (the brackets dropped, so the
 * dated-heading layout reads it), and each piece again before the numbered activity labels that run
 * through the line (`lecture 2`, `tutorial 3`: a lowercase word met with two numbers or more), each
 * part under its class's date, so a lecture's chapters are not read into the exercise list before it. A bracket with words beside the
 * date (`[Exam of 07-Apr-2014]`) is a reference, not a class. Bounded repeats: no backtracking.
 */
import { MONTH_PATTERN } from '../dates';

/** `[06-Sep-2017]` / `[2017-09-06]`: a bracket holding only a full date. */
const BRACKET_DATE = new RegExp(
  `\\[\\s?(\\d{1,2}-${MONTH_PATTERN}\\.?-\\d{4}|\\d{4}-\\d{2}-\\d{2})\\s?\\]`,
  'gi',
);
/** ` lecture 2: ` / ` lecture 3 Chapters`: a lowercase activity word and its number in mid-line. */
const ACTIVITY = /(?<=\S)\s+(?=([a-z]{4,12}) (\d{1,2})(?::|\s[A-Z]))/g;
const MIN_DATES = 2;

/** Activity words that run through the text with two numbers or more (`lecture 1` ... `lecture 2`). */
function seriesWords(text: string): Set<string> {
  const numbers = new Map<string, Set<string>>();
  for (const m of text.matchAll(/\b([a-z]{4,12}) (\d{1,2})(?::|\s[A-Z])/g)) {
    const seen = numbers.get(m[1]!) ?? new Set<string>();
    seen.add(m[2]!);
    numbers.set(m[1]!, seen);
  }
  return new Set([...numbers].filter(([, n]) => n.size >= 2).map(([w]) => w));
}

/** The class's text cut before each numbered activity label of a series, every part under the class's date. */
function cutAtActivities(date: string, piece: string, series: Set<string>): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of piece.matchAll(ACTIVITY)) {
    if (!series.has(m[1]!)) continue;
    out.push(piece.slice(from, m.index));
    from = m.index! + m[0].length;
  }
  out.push(piece.slice(from));
  return out
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) => `${date} ${p}`);
}

/** The classes of a run-on line cut at its bracketed dates, or null when it has fewer than two. */
export function splitAtBracketedDates(text: string): string[] | null {
  // Each bracketed date opens with `[`: a line with fewer than MIN_DATES (two) of them is not scanned.
  const bracket = text.indexOf('[');
  if (bracket < 0 || text.indexOf('[', bracket + 1) < 0) return null;
  const dates = [...text.matchAll(BRACKET_DATE)];
  if (dates.length < MIN_DATES) return null;
  const series = seriesWords(text);
  const pieces: string[] = [];
  const head = text.slice(0, dates[0]!.index).trim();
  if (head) pieces.push(head);
  dates.forEach((m, i) => {
    const end = dates[i + 1]?.index ?? text.length;
    pieces.push(...cutAtActivities(m[1]!, text.slice(m.index! + m[0].length, end), series));
  });
  return pieces;
}
