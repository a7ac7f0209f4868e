/**
 * Spans that tell the student when and where the class meets, or that there is nothing to read —
 * course logistics that can carry a reading's shapes (a room number `1441-113` reads as a page range,
 * a label `Readings: None` as a labelled item). The classifier never takes them (a veto in classify.ts).
 */

/** A clock-time range: `08.00 – 10.00`, `2:50 pm – 4:40 pm`, `15:15–17:00`. */
const TIME_RANGE = /\b\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?\s*)?[–—-]\s*\d{1,2}[:.]\d{2}\b/i;
/** What says the time range is a meeting's: a weekday, a numbered room, am/pm (section numbers `1.01-1.02` have none). */
const MEETING_CUE =
  /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b|\b(?:room|rm|aud|auditorium|hall|building|bldg)\.?\s*#?\d|\b[ap]\.?m\b/i;

/** "Lectures: Thursdays 08.00 – 10.00 in 1441-113", "Mondays 10.00 – 12.00 in room 1483-444". */
export function isMeetingNote(text: string): boolean {
  return TIME_RANGE.test(text) && MEETING_CUE.test(text);
}

/** "None", "n/a", "Nothing", "—": the answer a reading label gives when there is nothing to read. */
export function isNothingToRead(text: string): boolean {
  return /^\W*(?:none|n\/?a|nothing|no readings?|-+|—+)\W*$/i.test(text.trim());
}
