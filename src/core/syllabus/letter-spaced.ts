/**
 * A letter-spaced line: a title set with wide tracking (`F A L L , 2 0 1 7`, LaTeX's tufte or soul
 * styles) comes out of a PDF as one character per word, so neither its term nor its year reads as one.
 * In such a line (six characters or more alone between spaces, at least four in five of its words) each
 * run of single characters is written together again: `FALL,2017`, `SOC4930&SOC5050:`. The words' own
 * spaces cannot be told from the tracking and are lost with it (a title line keeps its term and year,
 * which is what is read from it). A calendar's weekday row (`S M T W T F S`) is no such line.
 */
const MIN_TOKENS = 6;
const THREE_SINGLES = /(?:^|\s)\S\s+\S\s+\S(?!\S)/;
const WEEKDAY_LETTERS = new Set(['S', 'M', 'T', 'W', 'R', 'F', 'U', 'Th', 'Tu', 'Sa', 'Su']);

/** The line with its letter-spaced runs written together (see the module comment). */
export function joinLetterSpaced(text: string): string {
  // Six single characters with at most one word in five longer always hold three singles in a row.
  if (!THREE_SINGLES.test(text)) return text;
  const tokens = text.trim().split(/\s+/);
  const single = tokens.filter((t) => t.length === 1).length;
  if (single < MIN_TOKENS || single * 5 < tokens.length * 4 || tokens.every((t) => WEEKDAY_LETTERS.has(t)))
    return text;
  const indent = text.slice(0, text.length - text.trimStart().length);
  let out = '';
  tokens.forEach((t, i) => {
    out += i > 0 && (t.length > 1 || tokens[i - 1]!.length > 1) ? ` ${t}` : t;
  });
  return indent + out;
}
