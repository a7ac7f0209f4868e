/**
 * Layout: a first-assignments page (a law school's "First-Day Assignments", a course's "First Week
 * Reading Assignments"): no dates, weeks or numbered classes, only assignments that say they are for
 * the first class — `Assignment: Read pp. 1-14 in ...`, `For our first class, please read pp. 61-77 in
 * ...`, `The assignment for the first class is ...`. With no session started, every line was outside
 * the schedule and dropped. On such a page (undated, no numbered classes) the whole page is the first
 * session (week 1): the assignments of the page, however many courses it lists, read into it.
 */
import { findDate } from './dates';
import type { PreparedLine } from './prepare';
import { hasReadingSignal } from './signals';

/** A line that says it gives the (first) class's assignment. */
const FIRST_ASSIGNMENT =
  /\b(?:first|1st|opening)\s+(?:class|assignments?|session|meeting|day|reading)\b|^(?:first\s+)?(?:reading\s+)?assignments?\s*:\s*\S/i;

export function opensFirstAssignment(text: string): boolean {
  return FIRST_ASSIGNMENT.test(text) && hasReadingSignal(text);
}

/** A line that heads a class, a week or a lesson: `Class 1: Monday ...`, `ASSIGNMENT: Class 1`, `Lesson 01 - Aug. 22`. */
const SESSION_MARKER =
  /^(?:[A-Za-z ]{0,20}:\s*)?(?:class|session|lecture|lesson|week|day|unit|module)\s*#?\d/i;
/** The date a page was posted or revised, not a class's. */
const DOCUMENT_DATE = /\b(?:draft|revised|updated|posted|last modified|as of)\b/i;

/**
 * The page's first line when the page is a first-assignments page: a line gives the first class's
 * assignment, no line heads a class, week or lesson, and no line holds a class's date.
 */
export function firstAssignmentPage(lines: readonly PreparedLine[]): PreparedLine | null {
  if (!lines.some((l) => opensFirstAssignment(l.text))) return null;
  if (lines.some((l) => SESSION_MARKER.test(l.text))) return null;
  // A dated first class is the recall fallback's (sessions.ts): it dates the class.
  if (lines.some((l) => !DOCUMENT_DATE.test(l.text) && findDate(l.text))) return null;
  return lines.find((l) => l.text) ?? null;
}
