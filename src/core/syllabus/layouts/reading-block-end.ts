/**
 * Where a bulleted reading block ends. Under a `Readings` label alone on its line, a week lists its works
 * as bullets; the next list of the week stands under a label of its own, set like `Readings` (no
 * bullet, no deeper than it): `Items Due Before Class`, `Online Lectures - Full Playlist`, `Topics`.
 * Such a line ends the reading block whatever its words, so the items under it are read as what they
 * are, not as readings by position. (A block whose first item is not a bullet, a run of unbulleted
 * references, is not ended this way.)
 */
import type { PreparedLine } from '../prepare';

/** An open reading block: where its label stands, and what its items look like once seen. */
export interface ReadingBlock {
  indent: number;
  bullet: number;
  numbered?: boolean;
  /** The block's first item was a bullet. */
  bulleted?: boolean;
  /** A line other than bare web addresses has been read in the block (address-list.ts). */
  titled?: boolean;
}

/** Is the line the next label after a bulleted reading block (see the module comment)? */
export function isNextLabel(l: PreparedLine, b: ReadingBlock): boolean {
  return b.bulleted === true && !l.bullet && !l.cells && l.indent <= b.indent && l.text.trim().length > 0;
}
