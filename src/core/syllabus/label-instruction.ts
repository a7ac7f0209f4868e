/**
 * A short label followed by an instruction, not a title: `New materials: as noted previously, be
 * certain to prepare the entire assignment.` (the readings follow as bullets of their own). What a
 * label introduces as a reading names a work: a capitalised title or name, a number, quotes. When
 * everything after the colon is a lower-case clause of five words or more, with no number, no
 * capital and none of a work's shapes, it tells the student what to do; it is no reading. A veto in
 * classify.ts.
 */
import type { Feature } from './classify';

const LABELLED_CLAUSE = /^[A-Z][A-Za-z ]{0,30}:\s+([a-z][^A-Z0-9"“”‘’'[\]()]*)$/;
const WORK_SHAPES: readonly Feature[] = [
  'pages',
  'bookPart',
  'sectionNumber',
  'caseName',
  'statute',
  'quotedTitle',
  'authorTitle',
  'citationYear',
];
const MIN_WORDS = 5;

export function isInstructionAfterLabel(text: string, features: readonly Feature[]): boolean {
  const clause = LABELLED_CLAUSE.exec(text.trim())?.[1];
  if (!clause || features.some((f) => WORK_SHAPES.includes(f))) return false;
  return clause.split(/\s+/).filter(Boolean).length >= MIN_WORDS;
}
