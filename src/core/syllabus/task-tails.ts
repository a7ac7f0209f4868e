/**
 * A reading followed, after semicolons, by the class's other work: `Cole, Open City through ch. 16;
 * HW 1 & 2`, `McKay, Amiable with Big Teeth through ch. 16; dérive 1 due; HW 4.` (a schedule of one
 * line per class: what to read, then homework and deadlines). The tasks' exclusion words made the
 * whole span a task, and a line that opens with an author and a work is read as one entry, so the
 * reading was dropped with them. Trailing `;` parts that are short (at most five words), carry an
 * exclusion word and name nothing to read are cut off, when what precedes them is taken as a reading
 * in the span's context. A `;` list of readings, a reading whose own title holds a `;`, and a note on the
 * reading itself (`; reading recommended, but not required`) are kept.
 */
import { classifySpan, hasExclusionMark, looksLikeReadingOnItsOwn, type SpanContext } from './classify';

/** At most this many trailing tasks are looked at (a class line names a few). */
const MAX_TAILS = 4;

/** `reading recommended, but not required`, `optional`: a note on the reading itself, which stays with it. */
const READING_NOTE = /\b(?:recommended|optional|not required|readings?)\b/i;

function isTask(part: string): boolean {
  // The exclusion word first: most parts have none, and it is cheaper to find than whether a part names a reading.
  return (
    !!part &&
    part.split(/\s+/).length <= 5 &&
    !READING_NOTE.test(part) &&
    hasExclusionMark(part) &&
    !looksLikeReadingOnItsOwn(part)
  );
}

/** The span without the tasks after its last semicolons, when what is left is a reading. */
export function withoutTaskTails(text: string, context: SpanContext): string {
  if (!text.includes(';')) return text;
  let head = text;
  for (let n = 0; n < MAX_TAILS; n++) {
    const at = head.lastIndexOf(';');
    if (at < 0 || !isTask(head.slice(at + 1).trim())) break;
    head = head.slice(0, at).trimEnd();
  }
  if (head === text || !head) return text;
  return classifySpan({ text: head, context, bulletPrior: 0 }).take ? head : text;
}
