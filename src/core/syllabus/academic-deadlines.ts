/**
 * The school's calendar printed among the classes: `Last day to drop any course with a grade of "W"`,
 * `Deadline to withdraw`, `Add/drop deadline`. A registration deadline is no reading, even where it
 * stands in a table's reading column (a row whose cells slid over by one). A veto in classify.ts.
 */
const DEADLINE =
  /^(?:last day (?:to|for)\s+(?:add|drop|withdraw|change|register|submit|request|elect|file)|(?:deadline|last day)\s+(?:to|for)\s+(?:add|drop|withdraw)|(?:add\s*\/\s*drop|drop\s*\/\s*add|drop|add|withdrawal)\s+deadline)\b/i;

export function isAcademicDeadline(text: string): boolean {
  return DEADLINE.test(text.trim());
}
