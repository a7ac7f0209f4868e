/**
 * A read instruction naming its work in prose: `please read carefully the article entitled The Problem of
 * Shared Wells by Ann Moss.` The reading is the work: its title (after `entitled`, `titled` or `called`) and
 * its author (after `by`, two to four capitalised names closing the sentence), judged as `Author, Title`.
 */
const ENTITLED_WORK =
  /\bread\b[^.;:]{0,40}?\b(?:article|essay|chapter|paper|book|story|piece|report)\s+(?:entitled|titled|called)\s+["“]?([A-Z][^.;:]{2,120}?)["”]?,?\s+by\s+([A-Z][\p{L}'’-]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][\p{L}'’-]+){1,3})\.?\s*$/u;

/** `Author, Title` for such an instruction, or null when the piece names no work that way. */
export function entitledWork(piece: string): string | null {
  const m = ENTITLED_WORK.exec(piece);
  return m ? `${m[2]}, ${m[1]}` : null;
}
