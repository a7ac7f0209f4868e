/**
 * A heading written in capitals (a word processor's or a PDF's heading style, a page whose markdown was
 * stripped): a short line of at most eight words, every letter a capital, a capital word of three
 * letters or more in it, opening with a letter or a number, not a bullet or a table row, not ended by a
 * comma or a semicolon, no colon's value (but a numbered division's title: `UNIT 1: CONTRACTS`) — read as a heading like a markdown `#` line. A reference in
 * capitals (`IRC §§ 61, 62`, `APA 1464-78`, `UCC 1-103`: a section sign, or one capital word and a
 * number range) stays a line.
 */

/** `UNIT 1: `, `WEEK 3: `, `PART II: `: a numbered division's title follows its colon (`## Unit 1: Title` in capitals). */
const NUMBERED_LEAD = /^[A-Z]{3,} (?:\d{1,2}|[IVX]{1,4}): /;
const MAX_WORDS = 8;
const MAX_LENGTH = 60;
/** `WEEK`, `ACID–BASE`, `READINGS:`: three capitals or more, with inner hyphens or apostrophes. */
const CAPITAL_WORD = /^[A-Z][A-Z'’–-]*[A-Z][.,:]?$/;

export function isCapitalsHeading(body: string): boolean {
  if (body.length < 4 || body.length > MAX_LENGTH || body.includes('|')) return false;
  if (/[a-z]/.test(body) || !/[A-Z]{3}/.test(body)) return false;
  if (!/^[A-Z0-9]/.test(body) || /[,;]$/.test(body) || /:\s*\S/.test(body.replace(NUMBERED_LEAD, '')))
    return false;
  if (body.includes('§')) return false;
  const words = body.split(' ');
  const capitals = words.filter((w) => CAPITAL_WORD.test(w)).length;
  return words.length <= MAX_WORDS && (capitals >= 2 || (capitals === 1 && !/\d\s*[-–]\s*\d/.test(body)));
}
