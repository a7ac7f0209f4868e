/**
 * Chapters named in parentheses inside a week heading: `WEEK 2: August 27, 29 (chapt. 2, chapt. 3)`,
 * `Week 4 (Ch. 5-6)`. The parentheses hold nothing but chapter references, so they are the week's
 * readings, not its topic. Parsed by splitting, not by one pattern, so it is linear in the text.
 */

/** One chapter reference: `chapt. 2`, `Ch 5-6`, `chapters 2–3`, or a bare number after one (`2`). */
const CHAPTER_ITEM = /^(?:(?:chapters?|chapts?|chaps?|chs?)\.?\s*)?(\d{1,2}(?:\s*[-–]\s*\d{1,2})?)$/i;
/** The item opens with a chapter word. */
const CHAPTER_WORD = /^(?:chapters?|chapts?|chaps?|chs?)\b/i;

/** An assessment word before the group: `Test 1 (Ch. 1-3)` says what a test covers, not what to read. */
const ASSESSMENT = /\b(?:tests?|exams?|examinations?|quiz(?:zes)?|midterms?|finals?|review)\b/i;

export interface HeadingChapters {
  /** `Chapter 2`, `Chapter 5-6`, one per reference, in order. */
  readonly chapters: string[];
  /** The heading text with the parenthesised group taken out. */
  readonly rest: string;
}

/** The chapters of the first parenthesised group made only of chapter references, or null. */
export function headingChapters(text: string): HeadingChapters | null {
  let from = 0;
  for (;;) {
    const open = text.indexOf('(', from);
    if (open < 0) return null;
    const close = text.indexOf(')', open);
    if (close < 0) return null;
    const chapters = chapterList(text.slice(open + 1, close));
    const clause = text.slice(text.lastIndexOf(';', open) + 1, open);
    if (chapters && !ASSESSMENT.test(clause)) {
      const rest = `${text.slice(0, open)} ${text.slice(close + 1)}`.replace(/\s{2,}/g, ' ').trim();
      return { chapters, rest };
    }
    from = close + 1;
  }
}

/** `chapt. 2, chapt. 3` → [`Chapter 2`, `Chapter 3`]; null unless every item is a chapter and the first says so. */
function chapterList(inner: string): string[] | null {
  const items = inner.split(/[,;&]|\band\b/).map((s) => s.trim());
  if (!items.length || !CHAPTER_WORD.test(items[0]!)) return null;
  const chapters: string[] = [];
  for (const item of items) {
    const m = CHAPTER_ITEM.exec(item);
    if (!m) return null;
    chapters.push(`Chapter ${m[1]!.replace(/\s+/g, '')}`);
  }
  return chapters;
}
