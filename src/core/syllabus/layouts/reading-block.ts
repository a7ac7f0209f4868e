/** Reading blocks: a label alone on its line ("_Readings:_") opens a block of readings until a heading or another label. */
import type { PreparedLine } from '../prepare';
import type { LayoutContext } from './context';
import { OTHER_BLOCK_LABEL, READING_BLOCK_LABEL } from './patterns';

/** A line that is only a label such as "_Readings:_" opens a reading block. */
export function opensReadingBlock(l: PreparedLine, ctx: LayoutContext): boolean {
  if (!READING_BLOCK_LABEL.test(l.text)) return false;
  ctx.readingBlock = { indent: l.indent, bullet: l.bullet };
  return true;
}

/** Is this line inside the open reading block? Closes the block when the line leaves it. */
export function inReadingBlock(l: PreparedLine, ctx: LayoutContext): boolean {
  const b = ctx.readingBlock;
  if (!b) return false;
  const deeper = l.bullet ? l.indent > b.indent || (b.bullet === 0 && l.indent >= b.indent) : !b.bullet;
  if (!deeper || l.heading || OTHER_BLOCK_LABEL.test(l.text)) ctx.readingBlock = null;
  return ctx.readingBlock !== null;
}
