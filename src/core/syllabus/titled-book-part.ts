/**
 * A book's title with the part it assigns after a colon (`Introduction to Data Science: Chapter 7`,
 * `Introduction to Algorithms: ch. 3`, `Introduction to Sociology: pp. 10-20`). A title may open with
 * words that open a task elsewhere (`Introduction to the course`), but a title followed by its chapter,
 * section or pages is the book part a student reads, not a task.
 */
const TITLED_PART = /^[^:]{3,80}:\s*(?:chapters?|chs?\.?|sections?|§|pp?\.)\s*\d/i;

export function isTitledBookPart(text: string): boolean {
  return TITLED_PART.test(text.trim());
}
