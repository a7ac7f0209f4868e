/**
 * A book's imprint in a sentence of its own after the book: in a note-style reference
 * (`Ana Ruiz, A History of Harbours: 1800 to Now. 2nd edition. Leeds: Tidewater, 2019, pp. 25–46 (Ch.
 * “Sails”).`) the place and publisher with the year (`Leeds: Tidewater, 2019`) is the publication of
 * the work named just before it, and the pages after it are the pages to read in that work. Read as a
 * sentence of its own it was a second reading (`Leeds: Tidewater, 2019, pp. 25–46`) and the work lost
 * its pages. The imprint is `Place: Publisher, Year` at the start of the sentence: a capitalised place
 * (`New York`, `Athens, OH`), a colon, a capitalised publisher, a comma or full stop, a year.
 */
import { findPages } from './pages';

/** `Place: Publisher, 2019` / `Portsmouth, NH: Heinemann, 2005` / `Oxford: Oxford University Press, 2018`. */
const IMPRINT =
  /^[A-Z][^\s:;,.]*(?: [A-Z][^\s:;,.]*){0,2}(?:, [A-Z]{2})?: [A-Z][^:;]{1,80}?[,.] (?:1[5-9]|20)\d\d\b/;

/** The pages the imprint's sentence names (null when none), or undefined when `piece` opens with no imprint. */
export function imprintPages(piece: string): string | null | undefined {
  const imprint = IMPRINT.exec(piece.trim());
  if (!imprint) return undefined;
  return findPages(piece.trim().slice(imprint[0].length))?.pages ?? null;
}
