/**
 * A chapter whose number is written as a word: `Wolin, chapter one`, `chapters three and four`,
 * `Ch. seventeen`. Syllabi that write their chapter numbers out mean the same part of a book as `Ch. 1`.
 */
const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty)';

/** `chapter one`, `chs. twenty-two`: a chapter word, then a number word (a whole word). */
export const SPELLED_CHAPTER = new RegExp(
  `\\b(?:chs?|chap|chaps|chpts?|chapters?)\\.?\\s+${NUMBER_WORD}\\b`,
  'i',
);

/**
 * A chapter written as a word after the work or author it belongs to (`Wolin, chapter one`, `read chapters two
 * and three`); one that opens the text (`Chapter Two. Domestic Incorporation`) is a unit's heading, not a reading.
 */
export function namesSpelledChapter(text: string): boolean {
  const m = SPELLED_CHAPTER.exec(text);
  return m !== null && text.slice(0, m.index).trim().length > 0;
}
