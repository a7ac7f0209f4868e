/**
 * A term in quotation marks inside a topic: `RCRA Overview; Definition of “Hazardous Waste”`,
 * `The “New Deal” and its critics`. A short quoted phrase (three words at most) that follows a small
 * word (`of`, `the`, `on` ...) names a concept the class discusses, not a work to read; a work's title
 * in quotes stands after its author or at the start (`Smith, “Long Title of an Essay”`). Without any
 * other reading signal (pages, a chapter, a case or a statute) such a line is a topic.
 */
import { findPages } from './pages';
import { BOOK_PART, CASE_NAME, DATED_SOURCE, STATUTE } from './signals';

const TERM_AFTER_SMALL_WORD =
  /\b(?:of|the|on|a|an|as|about|for|and|called|so-called)\s+[“"]([^“”"]{2,40})[”"]/i;

export function isQuotedTermTopic(text: string): boolean {
  const m = TERM_AFTER_SMALL_WORD.exec(text);
  if (!m || m[1]!.trim().split(/\s+/).length > 3) return false;
  // One quoted phrase only: several are titles of works.
  if ((text.match(/[“"]/g) ?? []).length > 2) return false;
  return (
    findPages(text) === null &&
    !BOOK_PART.test(text) &&
    !CASE_NAME.test(text) &&
    !STATUTE.test(text) &&
    !DATED_SOURCE.test(text)
  );
}
