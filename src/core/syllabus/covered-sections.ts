/**
 * Section numbers that a schedule prints as something other than a reading (issue 9, fresh26 t261):
 *
 * - a problem list after a section: `Sec 1.3: 28 even, 28, 32`, `§2.1: 1, 5, 9 odd` — exercise numbers
 *   of the section (a homework cell), not its pages;
 * - the topic of a class that covers a section the schedule assigned earlier with a read verb: in a
 *   calendar whose reading column says `Read 2.1` for the next class, that class's topic cell opens with
 *   `Sec 2.1 Matrix multiplication` — what the class covers, the section already read.
 *
 * The second is read only where the document assigns its sections with a read verb (three or more
 * `Read 1.2` readings), so a schedule that lists its sections only as `Sec 2.1 Title` keeps them.
 * Both are removed from their sessions after the scan, like the certain non-readings of no-reading-drop.ts.
 */
import type { ReadingDraft } from './readings';
import type { Trace } from './trace';

/** `Sec 1.3: 28 even, 28, 32` / `§ 2.1: 1, 5, 9 odd`: a dotted section, a colon, problem numbers only. */
const PROBLEM_LIST =
  /^(?:sec(?:tion)?s?\.?|§)\s*\d+(?:\.\d+)+\s*:\s*\d+(?:\s*(?:even|odd|all))?(?:\s*,\s*\d+(?:\s*(?:even|odd|all))?)*\.?$/i;

/** `Read 2.1`, `Read 1.34` (titled `Sections 2.1` once read): a dotted section number opening the title. */
const READ_SECTION = /^(?:read|sec(?:tion)?s?\.?)\s+(\d+\.\d+)\b/i;

/** A section the reading's read verb assigns. */
const assignedSection = (d: ReadingDraft) =>
  d.features.includes('readVerb') ? READ_SECTION.exec(d.title)?.[1] : undefined;

/** `Sec 2.1 Matrix multiplication`: a section label and a dotted number opening the span. */
const SECTION_SPAN = /^(?:sec(?:tion)?s?\.?|§)\s*(\d+\.\d+)\b/i;

export function isProblemList(title: string): boolean {
  return PROBLEM_LIST.test(title.trim());
}

/** The readings, in document order, that are covered-section topics or problem lists. */
export function coveredSectionReadings(readings: readonly ReadingDraft[]): Set<ReadingDraft> {
  const out = new Set<ReadingDraft>(readings.filter((d) => isProblemList(d.title)));
  const assigned = readings.filter((d) => assignedSection(d) !== undefined);
  if (assigned.length < 3) return out;
  const read = new Set<string>();
  for (const d of readings) {
    const own = assignedSection(d);
    if (own) {
      read.add(own);
      continue;
    }
    const covered = SECTION_SPAN.exec(d.title)?.[1];
    if (covered && read.has(covered)) out.add(d);
  }
  return out;
}

/** Removes, in place, the covered-section topics and problem lists from the sessions. */
export function dropCoveredSections(sessions: readonly { readings: ReadingDraft[] }[], trace?: Trace): void {
  const all = sessions.flatMap((s) => s.readings);
  const dropped = coveredSectionReadings(all);
  if (!dropped.size) return;
  for (const s of sessions) {
    const kept = s.readings.filter((d) => !dropped.has(d));
    if (kept.length !== s.readings.length) s.readings.splice(0, s.readings.length, ...kept);
  }
  if (!trace) return;
  for (const d of dropped)
    for (const s of trace.spans)
      if (s.take && s.page === d.page && s.line === d.line && s.text.startsWith(d.title.slice(0, 12))) {
        s.take = false;
        s.removedBy = 'covered-sections';
      }
}
