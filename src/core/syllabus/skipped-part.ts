/**
 * A sentence that withdraws part of an assignment — `Actually, you can skip Chap. 10.`, `(why don't we skip
 * Chap. 6.` — names a chapter but assigns nothing: no reading. A sentence that assigns and skips at once (`Read
 * Chapter 3, skip section 3.4`) has its read verb, and one that names its work before the skip (`Selections from
 * The Division of Labor (skip chapter 3)`) is the work: both stay readings.
 */

const SKIP_PART = /\b(?:skip|omit)\s(?:over\s)?(?:ch(?:ap|apter|pt)?s?\.?|sections?|§)\s?\d/i;
const ASSIGNS = /\b(?:read|reading|study|review)\b/i;
/** The skip opens the sentence (`Actually, you can skip ...`): a work named first and then a part skipped is a reading. */
const MAX_WORDS_BEFORE = 6;

const opensWithSkip = (text: string, at: number) =>
  text.slice(0, at).split(/\s+/).filter(Boolean).length <= MAX_WORDS_BEFORE;

export function isSkippedPart(text: string): boolean {
  const m = SKIP_PART.exec(text);
  return !!m && opensWithSkip(text, m.index) && !ASSIGNS.test(text);
}

const SKIPPED_CHAPTER = /\b(?:skip|omit)\s(?:over\s)?ch(?:ap|apter|pt)?s?\.?\s?(\d{1,3})\b/gi;
/** A title closed by its chapter's number in parentheses (`Measuring the Tropical Year (Chap. 6)`). */
const CLOSING_CHAPTER = /\((?:chaps?|chs?|chapters?)\.?\s?(\d{1,3})\)\W*$/i;

/** The chapter numbers a text tells the students to skip (`why don't we skip Chap. 6`). */
export function skippedChapters(text: string): Set<string> {
  const out = new Set<string>();
  if (!/skip|omit/i.test(text)) return out;
  for (const m of text.matchAll(SKIPPED_CHAPTER)) out.add(m[1]!);
  return out;
}

/** The titles kept: a chapter named by its title whose number the same text tells the students to skip is dropped. */
export function withoutSkippedChapters<T extends { title: string }>(drafts: T[], skipped: Set<string>): T[] {
  if (skipped.size === 0) return drafts;
  return drafts.filter((d) => !skipped.has(CLOSING_CHAPTER.exec(d.title)?.[1] ?? ''));
}
