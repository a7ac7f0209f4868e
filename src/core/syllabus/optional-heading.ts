/**
 * A reading listed under a heading that calls its list optional or extra (`Further Readings`,
 * `Recommended:`, `Supplementary reading`, `Optional texts`): the layouts take the entries of
 * such a list as readings like any other, but the student need not read them, and labelled syllabi
 * leave them out. Read by confidence-signals.ts (`optionalList`).
 */

/** A word that calls a list optional or extra. */
const OPTIONAL_LIST = /\b(?:further|optional|recommended|supplement(?:al|ary)?|suggested|alternative)\b/i;
/**
 * What makes such a line a list's heading: it names what the list holds (`Further readings`,
 * `Supplementary materials`) or ends with a colon (`Recommended:`). `Supplemental Jurisdiction` (a
 * topic) and `Note on the Act, supplement, p. 11` (the course's statutory supplement) are neither.
 */
const LIST_NOUN = /\b(?:read|reading|readings|materials?|texts?|sources|literature|bibliography|works)\b/i;

/** Does the short line head a list it calls optional or extra? */
function isOptionalHeading(text: string): boolean {
  if (!OPTIONAL_LIST.test(text)) return false;
  return LIST_NOUN.test(text) || text.trimEnd().endsWith(':');
}

/** A line of at most this many words is a heading or a label, not an entry. */
const HEADING_MAX_WORDS = 6;
/** How many lines above the reading the heading is looked for. */
const LOOK_BACK = 12;

/** Is the character code a space, tab, line break or no-break space? */
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 160;

/** How many words the text has, counted up to HEADING_MAX_WORDS + 1 (without splitting the line). */
function wordsUpToLimit(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length && words <= HEADING_MAX_WORDS; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/**
 * For each line: is it under an optional list's heading, i.e. is the nearest short line above it
 * (within LOOK_BACK lines; longer lines are the list's other entries, blank lines are skipped) one that
 * names the list optional or extra? One pass over the document.
 */
export function linesUnderOptionalHeading(lines: readonly { text: string }[]): boolean[] {
  let heading = -1;
  let optional = false;
  return lines.map((l, i) => {
    const under = heading >= i - LOOK_BACK && optional;
    const words = wordsUpToLimit(l.text);
    if (words > 0 && words <= HEADING_MAX_WORDS) {
      heading = i;
      optional = isOptionalHeading(l.text);
    }
    return under;
  });
}
