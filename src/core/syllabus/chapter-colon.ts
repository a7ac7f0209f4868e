/**
 * Pages written after a chapter or volume and a colon: `W&B 2:42-47` (the Watson and Breedlove text,
 * chapter 2, pages 42-47), `Review 74:670-681` (volume 74, pages 670-681), `Ch.29:528-544` (chapter 29,
 * pages 528-544). The range scan skips a range
 * right after `digit:` because that is mostly a clock (`Tuesday 1:30-4`, `3:00 - 4 PM`); a clock's
 * minutes run higher than the next hour or start with a zero, a page range ascends and does not.
 */
/** `W&B 2:`, `Review 74:`, or a chapter word written close up to its number: `Ch.29:`, `chap 3:`. */
const BOOK_AND_CHAPTER = /[A-Za-z&.]:?\s\d{1,3}:$|\bch(?:ap)?\.?\s?\d{1,3}:$/i;

export function isChapterColonPages(before: string, range: string): boolean {
  if (!BOOK_AND_CHAPTER.test(before.slice(-10))) return false;
  const ends = range.split(/\s*[-–—]\s*/);
  if (ends.length !== 2 || ends.some((e) => !/^[1-9]\d{0,3}$/.test(e))) return false;
  return Number(ends[1]) > Number(ends[0]);
}
