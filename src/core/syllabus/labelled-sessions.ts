/**
 * A schedule whose classes label their readings (`Class 3` / topic bullets / `Reading Due:` / the
 * readings / `Homework:` / tasks) says by the label which lines are readings: the topic outline above
 * the label names what the class discusses ("Intro to the Constitution", "Review case brief for X v.
 * Y"), not something to read. When three or more sessions hold a labelled reading and the labelled
 * sessions are most of those with readings, a labelled session drops the unlabelled readings that
 * stand above its first labelled one; lines after the label (`Required Reading: A, Ch. 1` / `B, Ch.
 * 2`) go on with the list and stay, and a session without a label is left as the layouts read it.
 */
import type { Session } from './layouts';
import type { ReadingDraft } from './readings';
import { isLabelledByLabel } from './title-drafts';

/** How many sessions must label their readings before the document counts as labelling them. */
const MIN_LABELLED = 3;

const labelled = (s: Session) => s.readings.some(isLabelledByLabel);

const above = (d: ReadingDraft, label: ReadingDraft) =>
  d.page < label.page || (d.page === label.page && d.line < label.line);

/** Returns the readings it removed (so the trace can say so). */
export function keepLabelledReadings(sessions: Session[]): ReadingDraft[] {
  const withReadings = sessions.filter((s) => s.readings.length);
  const withLabels = withReadings.filter(labelled);
  if (withLabels.length < MIN_LABELLED || withLabels.length * 4 < withReadings.length * 3) return [];
  const removed: ReadingDraft[] = [];
  for (const s of withLabels) {
    const first = s.readings.find(isLabelledByLabel)!;
    const keep = (d: ReadingDraft) => d.features.includes('labelled') || !above(d, first);
    removed.push(...s.readings.filter((d) => !keep(d)));
    s.readings = s.readings.filter(keep);
  }
  return removed;
}
