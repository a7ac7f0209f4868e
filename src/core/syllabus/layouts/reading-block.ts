/** Reading blocks: a label alone on its line ("_Readings:_") opens a block of readings until a heading or another label. */
import type { PreparedLine } from '../prepare';
import type { LayoutContext } from './context';
import { OTHER_BLOCK_LABEL, READING_BLOCK_LABEL } from './patterns';
import { noteLabelledSession } from './sibling-labels';
import { listedAddresses } from '../address-list';
import { looksLikeReadingOnItsOwn } from '../classify';
import { isWhollyParenthesised } from '../parenthetical-aside';
import { isNextLabel } from './reading-block-end';

/** A line that is only a label such as "_Readings:_" opens a reading block. */
export function opensReadingBlock(l: PreparedLine, ctx: LayoutContext): boolean {
  if (!READING_BLOCK_LABEL.test(l.text)) return false;
  ctx.readingBlock = { indent: l.indent, bullet: l.bullet };
  noteLabelledSession(l, ctx);
  return true;
}

/** A short label alone on its line inside a block (`ML:`, `Part two:`): it heads the items under it. */
const SUB_LABEL = /^[^\s:]{1,30}(?:\s[^\s:]{1,30}){0,2}:$/;

/** A numbered item of a block: "1. Gledhill, Ch. 2, ...". */
const NUMBERED_ITEM = /^\d{1,2}\s*[.)]\s/;

/**
 * Is this line inside the open reading block? Closes the block when the line leaves it. A block
 * whose items are numbered ends at the first line that is not a numbered item (a caption, a notice).
 * A block whose items are bullets under a label of its own line ends at the first unbulleted line set
 * no deeper than that label: the next label (`Items Due Before Class`, `Online Lectures`), whatever
 * its words (reading-block-end.ts).
 */
export function inReadingBlock(l: PreparedLine, ctx: LayoutContext): boolean {
  const b = ctx.readingBlock;
  if (!b) return false;
  const deeper = l.bullet ? l.indent > b.indent || (b.bullet === 0 && l.indent >= b.indent) : !b.bullet;
  const numbered = !l.bullet && NUMBERED_ITEM.test(l.text);
  if (b.numbered === undefined && !l.bullet) b.numbered = numbered;
  if (b.bulleted === undefined) b.bulleted = l.bullet > 0;
  if (
    !deeper ||
    l.heading ||
    OTHER_BLOCK_LABEL.test(l.text) ||
    (b.numbered && !numbered && !l.bullet) ||
    isNextLabel(l, b)
  )
    ctx.readingBlock = null;
  return ctx.readingBlock !== null;
}

/**
 * A line of the open reading block: its readings. Web addresses alone on the line before any titled
 * entry of the block are each a reading (address-list.ts); after one, an address is a link's tail. A
 * line wholly in parentheses naming no work is an aside; a short label (`ML:`) heads the items under it.
 */
export function readBlockLine(l: PreparedLine, ctx: LayoutContext): void {
  // `(Second section: a museum visit. Bring a notebook)`: an aside, judged whole (parenthetical-aside.ts).
  if (isWhollyParenthesised(l.text) && !looksLikeReadingOnItsOwn(l.text)) return;
  // `ML:` over the items nested under it: a sub-label of the block, naming nothing itself.
  if (SUB_LABEL.test(l.text)) return;
  const b = ctx.readingBlock;
  const addresses = b && !b.titled ? listedAddresses(l.text) : null;
  if (!addresses) {
    if (b) b.titled = true;
    ctx.addReadings(l.text, l, 'label');
    return;
  }
  for (const address of addresses) ctx.addReadings(address, l, 'label', true);
}
