/**
 * Spans that tell the student when and where the class meets, or that there is nothing to read —
 * course logistics that can carry a reading's shapes (a room number `1441-113` reads as a page range,
 * a label `Readings: None` as a labelled item), or remarks about a work. The classifier never takes them (a veto in classify.ts).
 */
import type { Feature } from './classify';

/** A clock-time range: `08.00 – 10.00`, `2:50 pm – 4:40 pm`, `15:15–17:00`. */
const TIME_RANGE = /\b\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?\s*)?[–—-]\s*\d{1,2}[:.]\d{2}\b/i;
/** What says the time range is a meeting's: a weekday, a numbered room, am/pm (section numbers `1.01-1.02` have none). */
const MEETING_CUE =
  /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b|\b(?:room|rm|aud|auditorium|hall|building|bldg)\.?\s*#?\d|\b[ap]\.?m\b/i;

/** "Lectures: Thursdays 08.00 – 10.00 in 1441-113", "Mondays 10.00 – 12.00 in room 1483-444". */
export function isMeetingNote(text: string): boolean {
  return TIME_RANGE.test(text) && MEETING_CUE.test(text);
}

/**
 * "Rule 56 was reorganized in 2010, with the result that the provisions have been moved around": a
 * sentence of prose (ten words or more, mostly lower case, with a finite verb) that mentions a rule, a
 * book part or a work by name, with nothing that assigns it (no pages, no reading label or verb, no
 * case or section to read), says something about the work; it is no reading. A title in title case
 * ("Why the Constitution Was Written and What It Has Meant") is not prose.
 */
const ASSIGNS: readonly Feature[] = [
  'pages',
  'caseName',
  'sectionNumber',
  'readVerb',
  'labelled',
  'readingList',
];
const FINITE_VERB = /\b(?:is|are|was|were|has|have|had|will|would|can|could|should|must)\b/;

export function isRemarkAboutAWork(text: string, features: readonly Feature[]): boolean {
  if (features.some((f) => ASSIGNS.includes(f)) || !FINITE_VERB.test(text)) return false;
  const words = text.match(/[A-Za-z][\w'’-]*/g) ?? [];
  if (words.length < 10) return false;
  const lower = words.filter((w) => /^[a-z]/.test(w)).length;
  return lower >= 0.6 * words.length;
}

/** "None", "n/a", "Nothing", "—": the answer a reading label gives when there is nothing to read. */
export function isNothingToRead(text: string): boolean {
  return /^\W*(?:none|n\/?a|nothing|no readings?|-+|—+)\W*$/i.test(text.trim());
}
