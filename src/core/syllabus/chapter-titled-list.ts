/**
 * Chapters named by their titles, each closed by its number in parentheses, several in one sentence:
 * `Harmony and Complexity (Chap. 3) and Earth at the Center of the World (Chap. 4)`, `The world of Ptolemy
 * (Chap. 5), Measuring the Tropical Year (Chap. 6) and Geometrical Tools (Chap. 7)`. Each titled chapter is a
 * reading of its own, so the item is cut after each chapter mark that a joining word or comma and a capitalised
 * title follow. A scanner over the marks (one bounded pattern, no nested quantifiers): no backtracking.
 */
import { matchesOf } from './matches';

/** `(Chap. 3)`, `(Ch. 12)`, `(Chapter 4)`, `(Chaps. 8-9)`: a chapter's number in parentheses. */
const CHAPTER_MARK = /\((?:chaps?|chs?|chapters?)\.?\s?\d{1,3}(?:[-–]\d{1,3})?\)/gi;
const JOINER = /^(?:,\s(?:and\s)?|\s(?:and|&)\s)(?=["“]?[A-Z])/;
/** A chapter mark opening the text: the title before it is not ended by its question or exclamation mark. */
const OPENING_MARK = /^\((?:chaps?|chs?|chapters?)\.?\s?\d{1,3}(?:[-–]\d{1,3})?\)/i;

export const opensWithChapterMark = (text: string): boolean => OPENING_MARK.test(text);

export function splitChapterTitled(item: string): string[] {
  // Every chapter mark opens with a parenthesis; `matchesOf` finds the marks without copying the pattern.
  if (!item.includes('(')) return [item];
  const marks = matchesOf(CHAPTER_MARK, item);
  if (marks.length < 2) return [item];
  const pieces: string[] = [];
  let start = 0;
  for (const m of marks) {
    const end = m.index! + m[0].length;
    const joiner = JOINER.exec(item.slice(end, end + 8));
    if (!joiner) continue;
    pieces.push(item.slice(start, end).trim());
    start = end + joiner[0].length;
  }
  if (pieces.length === 0) return [item];
  pieces.push(item.slice(start).trim());
  return pieces.filter(Boolean);
}
