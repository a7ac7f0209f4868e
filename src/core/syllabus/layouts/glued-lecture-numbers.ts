/**
 * A lecture table flattened with no separator at all: the lecture number (or range of lectures) is glued to
 * the first word of the row (`2Plato, Apology`, `5-6Aristotle, Politics`, `10-12Hobbes, Leviathan`). Read
 * only as a run: four or more such lines whose first numbers count up. Each is written back as a numbered
 * item of its first lecture (`5. Aristotle, Politics`), so the numbered-list layouts read it (one lecture,
 * one unit, as for any undated numbered list).
 */

import { leadingDate } from '../dates';

/** A number or a range glued to a capital or an opening quote: `2Plato`, `8-9Machiavelli`. */
const GLUED = /^(\d{1,2})(?:\s?[-–]\s?\d{1,2})?(?=[A-Z"“])/;
const MIN_RUN = 4;

export function unglueLectureNumbers(texts: readonly string[]): string[] {
  const hits: { index: number; no: number; len: number }[] = [];
  texts.forEach((t, index) => {
    const m = GLUED.exec(t);
    // `4Sep 10, 2031Reading: ...`: a number glued to a date is a table's glued cells (glued-date), not a lecture.
    if (m && !leadingDate(t.slice(m[0].length))) hits.push({ index, no: Number(m[1]), len: m[0].length });
  });
  if (hits.length < MIN_RUN) return texts as string[];
  const counting = hits.every((h, i) => i === 0 || h.no > hits[i - 1]!.no);
  if (!counting) return texts as string[];
  const out = texts.slice();
  for (const h of hits) out[h.index] = `${h.no}. ${texts[h.index]!.slice(h.len)}`;
  return out;
}
