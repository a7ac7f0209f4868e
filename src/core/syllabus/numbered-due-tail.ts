/**
 * A reading line with a numbered assignment's due note glued to its end, no dash between: `Cosmic
 * Perspective: Chpt. 2 HW #1 Due`, `Ch. 4, 5 Problem Set 3 due`. The note names other work (homework,
 * a problem set, a lab) by its number, so it is no part of the reading; left on, its `due` made the
 * whole line a deadline. A line that is the note alone (`HW #2 & Projects Due`) keeps nothing to read.
 */
import { looksLikeReadingOnItsOwn } from './classify';

/** `HW #1 Due`, `Homework 2 due.`, `Problem Set 3 & lab due`: a numbered work and its due word, at the end. */
const NUMBERED_WORK_DUE =
  /\s(?:HW|homework|problem\s+set|PS|pset|lab)\s?#?\s?\d{1,2}\b[^.;]{0,40}?\bdue\b\.?\s*$/i;

/** The text without a trailing numbered-work due note, when what precedes it names a reading. */
export function withoutNumberedDueTail(text: string): string {
  const m = NUMBERED_WORK_DUE.exec(text);
  if (!m) return text;
  const head = text.slice(0, m.index).trim();
  return head && looksLikeReadingOnItsOwn(head) ? head : text;
}
