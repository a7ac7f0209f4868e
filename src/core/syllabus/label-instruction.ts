/**
 * A short label followed by an instruction, not a title: `New materials: as noted previously, be
 * certain to prepare the entire assignment.` (the readings follow as bullets of their own). What a
 * label introduces as a reading names a work: a capitalised title or name, a number, quotes. When
 * everything after the colon is a lower-case clause of five words or more, with no number, no
 * capital and none of a work's shapes, it tells the student what to do; it is no reading. A veto in
 * classify.ts.
 */
const LABELLED_CLAUSE = /^[A-Z][A-Za-z ]{0,30}:\s+([a-z][^A-Z0-9"“”‘’'[\]()]*)$/;
const MIN_WORDS = 5;

/** `namesAWork`: the span has one of a work's shapes (classify.ts's WORK_SHAPES). */
export function isInstructionAfterLabel(text: string, namesAWork: boolean): boolean {
  const clause = LABELLED_CLAUSE.exec(text.trim())?.[1];
  if (!clause || namesAWork) return false;
  return clause.split(/\s+/).filter(Boolean).length >= MIN_WORDS;
}
