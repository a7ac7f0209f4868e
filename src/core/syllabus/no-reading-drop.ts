/**
 * Readings dropped because the shape of their line alone says they are no reading (issue 9). The
 * confidence signals of not-page-ranges.ts lower a reading whose "pages" are a grade percentage, a
 * telephone number or a month's day range; on the first-sight runs 1 of 23 readings they fired on was
 * right. Here the certain cases are removed from their session: every range of the reading's pages
 * is written only where it is no page range (`0-3%`, `407-823-2371`, `(562) 907-4825`, `Mar 3-10`, `Week of 3-7 September`, `20-24 April`),
 * never after a page word (`pp. 3-10`), and the reading names no work besides those numbers (no
 * chapter, section, case, statute, quoted title, "Author, Title", cited year or "Read" verb). Other
 * readings of the same line are separate drafts and stay.
 */
import { WORK_SHAPES, type Feature } from './classify';
import {
  calledPages,
  isAfterMonthAt,
  isAfterWeekWordAt,
  isBeforeMonthAt,
  isPercentageAt,
  isPhoneNumberAt,
  pageRanges,
  type RangeSurrounding,
  rangeOccurrences,
} from './not-page-ranges';
import type { ReadingDraft } from './readings';
import type { Trace } from './trace';

/** Features that name a work other than by its pages: a reading with one of them is kept. */
const OTHER_WORK: ReadonlySet<Feature> = new Set<Feature>([
  ...WORK_SHAPES.filter((f) => f !== 'pages'),
  'readVerb',
]);

const MAX_DAY = 31;

const isNoPageAt = (at: RangeSurrounding) =>
  !calledPages(at) &&
  (isPercentageAt(at) || isPhoneNumberAt(at) || isAfterMonthAt(at) || isAfterWeekWordAt(at));

/** Is every part of the pages a range written on the line only where it is no page range? */
export function pagesAreNoPages(lineText: string, pages: string | null): boolean {
  if (!pages) return false;
  const ranges = pageRanges(pages);
  if (ranges.length !== pages.split(/[,;]/).length) return false;
  return ranges.every(([from, to]) => {
    const places = rangeOccurrences(lineText, from, to);
    // Days of a month before the month's name (`20-24 April`): a week's dates written day first.
    const days = Number(to) <= MAX_DAY && Number(from) < Number(to);
    return (
      places.length > 0 &&
      places.every((at) => isNoPageAt(at) || (days && !calledPages(at) && isBeforeMonthAt(at)))
    );
  });
}

/** Is the reading certainly none: pages that are no pages, and nothing else naming a work? */
export function isCertainlyNoReading(d: ReadingDraft, lineText: string): boolean {
  return pagesAlone(d) && pagesAreNoPages(lineText, d.pages);
}

/**
 * Removes, in place, every reading of the sessions that is certainly none. `lines` are the document's
 * prepared lines (a reading's source line is found by its page and line); the trace marks the spans
 * of the dropped readings as removed.
 */
export function dropNoReadings(
  sessions: readonly { readings: ReadingDraft[] }[],
  lines: readonly { page: number; line: number; text: string }[],
  trace?: Trace,
): void {
  // Only readings whose pages are all they show are looked at; most documents have none.
  const doubtful = sessions.flatMap((s) => s.readings.filter(pagesAlone));
  if (!doubtful.length) return;
  const keys = new Set(doubtful.map(lineKey));
  const textAt = new Map<string, string>();
  for (const l of lines) {
    const key = lineKey(l);
    if (keys.has(key)) textAt.set(key, textAt.has(key) ? `${textAt.get(key)} ${l.text}` : l.text);
  }
  const dropped = new Set(doubtful.filter((d) => pagesAreNoPages(textAt.get(lineKey(d)) ?? '', d.pages)));
  if (!dropped.size) return;
  for (const s of sessions) {
    const kept = s.readings.filter((d) => !dropped.has(d));
    if (kept.length !== s.readings.length) s.readings.splice(0, s.readings.length, ...kept);
  }
  markDropped(trace, [...dropped]);
}

const lineKey = (at: { page: number; line: number }) => `${at.page}:${at.line}`;

/** A reading with pages that names no work besides them. */
const pagesAlone = (d: ReadingDraft) => d.pages !== null && !d.features.some((f) => OTHER_WORK.has(f));

/** Marks the taken spans that hold a dropped reading's pages as removed (not its line's other readings). */
function markDropped(trace: Trace | undefined, dropped: readonly ReadingDraft[]): void {
  if (!trace) return;
  for (const d of dropped) {
    const first = pageRanges(d.pages)[0];
    for (const s of trace.spans) {
      if (!s.take || s.page !== d.page || s.line !== d.line) continue;
      if (first && rangeOccurrences(s.text, first[0], first[1]).length === 0) continue;
      s.take = false;
      s.removedBy = 'no-reading-drop';
    }
  }
}
