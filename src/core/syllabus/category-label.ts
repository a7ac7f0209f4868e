/**
 * A reading opened by the category of the work in capitals, as a reading list sorted by genre writes it
 * (`EPIC: Homer, The Iliad Books 1, 2`, `DRAMA: Sophocles, Antigone`, `GREEK POETRY: Elegiac (Solon)`,
 * `EPIC: didactic: Hesiod, Works and Days`): the label names the kind of work, not the work, and left on
 * it hides the author-and-title shape. When the words after it name a reading on their own, the label
 * (and a lower-case sub-label after it) is cut off.
 *
 * Only a label of one to three words wholly in capitals; a label naming a task or an assessment
 * (`HOMEWORK:`, `QUIZ:`, `DUE:`, `OPTIONAL:`, ...) is left for the exclusion words to weigh.
 */
import { looksLikeReadingOnItsOwn } from './classify';

const CATEGORY_LABEL = /^([A-Z]{2,}(?:\s[A-Z]{2,}){0,2}):\s+(?:[a-z]{3,15}:\s+)?(?=[A-Z"“])/;
const TASK_LABEL =
  /\b(?:HOMEWORK|HW|ASSIGNMENTS?|QUIZ(?:ZES)?|EXAMS?|MIDTERM|FINAL|TEST|DUE|LAB|PROJECT|PAPER|ESSAY|NOTES?|OPTIONAL|RECOMMENDED|SUGGESTED|FURTHER|VIDEO|FILM|WATCH|LISTEN|IN CLASS|DISCUSSION|TOPICS?|READINGS?|READ|REQUIRED)\b/;

export function withoutCategoryLabel(text: string): string {
  const trimmed = text.trimStart();
  const m = CATEGORY_LABEL.exec(trimmed);
  if (!m || TASK_LABEL.test(m[1]!)) return text;
  const rest = trimmed.slice(m[0].length);
  return looksLikeReadingOnItsOwn(rest) ? rest : text;
}
