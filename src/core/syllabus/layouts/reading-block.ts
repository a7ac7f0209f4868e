/** Reading blocks: a label alone on its line ("_Readings:_") opens a block of readings until a heading or another label. */
import type { PreparedLine } from '../prepare';
import type { LayoutContext } from './context';
import { OTHER_BLOCK_LABEL, READING_BLOCK_LABEL } from './patterns';
import { noteLabelledSession } from './sibling-labels';
import { isNextLabel } from './reading-block-end';

/** A line that is only a label such as "_Readings:_" opens a reading block. */
export function opensReadingBlock(l: PreparedLine, ctx: LayoutContext): boolean {
  if (!READING_BLOCK_LABEL.test(l.text)) return false;
  ctx.readingBlock = { indent: l.indent, bullet: l.bullet };
  noteLabelledSession(l, ctx);
  return true;
}

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
