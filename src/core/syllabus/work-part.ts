/**
 * A book's part named in a sentence of its own after the book: `Deborah A. Stone. 2011. Policy Paradox:
 * The Art of Political Decision Making, 3rd Edition. Chapter 2: Equity`, `... The Ministry for the
 * Future. Chapters 11, 16, 20, 30.`, `... Administrative Burden. Introduction or Chapter 1.` The part is
 * what is read of the work just named, not a reading of its own: it is joined to it. Only right after a
 * titled work (words, not a bare part or a code) and only a part: chapters and their numbers, perhaps the
 * chapter's title, or an introduction.
 */
const PART =
  /^(?:(?:introduction|preface|conclusion)(?:\s+(?:or|and)\s+)?)?(?:(?:chapters?|chs?\.?)\s*\d{1,3}(?:\s*(?:,|&|and|[-–])\s*\d{1,3}){0,8}(?::\s+[A-Z][^.;]{0,80})?)?\.?$/i;
/** A title that names a work: several words with small letters, not a part or a code itself. */
const WORK_TITLE = /[a-z]{3}.*\s.*[a-z]{3}/;
const BARE_PART = /^(?:chapters?|chs?\.?|sections?|pp?\.)\s*\d/i;

export function isPartOfWork(previousTitle: string, piece: string): boolean {
  const p = piece.trim();
  if (!p || !/\d|introduction|preface|conclusion/i.test(p) || !PART.test(p)) return false;
  return WORK_TITLE.test(previousTitle) && !BARE_PART.test(previousTitle.trim());
}
