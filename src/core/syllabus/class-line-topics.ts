/**
 * A schedule of one line per class (`Wednesday, March 4: The Water Cycle, part 2`) that lists a class's
 * readings as bullets under its line (`• Okafor (2019): Chapter 6.`, `• Lee (2004), "Rain," Weather, 9: 4.`)
 * says by that layout what its class lines are: topics. When two classes or more hold two bulleted
 * readings each, a class line's own text is read as its topic unless it carries strong evidence of a
 * work (pages, or a score of 1.5 or more): a quoted topic (`“A Fair Trial”`), a `part 2`, a
 * `Topic, subtopic` pair are weak evidence and were taken as readings. A schedule that writes its
 * readings on the class lines (`Feb. 7 Hume Enquiry Ch. 2`) has no bulleted reading lists and is left as
 * the layouts read it.
 */
import type { Session } from './layouts';
import type { ReadingDraft } from './readings';

/** How many classes must list two bulleted readings before the class lines count as topics. */
const MIN_BULLETED_CLASSES = 2;
const MIN_BULLETS = 2;
/** A class line's candidate at or above this score (or with pages) stays a reading. */
const STRONG_SCORE = 1.5;

const onClassLine = (s: Session, d: ReadingDraft) => d.page === s.page && d.line === s.line;
const bulleted = (s: Session) =>
  s.readings.filter((d) => d.features.includes('bullet') && !onClassLine(s, d)).length >= MIN_BULLETS;
const weak = (d: ReadingDraft) => d.score < STRONG_SCORE && !d.features.includes('pages');

/** Returns the readings it removed (so the trace can say so); their titles become the classes' topics. */
export function classLineTopics(sessions: Session[]): ReadingDraft[] {
  const dated = sessions.filter((s) => s.date && !s.isWeek);
  if (dated.filter(bulleted).length < MIN_BULLETED_CLASSES) return [];
  const removed: ReadingDraft[] = [];
  for (const s of dated) {
    const drop = s.readings.filter((d) => onClassLine(s, d) && weak(d));
    if (!drop.length) continue;
    removed.push(...drop);
    s.readings = s.readings.filter((d) => !drop.includes(d));
    if (!s.topics.length) s.topics.push(...drop.map((d) => d.title));
  }
  return removed;
}
