/**
 * A table's session column headed by lesson words: `Lsn`, `Lesson`, `Lessons`, `Lesson #`, `Les.`
 * (a military academy's or a school's numbered lessons), which the pipe-table header reads as the
 * session number, like `Lecture` or `Class`: undated numbered lessons are classes.
 */
export const LESSON_HEADER = /^(?:lsn|lessons?|les\.?)(?:\s*(?:#|no\.?))?$/i;
