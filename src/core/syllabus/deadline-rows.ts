/**
 * A dated row that only announces work (`12 Mar | Essay 1 Due`, `9 Mar | Unit 2 Questions Posted`): an
 * "important dates" list of deadlines printed beside the schedule. Its day is a deadline, not a class, so
 * it is no evidence of the meeting days and does not end the semester (semester.ts).
 */
import { isAcademicDeadline } from './academic-deadlines';
import type { Session } from './layouts';

/** A notice that work is due, posted or released, the verb closing the phrase. */
const NOTICE =
  /\b(?:due(?:\s+in\s+(?:section|class|lab|recitation|discussion))?|posted|released|assigned|handed out)\.?$/i;

/** The row's own cell (its first topic; a heading under the list may have joined it) only announces work. */
export function isDeadlineRow(s: Session): boolean {
  if (s.readings.length || !s.topics.length) return false;
  const parts = s.topics[0]!.split(';').map((t) => t.trim());
  return parts.every((t) => t !== '' && (NOTICE.test(t) || isAcademicDeadline(t)));
}
