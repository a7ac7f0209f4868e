/**
 * A class given by a visitor: `Guest Speaker: Ada Marsh`, `Guest lecture: Ian Vale`, `Guest Lecture 2: Ada
 * Marsh`, `Invited speaker – Ada Marsh`, `Guest Instructor`. The name after the label is a person who
 * speaks, written exactly like an author; the label says no work is assigned. A veto in classify.ts.
 */
const SPEAKER_LABEL =
  /^(?:(?:special|virtual)\s+)?(?:guest|invited|visiting)\s+(?:speakers?|lectures?|lecturers?|instructors?|talks?|presenters?)(?:\s+\d{1,2})?\s*(?:$|[:,(–—-]\s*)/i;

/** Is the text only a visitor's label, or such a label and the visitor's name? */
export function isSpeakerLabel(text: string): boolean {
  const t = text.trim();
  const m = SPEAKER_LABEL.exec(t);
  if (!m) return false;
  // What follows the label is a name (capitalised words, initials), not a work with pages or quotes.
  const rest = t.slice(m[0].length);
  return !/["“‘\d]/.test(rest) && rest.split(/\s+/).length <= 5;
}
