/**
 * An instruction to buy the course's materials (`Buy textbook & download the first reading`, `Purchase the
 * course pack`, `Order your reader`): a task before the course starts, not a reading, even in a reading column
 * (its words name a book, so the span otherwise has a reading's marks). A buying verb opens the span and a word
 * for the course's book follows it, an article or `your` between them at most.
 */
const PURCHASE_TASK =
  /^(?:buy|purchase|order)\s{1,3}(?:(?:the|your|a|our)\s{1,3})?(?:course\s{1,3})?(?:text(?:book)?s?|books?|casebooks?|course\s?packs?|coursepacks?|readers?)\b/i;

export function isPurchaseTask(text: string): boolean {
  return PURCHASE_TASK.test(text);
}
