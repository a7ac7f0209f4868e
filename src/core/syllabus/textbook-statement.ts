/**
 * A sentence that names the course's book (`The textbook for the course is Strauss, ..., Gellhorn and
 * Byse's Administrative Law ...`, `The casebook for this class will be ...`, `Our required text is
 * ...`): the book list, not an assignment; the assignment says which pages of it to read. A veto in
 * classify.ts.
 */
const TEXTBOOK_IS =
  /^(?:the|our)\s+(?:required\s+)?(?:text(?:book)?|casebook|course\s+(?:text|book)|book)s?\s+(?:for\s+(?:the|this|our)\s+(?:course|class)\s+)?(?:is|are|will\s+be)\b/i;

export function isTextbookStatement(text: string): boolean {
  return TEXTBOOK_IS.test(text.trim());
}
