/**
 * Wrapped dates (a step of `wrapped-item-lines.ts`): a date that a hard wrap carried to the start of the
 * next line (an email client, a text export, a PDF's text layer): `* Reading [Agile Epics](epics.md) Due:`
 * over `Tue 3/18`. Alone on its line, such a date reads as a dated heading: it opens a class of its own
 * and everything below is dated by it. The line above says it is not: after two words or more it stops
 * on a label that asks for a date, colon and all (`Due:`, `Deadline:`, `Submit by:`). When the next line
 * holds that date and nothing else (or the date, a comma and the sentence's end: `Sep 22, at 11:59 p.m.`),
 * it is joined onto the line above. A date followed by a topic or a dash (`10/22: Foundations`) is a
 * dated row of its own and stays. Table rows and TAB cells are never joined.
 */
import { leadingDate } from './dates';

/**
 * A line that stops on a label asking for a date, with its colon. (Without the colon, `First brief due`
 * over `September 22 (Tuesday)` is an item and then the next class's dated heading.)
 */
const ASKS_FOR_DATE = /\b(?:due|deadline|until|by|on)\s?:$/i;

/** Fewest words on the line above: a label alone (`Due:`, `Papers due:`) heads the dates below it. */
const MIN_WORDS = 3;

const isCellLine = (text: string) => text.includes('|') || text.includes('\t');

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** The next line is a date and nothing more, or a date closed by a comma and the sentence's end. */
function isCarriedDate(text: string): boolean {
  const t = text.trim();
  const d = leadingDate(t);
  if (!d) return false;
  if (d.rest.trim() === '') return true;
  return t
    .slice(0, t.length - d.rest.length)
    .trimEnd()
    .endsWith(',');
}

/** `line` stops where a date must follow and `next` is that date carried over by the wrap. */
export function continuesWithDate(line: string, next: string | undefined): boolean {
  if (next === undefined || !ASKS_FOR_DATE.test(line.trimEnd()) || wordCount(line) < MIN_WORDS) return false;
  return !isCellLine(line) && !isCellLine(next) && isCarriedDate(next);
}
