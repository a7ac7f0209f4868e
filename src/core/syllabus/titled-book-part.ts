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

/**
 * A numbered chapter with its title after the number (`Ch 12. if Tests and Syntax Rules`, `Chapter 4:
 * Exams in History`): the words after the number are the chapter's title, so a word such as "test" or
 * "exam" in it marks nothing to hand in. Only the whole text, with no number in the title: `Ch 3. Quiz on Friday` and `Ch 4: Exercises 1-9` name work to do.
 */
const NUMBERED_PART_TITLE = /^(?:ch(?:apter)?|chap)\.?\s?\d{1,3}[.:]\s+[A-Za-z][^.;\d]{2,80}$/i;
const AFTER_TITLE =
  /\b(?:due|homework|problems?|exercises?|assignments?|submit|on (?:mon|tue|wed|thu|fri)|in class|friday|monday|tuesday|wednesday|thursday)\b/i;

export function isNumberedPartTitle(text: string): boolean {
  const t = text.trim();
  return NUMBERED_PART_TITLE.test(t) && !AFTER_TITLE.test(t);
}
