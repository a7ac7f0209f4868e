/**
 * Layout: a week heading numbered as a document section. A LaTeX syllabus made with `\subsection`
 * prints each week under its section number - `3.1 Week 1: Title`, `3.10 Week 10: Title`, `2.4. Week 4`
 * - and the number is the section's, not the week's. Without it taken off, `3.1 Week 1` is no week
 * heading and the whole outline falls into one undated week. The number is one to three dotted groups
 * of one or two digits (so a single `3.` or `4)` list number, read by week-heading.ts, stays as it is),
 * and must stand right before the word `Week` and its number or number word.
 */
const SECTION_NUMBER_BEFORE_WEEK = /^\d{1,2}(?:\.\d{1,2}){1,2}\.?\s{1,3}(?=weeks?\s{1,3}(?:\d|[a-z]))/i;

/** The heading's text with a leading section number before `Week` taken off (unchanged otherwise). */
export function withoutSectionNumber(text: string): string {
  return text.replace(SECTION_NUMBER_BEFORE_WEEK, '');
}
