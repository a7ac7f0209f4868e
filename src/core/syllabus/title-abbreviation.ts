/**
 * A work's title cut short with a point (`Med. I--II`, `Dial. C. N. R. 1-8`, `Sec. Tre. Ch. 1-9`,
 * `Phaedr. 245c`): a capitalised word of at most four letters ends with the point and what follows is
 * the work's part — a roman numeral (two letters or more, or one before a dash or punctuation), a
 * number, or another abbreviation (`C.`, `Ch.`). No sentence ends there, so the sentence splitter does
 * not cut (`Read Smith. I recommend …` and `Intro. Then …` still end a sentence).
 */
const SHORT_WORD = /(?:^|[\s(;,])[A-Z][a-z]{0,3}\.$/;
const PART_NEXT = /^(?:[IVXLC]{2,}(?![a-z])|[IVXLC](?=[-–—;,.)]|$)|\d|[A-Z][a-z]{0,2}\.)/;

/** `candidate` is the text up to and including the point, `next` the text after the spaces. */
export function isTitleAbbreviation(candidate: string, next: string): boolean {
  return SHORT_WORD.test(candidate.trimEnd()) && PART_NEXT.test(next);
}
