/**
 * A reference-list entry set with a hanging indent and no bullet, as a Word or PDF reading list sets it:
 * the entry's first line stands at the list's margin and opens with its author block, closed by a full
 * stop (`Larsen, Mogens Trolle. ‘What They Wrote on Clay.’ In K. Schousboe …`), and the lines it wraps
 * onto stand a little further right (`  Copenhagen: Centre for Research in the Humanities, 1989. Pp.
 * 121-148.`). Read line by line, each wrapped line was a reading of its own. Such a line goes on with the
 * entry above, whatever it starts with; a line at the margin (the next entry), a line indented further
 * than a hanging indent (a nested item), a bullet, a heading or a table row does not.
 */
import { AUTHOR_BLOCK } from './chicago-entry';

/** A hanging indent: the wrapped lines stand one to four columns right of the entry's first line. */
const MAX_HANG = 4;
const MARK = /^(?:[-*+•●▪◦○·\uf0b7]|\d{1,2}[.)])\s/;

const indentOf = (raw: string) => raw.length - raw.trimStart().length;

/** Whether `curRaw` is a wrapped line of the hanging-indent entry that `entryRaw` (its first line, and any joined) opens. */
export function continuesHangingReference(entryRaw: string, curRaw: string): boolean {
  // The indents first: most lines stand at their neighbour's margin, and the author block costs more.
  const hang = indentOf(curRaw) - indentOf(entryRaw);
  if (hang < 1 || hang > MAX_HANG) return false;
  if (!AUTHOR_BLOCK.test(`${entryRaw.trimStart()} `)) return false;
  const text = curRaw.trim();
  return text !== '' && !/^[#|]/.test(text) && !MARK.test(text) && !text.includes(' | ');
}
