/**
 * Shapes of a taken reading's title and source line that say the span was cut or titled wrongly,
 * read by confidence-signals.ts. Each was measured on the readings that first-sight runs
 * (scripts/first-sight-confidence/run.sh) put at confidence >= 80: with the shape they were right
 * 29-63 % of the time, against 83 % for the band (docs/structurer.md, "Confidence"). All patterns are
 * bounded or anchored, so they are linear in the line.
 */

/** Lower-case abbreviations a reference may open with (`ch. 3`, `pp. 10-20`, `vol. 2`): not a cut. */
const REFERENCE_OPENERS = new Set(['p', 'pp', 'ch', 'chs', 'chap', 'vol', 'sec', 'art']);

/**
 * The title starts inside a phrase: with a lower-case word that is not a reference abbreviation
 * (`paragraphs`, `for today: ...`, `facts and ratio: ...`, left when a verb or a cell was cut off),
 * or with an opening parenthesis (`(Extinction)`: the words the note was about were dropped).
 */
export function titleIsFragment(title: string): boolean {
  const t = title.trimStart();
  if (t.startsWith('(')) return true;
  const first = /^[a-z]+/.exec(t)?.[0];
  return first !== undefined && !REFERENCE_OPENERS.has(first);
}

/** `#12`, `Problems 3`, `Questions 1.03-1.04`, `Exercise 4`: numbered exercises. */
const EXERCISE_NUMBERS = /#\s?\d|\b(?:problems?|exercises?|questions?)\s\d/i;

/** Does the reading's source line also list numbered exercises (homework sharing the line or row)? */
export function lineHasExerciseNumbers(lineText: string): boolean {
  return EXERCISE_NUMBERS.test(lineText);
}

/** `Skip`, `omit`, `do not read`, `don't read`, `not required`. */
const SKIP_WORDS = /\b(?:skip|omit|not\sread|not\srequired|don['’]t\sread)\b/i;

/**
 * Is the student told to skip it: a skip word in the title, or on its line before the title
 * (`Skip CB 205-209`, `To make time for this, do not read X v. Y`)?
 */
export function toldToSkip(title: string, lineText: string): boolean {
  if (SKIP_WORDS.test(title)) return true;
  const at = title ? lineText.indexOf(title.slice(0, 15)) : -1;
  return at > 0 && SKIP_WORDS.test(lineText.slice(0, at));
}

/** Words a title needs before its case says whether it is a sentence. */
const SENTENCE_MIN_WORDS = 8;

/**
 * Is the title a sentence of the syllabus rather than a work's name: eight words or more, most of
 * them lower-case, with no quoted title or cited year (which a work's sentence-case title has)?
 */
export function titleIsSentence(title: string, quotedOrYear: boolean): boolean {
  if (quotedOrYear) return false;
  const words = title.split(/\s/).filter(Boolean);
  if (words.length < SENTENCE_MIN_WORDS) return false;
  const lower = words.filter((w) => /^[a-z]/.test(w)).length;
  return 2 * lower > words.length;
}

/** Characters beyond which a title holds more than one work, or a paragraph around one. */
export const OVERLONG_TITLE = 140;

/** Is the title longer than one work's title plus its source usually is? */
export function titleIsOverlong(title: string): boolean {
  return title.length > OVERLONG_TITLE;
}

/**
 * Does the title run over a table's cell boundary (`Lecture 1.1: Fuller (video | handout)`,
 * `Read: X | F`, `None | None | CLO discussed`)? A reading is one cell's text; a title holding a `|`
 * was cut across cells (a row read run together, or a cell's links kept as cells).
 */
export function titleCrossesCell(title: string): boolean {
  return title.includes('|');
}

/** `4 pm`, `1:30 – 4 p.m.`, `11:59pm`, `16:42:45`: a time of day (a duration such as `14:30` is not one). */
const CLOCK_TIME = /(?<![\d:])\d{1,2}(?::\d\d)?\s?[ap]\.?m\b|(?<![\d:])\d{1,2}:\d\d:\d\d(?![\d:])/i;

/** Does the title hold a time of day (an exam slot, a deadline, a page's print stamp), which no work's title has? */
export function titleHasClockTime(title: string): boolean {
  return CLOCK_TIME.test(title);
}

/**
 * A citation's publication data: a journal's volume and issue (`42, no. 4`, `44 (2)`, `149(4)`) or a
 * publisher with its year (`Oxford University Press, 1967`, `Hackett Publishing, 2003`). Each part is
 * bounded, so the pattern is linear in the title.
 */
const PUBLICATION_DATA =
  /\d{1,4},\s?no\.\s?\d|\d{1,4}\s?\(\d{1,3}\)|\b(?:Press|Publishers|Publishing),?\s(?:1[5-9]|20)\d\d\b/;

/** Marks that say the title names the work itself: a quoted title, a section sign (a rule's `§ 2-204(3)`). */
const NAMES_ITSELF = /["“”§]/;

/**
 * Is the title a cited work's publication data rather than the work (`The Monist 42, no. 4 (October
 * 1932)`, `The Black Scholar 44 (2)`, `Harvard University Press, 1942`): the span kept the journal or
 * publisher after the article's quoted title, or a reference list's wrapped second line? A title with
 * a quotation mark or a section sign names the work too and is left alone (the caller also spares
 * case names and statutes, whose reporters look the same: `125 A. 671 (NY 1919)`).
 */
export function titleIsPublicationData(title: string): boolean {
  return !NAMES_ITSELF.test(title) && PUBLICATION_DATA.test(title);
}
