/**
 * A notice where an assignment would be — `Assignment: No first assignment.`, `Assignment: The first
 * assignment for this class will be posted on the TWEN site.`, `Reading: none yet; to be announced` —
 * says there is nothing to read (yet). Under a reading label it names no work, so it is no reading;
 * a line that does name one (pages, a chapter, a case, a quoted title) is judged as usual, even when it
 * adds that the text "will be posted".
 */
import { hasReadingSignal } from './signals';

const NOTICE =
  /^(?:no\s+(?:first\s+)?(?:reading|assignment|homework)s?\b|none\b)|\b(?:will|to)\s+be\s+(?:posted|announced|distributed|emailed|e-mailed|provided|handed out)\b/i;

export function isAssignmentNotice(text: string): boolean {
  return NOTICE.test(text.trim()) && !hasReadingSignal(text);
}
