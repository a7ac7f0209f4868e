/**
 * A document-level "weeks not found" signal: a reading list the calendar put in one undated week.
 *
 * When the weeks of a schedule are not found (a two-column table flattened column by column, eleven
 * topics and then eleven `Essentials, Ch. N` cells; a reading list with no class rows; a bibliography
 * under one heading), its readings land together in one week that no date places: at least
 * MIN_LIST_READINGS of them and at least half of all the document's readings. Each reading may be found
 * rightly, but its week is not known, and a reading the student is told is sure should be sure of its
 * class too. At first sight (fresh5-33, the folders the rule was chosen on) the readings at >= 80 in such
 * a week were paired with a true reading 100 % of the time (57) but in the truth's week 15.8 % (9 of 57),
 * against 74.0 % (308 of 416) for the whole band; in fresh34-37, looked at only after the rule was
 * chosen, they were fresh34 l344's ten, none right (docs/structurer.md, "Confidence", round 7).
 *
 * Such readings keep their confidence up to LIST_WEEK_CAP: out of the top band, not highlighted on their
 * own (the review screen's highlight is < 70). Which readings are found, and their weeks, never change.
 */
import { capConfidence } from './confidence-cap';
import type { ReadingDraft } from './readings';
import type { SignalTrace } from './trace';

/** Readings one undated week must hold before it counts as a list put in one week. */
export const MIN_LIST_READINGS = 6;
/** Highest confidence of a reading in such a week: below the top band. */
export const LIST_WEEK_CAP = 79;

/** What the signal reads of a placed session: its week, whether the calendar dated it, its readings. */
export interface PlacedInWeek {
  session: { readings: ReadingDraft[] };
  day?: number;
  week: number;
}

/**
 * The week (its number) that holds at least MIN_LIST_READINGS readings and at least half of the
 * document's readings while no session in it has a date; undefined when there is none.
 */
export function listWeekOf(placed: readonly PlacedInWeek[]): number | undefined {
  const all = new Set<ReadingDraft>();
  const byWeek = new Map<number, { readings: Set<ReadingDraft>; dated: boolean }>();
  for (const p of placed) {
    const w = byWeek.get(p.week) ?? { readings: new Set<ReadingDraft>(), dated: false };
    for (const d of p.session.readings) {
      w.readings.add(d);
      all.add(d);
    }
    w.dated ||= p.day !== undefined;
    byWeek.set(p.week, w);
  }
  for (const [week, w] of byWeek)
    if (!w.dated && w.readings.size >= MIN_LIST_READINGS && 2 * w.readings.size >= all.size) return week;
  return undefined;
}

/** Lowers, in place, to LIST_WEEK_CAP the confidence of every reading of a list put in one undated week. */
export function capListInOneWeek(placed: readonly PlacedInWeek[], trace?: { signals?: SignalTrace[] }): void {
  const week = listWeekOf(placed);
  if (week === undefined) return;
  const done = new Set<ReadingDraft>();
  for (const p of placed) {
    if (p.week !== week) continue;
    for (const d of p.session.readings) {
      if (done.has(d)) continue;
      done.add(d);
      capConfidence(d, LIST_WEEK_CAP, 'listInOneWeek', trace);
    }
  }
}
