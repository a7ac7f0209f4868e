/**
 * A class line that runs its reading groups together under labels of the syllabus's own
 * (`Jan 7 (Wed.) Topic Textbook: Intro, ch. 1, pp. 1-21 Online: Review the tables`,
 * `Jan 12 (Mon.) Topic Bible: Genesis 8; Exodus 21 Online: Selections ...`). The labels are not a
 * fixed vocabulary: a capitalised word with its colon counts as a label when it stands in mid-line on
 * at least three dated lines of the document that each carry two or more such words (groups run
 * together). One `Author:` per dated line (`February 1 Plato: Parmenides`) is a citation, not a label. Each such line is then cut before every one of those
 * labels, so the reading layouts see `Textbook: ...` on a line of its own, as `inline-labels.ts` does
 * for `Reading:` and `Topic:`.
 */

/** A line that starts with a date: a month name with a day number, a weekday, or `5/19`. */
const LEADING_DATE =
  /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}\/\d{1,2}\b)/i;
/** A capitalised word with its colon, after a word of the line (a label in mid-line). */
const MID_WORD_LABEL = /(?<=\S)\s+([A-Z][a-z]{2,13}):\s/g;
/** How many dated lines must carry a word in mid-line before it counts as the syllabus's label. */
const MIN_LINES = 3;

/** The words used as mid-line labels on at least three dated lines of `lines` that carry two or more, in first-seen order. */
export function repeatedLineLabels(lines: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const line of lines) {
    const text = line.trim();
    if (!LEADING_DATE.test(text)) continue;
    const seen = new Set<string>();
    for (const m of text.matchAll(MID_WORD_LABEL)) seen.add(m[1]!);
    if (seen.size < 2) continue;
    for (const w of seen) count.set(w, (count.get(w) ?? 0) + 1);
  }
  return [...count].filter(([, n]) => n >= MIN_LINES).map(([w]) => w);
}

/** The pieces of a dated `text`, cut before each of `labels` in mid-line; one piece when none is cut. */
export function splitAtRepeatedLabels(text: string, labels: readonly string[]): string[] {
  if (!labels.length || !LEADING_DATE.test(text.trim())) return [text];
  const cut = new RegExp(`(?<=\\S)\\s+(?=(?:${labels.join('|')}):\\s)`, 'g');
  const pieces = text.split(cut).filter((p) => p.trim());
  return pieces.length > 1 ? pieces : [text];
}

/**
 * What a group label names when it is not a group of readings: work to hand in, a test, a class
 * activity, media, the topic. Every other label the syllabus repeats on its class lines (`Textbook:`,
 * `Bible:`, `Online:`, `Manual:`) heads a group of readings.
 */
const NOT_READINGS =
  /^(?:topics?|themes?|due|homework|hw|assignments?|quiz(?:zes)?|exams?|tests?|labs?|projects?|papers?|essays?|problems?|exercises?|scores?|grades?|points|slides|videos?|lectures?|discussions?|activit(?:y|ies)|notes?|section|in|class|presentations?|screening|film|watch|listen)$/i;

/** The labels of `labels` that head groups of readings. */
export function readingGroupLabels(labels: readonly string[]): string[] {
  return labels.filter((w) => !NOT_READINGS.test(w));
}

/** Does `text` open with one of `labels` and its colon? */
export function opensWithLabel(text: string, labels: readonly string[]): boolean {
  const colon = text.indexOf(':');
  return colon > 0 && labels.includes(text.slice(0, colon));
}
