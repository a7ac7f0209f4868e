/**
 * A reading line that LEADS the dated classes it belongs to: a unit heading, then `Reading: Chapters 2,
 * 3 + 4`, then the unit's dated lecture lines (`Sept 16: Ideas of Tragedy`, `Sept 21: ...`). Read line by
 * line, the label falls into the session of the last dated line above it, one unit early (and the first
 * unit's reading, above every date, is outside the schedule). Each such label line is moved to just under
 * the dated line that follows it, so the unit's first class holds the unit's reading.
 *
 * Read only when the document has this shape and not the usual one (`Sept 9: Topic` / `Reading: Ch 1`,
 * the label under its class): the first reading label comes before the first dated line, at least two
 * labels sit right above a dated line, none sits right under one, and there are more dated lines than
 * labels (units span several classes).
 */
import { leadingDate } from './dates';
import type { PreparedLine } from './prepare';

/** `Reading: ...`, `Readings: ...`, `Read: ...`, `Required reading: ...` with text after the colon. */
const READING_LABEL = /^(?:required\s+)?(?:readings?|read)\s*:\s*\S/i;
/** A week, unit or class heading above the label: the label is that heading's own reading. */
const PERIOD_HEADING = /^(?:week|wk|unit|module|session|class|lecture|day)\b/i;

const isDated = (l: PreparedLine) => leadingDate(l.text) !== null;

export function moveLeadingReadingLabels(lines: PreparedLine[]): PreparedLine[] {
  const filled = lines.filter((l) => l.text.trim() !== '');
  const firstLabel = filled.findIndex((l) => READING_LABEL.test(l.text));
  const firstDated = filled.findIndex(isDated);
  if (firstLabel < 0 || firstDated < 0 || firstLabel > firstDated) return lines;
  const moves: [PreparedLine, PreparedLine][] = [];
  let labels = 0;
  let dated = 0;
  for (let k = 0; k < filled.length; k++) {
    const l = filled[k]!;
    if (isDated(l)) dated++;
    if (!READING_LABEL.test(l.text)) continue;
    labels++;
    const prev = filled[k - 1];
    const next = filled[k + 1];
    // A label under a dated line is that class's reading: the usual layout, nothing is moved.
    if (prev && isDated(prev)) return lines;
    if (next && isDated(next) && !(prev && PERIOD_HEADING.test(prev.text))) moves.push([l, next]);
  }
  if (moves.length < 2 || dated <= labels) return lines;
  // One pass (no search per move): each moved label is held back and written after its dated line.
  const after = new Map(moves.map(([label, under]) => [under, label]));
  const moved = new Set(moves.map(([label]) => label));
  const out: PreparedLine[] = [];
  for (const l of lines) {
    if (moved.has(l)) continue;
    out.push(l);
    const label = after.get(l);
    if (label) out.push(label);
  }
  return out;
}
