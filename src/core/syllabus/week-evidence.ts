/**
 * How sure the calendar pass was of a reading's week, and what that does to the confidence of a reading
 * that only its week and date can identify.
 *
 * A reading the syllabus gives no title of its own (a reading cell that is only `pp 1-22`, titled
 * `Assigned pages` or after the document's default source) names no work a student could recognise: it
 * is "the pages for that class", right only in the right class. The scorer says the same: it pairs such
 * a reading with a true one by its pages only when the week agrees too (corpus/tools/score-syllabus.mjs;
 * a reading whose title matches is paired in any week).
 *
 * The calendar is sure of a session's week when it put the session on a date (a dated row or heading
 * whose year it knows) or the syllabus printed the week (a week heading, a week column). Otherwise the
 * week was worked out: numbered classes grouped by their order, a row carried into the week above, dates
 * without a year counted from each other, a row whose date cell the calendar could not read. At first
 * sight (fresh5-29, before this rule), untitled readings the calendar gave no date were paired 37.5 % of
 * the time at >= 80 (24; fresh7 t71, fresh33 t334) and 50.0 % at 60-79 (22), against 78.0 % (50) for
 * untitled readings it dated (docs/structurer.md, "Confidence", round 6).
 *
 * Such a reading is put under the review screen's highlight (WEEK_UNSURE_CAP, < 70): the student is
 * asked to check its class. Only a confidence is lowered; which readings are found never changes.
 */
import { capConfidence } from './confidence-cap';
import type { ReadingDraft } from './readings';
import type { SignalTrace } from './trace';
import { UNTITLED_READING } from './untitled-reading';

/** Where the calendar pass took a session's week from: a calendar date, a printed week, or neither. */
export type WeekSource = 'date' | 'printed' | 'worked out';

/** Highest confidence of an untitled reading whose week was worked out: highlighted (< 70). */
export const WEEK_UNSURE_CAP = 65;

/** The title the reading pass gives a page range that has no title of its own (readings.ts). */
export const UNTITLED = UNTITLED_READING;

/** What the week of a placed session rests on (the fields every version of `Session` has). */
export interface PlacedLike {
  session: {
    explicitWeek?: number;
    isWeek: boolean;
    readings: ReadingDraft[];
  };
  day?: number;
}

/** The session's calendar day when it has one (its year known), else its printed week, else neither. */
export function weekSourceOf(p: PlacedLike): WeekSource {
  if (p.day !== undefined) return 'date';
  if (p.session.explicitWeek !== undefined || p.session.isWeek) return 'printed';
  return 'worked out';
}

/** Is the reading titled only by the structurer (no title of its own: `Assigned pages` or the default source)? */
export const isUntitled = (d: Pick<ReadingDraft, 'title'>, defaultSource: string | null): boolean =>
  d.title === UNTITLED || (defaultSource !== null && d.title === defaultSource);

/**
 * Lowers, in place, to WEEK_UNSURE_CAP the confidence of every untitled reading whose session's week was
 * worked out (no calendar day, no printed week). `defaultSource` is the source the syllabus says its page
 * numbers refer to (an untitled reading is titled after it).
 */
export function capUnsureWeeks(
  placed: readonly PlacedLike[],
  defaultSource: string | null,
  trace?: { signals?: SignalTrace[] },
): void {
  const done = new Set<ReadingDraft>();
  for (const p of placed) {
    if (weekSourceOf(p) !== 'worked out') continue;
    for (const d of p.session.readings) {
      if (done.has(d) || !isUntitled(d, defaultSource)) continue;
      done.add(d);
      capConfidence(d, WEEK_UNSURE_CAP, 'weekUnsure', trace);
    }
  }
}
