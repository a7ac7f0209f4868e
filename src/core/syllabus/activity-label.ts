/**
 * A line opening with a one-word label that names a class activity, not a reading — `Lecture: Our ideas
 * about where we came from`, `Assignment: Short paper on three myths`, `Lab: Build the circuit` — under a
 * week heading beside the week's `Readings:` block. What follows the label is the lecture's topic or the
 * task, written like a title, so it reads like an `Author: Title` reading; the label says it is not one.
 * The line is still judged as usual when what follows the label names a work: a read instruction
 * (`Assignment: Read chapter 3`), pages, a case or a quoted title. A `Section 1` or a chapter alone does
 * not: `Due in Section 1` is a class section, `Chapter 3 problems` a task.
 */
import { findPages } from './pages';
import { CASE_NAME, QUOTED_TITLE } from './signals';

const ACTIVITY_LABEL =
  /^(?:lectures?|assignments?|homework|labs?|sections?|discussions?|quiz(?:zes)?|exams?|projects?|papers?|presentations?|activit(?:y|ies)|exercises?|worksheets?)\s*:\s*/i;

const READ_VERB = /\b(?:read|re-read|reread|skim|study)\b/i;

function namesAWork(rest: string): boolean {
  return READ_VERB.test(rest) || findPages(rest) !== null || CASE_NAME.test(rest) || QUOTED_TITLE.test(rest);
}

/** Is the line an activity's label line whose rest names no work? */
export function isActivityLabelLine(text: string): boolean {
  const t = text.trim();
  const label = ACTIVITY_LABEL.exec(t);
  return label !== null && !namesAWork(t.slice(label[0].length));
}
