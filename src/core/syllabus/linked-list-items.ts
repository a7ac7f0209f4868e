/**
 * A reading label's `;`-separated list whose items include works named only by their title and
 * their address: `Required Readings: Smith, Chapter 2, pages 7-47; Doe v. Roe, [1999] 1 S.C.R. 10;
 * A Title of a Report - http://example.org/report.pdf; available online: http://…`. A title
 * followed by its link (`Title - http://…`, `Title available on the X website: http://…`) is an
 * item of the list, named by its title; a piece that is only a link or a note on where the previous
 * item is found (`available online: - http://…`) is no item of its own. Read only when at least
 * two other items name readings on their own, so a sentence with a link is never cut up.
 */
import { isLinkOrNote, looksLikeReadingOnItsOwn } from './classify';

const LINK = /\b(?:https?:\/\/|www\.)\S/i;
/** ` available on the Department of Justice website:` / ` - ` / `:` before the link. */
const WHERE_TAIL = /(?:\s+(?:is\s+)?available\s+(?:on|at|from|in|online)\b[^:]{0,60})?\s*[-–—:]?\s*$/i;
const TITLE_WORD = /\p{Lu}[\p{L}'’-]*/gu;

/** The title of a `Title - http://…` piece, or null when the piece is no such item. */
export function linkedTitle(piece: string): string | null {
  const link = LINK.exec(piece);
  if (!link || link.index === 0) return null;
  const title = piece.slice(0, link.index).replace(WHERE_TAIL, '').trim();
  const words = title.split(/\s+/).filter(Boolean);
  if (words.length < 3 || words.length > 30) return null;
  // A title capitalises its words: at least three of them.
  if ((title.match(TITLE_WORD)?.length ?? 0) < 3) return null;
  return title;
}

/** The list's items, linked titles reduced to their titles and where-notes dropped; null when it is no such list. */
export function linkedListItems(pieces: readonly string[]): string[] | null {
  if (pieces.length < 3) return null;
  const out: string[] = [];
  let own = 0;
  let linked = 0;
  for (const piece of pieces) {
    if (looksLikeReadingOnItsOwn(piece)) {
      out.push(piece);
      own++;
    } else if (isLinkOrNote(piece)) {
      linked++;
    } else {
      const title = linkedTitle(piece);
      if (!title) return null;
      out.push(title);
      linked++;
    }
  }
  return own >= 2 && linked >= 1 ? out : null;
}
