/**
 * A class line whose `;` items mix the reading with other work: `Introduction - Read Pages 1-12; Post
 * Introductory Video to Canvas; Questions to Think About`, `Federal Rulemaking - In-class assignment;
 * Skim E-Rulemaking article`. The item with a read verb (after the topic and a dash, or alone) names
 * pages or a readable thing: it is the reading; the other items stay only when they name something to read
 * and no task, exercise or question (videos to post, polls, CALI exercises go). A list of readings that
 * ends with a `skim` item is left to the usual splitting. Without this the whole line is one span whose
 * `exercise`/`assignment` words drop the reading too.
 */
import { featuresOf, looksLikeReadingOnItsOwn } from './classify';
import { findPages } from './pages';
import { BOOK_PART } from './signals';

/** `Read Pages 1-12`, `Topic - Read Pages 1-12`, `Skim E-Rulemaking article`. */
const READ_ITEM = /^(?:[^;]{1,120}?\s[-–—]\s)?(?:read|re-?read|skim)\b/i;

/** An item that names something to read and no task, exercise or question. */
function readableWork(item: string): boolean {
  if (!looksLikeReadingOnItsOwn(item)) return false;
  const f = featuresOf({ text: item, context: 'line', bulletPrior: 0 });
  return !f.includes('exclusion') && !f.includes('taskVerb') && !f.includes('question');
}

/** The read items of a `;` list with a read instruction among other work; null when it has none. */
export function readItems(items: readonly string[]): string[] | null {
  if (items.length < 2) return null;
  const read = items.filter((i) => READ_ITEM.test(i.trim()) && (findPages(i) !== null || BOOK_PART.test(i)));
  if (!read.length) return null;
  // `Houses of History, 141-50; skim 151-71`: a list of readings that ends with a skim is no such line.
  const first = items.indexOf(read[0]!);
  if (items.slice(0, first).some((i) => looksLikeReadingOnItsOwn(i))) return null;
  return items.filter((i) => read.includes(i) || readableWork(i)).map((i) => i.trim());
}
