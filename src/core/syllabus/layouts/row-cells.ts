/**
 * Cells of a dated pipe row that are neither topic nor reading: the session's own label
 * (`Lecture 4`, `Lecture 4, Tutorial 1 (Section 2)`, `Tutorial 1`) and the exercises suggested
 * for it (`A.2 #1-28 odd`, `1.1 #1-14 odd, #19-38 odd`: numbered problems of a section), and the task it
 * sets (`Exercise 1 or 2 on 328-329`, `Write at least 12 lines of an ode`). Joined
 * into the row's text they made one span with the topic, whose title then no longer named it.
 */

/** `Lecture 4`, `Tutorial 1 (Section 2)`: a session word and its number, an optional parenthesis. */
const LABEL_PART =
  /^(?:lecture|lec|class|session|tutorial|lab|seminar|meeting|workshop|recitation|discussion)s?\s*#?\s*\d{1,3}[a-z]?(?:\s*\([^()]{0,40}\))?$/i;

/** `A.2 #1-28 odd`, `#19-38 odd`, `1.1 #5`: problem numbers, after an optional section number. */
const EXERCISE_CELL = /^(?:[A-Z]?\d{0,2}\.\d{1,2}[a-z]?\s*)?#\s?\d/;

/** A cell naming the session itself: label parts only, separated by commas or `&`. */
export function isSessionLabelCell(cell: string): boolean {
  const parts = cell.split(/\s*[,&]\s*/);
  return parts.every((p) => LABEL_PART.test(p.trim()));
}

/** A cell of numbered problems to work, not pages to read. */
export function isExerciseCell(cell: string): boolean {
  return EXERCISE_CELL.test(cell.trim());
}

/**
 * `Exercise 1 or 2 on 328-329, OR the questions on 340`, `Write at least 12 lines of an ode`, `Work on Final
 * Project`: a cell that opens with a task (a `Write` column beside the `Read` one) is what the student does, not
 * what they read; a cell that also says to read stays.
 */
const TASK_CELL = /^(?:exercises?|problems?|write|complete|answer|submit|turn in|work on|finish)\b/i;

/** A cell holding the row's task: left out of its text, so its words neither title nor sink the reading. */
export function isTaskCell(cell: string): boolean {
  const t = cell.trim();
  return TASK_CELL.test(t) && !/\bread/i.test(t);
}

/** The row's cells after its date that may hold a topic or a reading. */
export function contentCells(cells: string[]): string[] {
  return cells.filter((c) => !isSessionLabelCell(c) && !isExerciseCell(c) && !isTaskCell(c));
}

/** `Basic Algebra (A.2)`, `Limits (2.2-2.3)`: a topic with the book sections it covers in parentheses at its end. */
const SECTION_TOPIC =
  /[A-Za-z][^()]{0,80}\((?:[A-Z]|\d{1,2})\.\d{1,2}(?:\s?[-–]\s?(?:\d{1,2}\.)?\d{1,2})?\)(?:\s+part\s+[IVX]{1,4})?$/i;

/** A row cell naming a topic with its sections: read as the class's reading. */
export function isSectionTopicCell(cell: string): boolean {
  return SECTION_TOPIC.test(cell.trim());
}
