/**
 * A reading whose line runs on into another column's entry written in capitals: an in-class test
 * (`… “Letter from a Birmingham City Jail” Section READING QUIZ #1`, `Hart, The Concept of Law ch. 5
 * MIDTERM EXAM`). The capitals name the assessment, not the reading; left on, the exclusion word
 * dropped the whole span. When the words before the capitals name a reading on their own, the tail
 * is cut off. Only a tail wholly in capitals counts (`Quiz on chapter 3` is a quiz, not a tail).
 */
import { looksLikeReadingOnItsOwn } from './classify';

const CAPS_TEST_TAIL =
  /\s(?:[A-Z]{2,}\s){0,3}(?:QUIZ|QUIZZES|EXAM|EXAMS|MIDTERM|TEST)(?:\s#?\d{1,2}|\s?#\d{1,2})?$/;

export function withoutCapsAssessmentTail(text: string): string {
  const trimmed = text.trim();
  const m = CAPS_TEST_TAIL.exec(trimmed);
  if (!m) return text;
  const head = trimmed.slice(0, m.index).trim();
  return head && looksLikeReadingOnItsOwn(head) ? head : text;
}
