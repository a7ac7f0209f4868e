/**
 * Homework named by its problems or by its handing in, not a text to read: problem numbers after `#`
 * (`Section 2.1: #1, 4, 7, 8`, `#14,15,18-22`, three or more, or one right after a label's colon:
 * `Section 3.1: #24`), a count of problems (`3 problems from text`), or work that is collected
 * (`Complete Handout, to be collected: Oct. 4`, `not to be collected`). A span that also says to
 * read (`Read 2.1; do #1, 4, 7` run together) is left to the classifier. A veto in classify.ts.
 */
const NUMBERED_PROBLEMS = /#\s?\d{1,4}[a-z]?(?:\s?,\s?\d{1,4}[a-z]?){2}|:\s?#\s?\d/i;
const COUNTED_PROBLEMS = /\b\d{1,2} (?:problems|exercises)\b/i;
const HANDED_IN = /\bto be (?:collected|handed in|turned in|submitted)\b/i;
const READ = /\bread/i;

export function isProblemNumberList(text: string): boolean {
  return (
    (NUMBERED_PROBLEMS.test(text) || COUNTED_PROBLEMS.test(text) || HANDED_IN.test(text)) && !READ.test(text)
  );
}
