/**
 * Media blocks: a label alone on its line that says what follows is to be watched or listened to
 * ("_Watch_:", "Listen:", "Videos:", "Links:", "Links: (optional)") opens a block whose items are not readings, until a heading, a
 * reading label or another label. Videos and podcasts are listed beside readings the same way
 * readings are, so without this the list below a reading block reads as more readings.
 */
import type { PreparedLine } from '../prepare';
import type { LayoutContext } from './context';
import { isActivityLabel } from './activity-label';
import { BARE_OPTIONAL_LABEL, FURTHER_READING_LABEL } from './further-reading';
import { isNonReadingBlockLabel } from '../non-reading-label';
import { OTHER_BLOCK_LABEL, READING_BLOCK_LABEL, READING_LABEL } from './patterns';
import { isSiblingNonReadingLabel } from './sibling-labels';
import { isSeeAlsoLabel } from './see-also-label';

/** "Watch:", "Listen to:", "View before class:", "View Webcasts Before Class:", "Videos:", "Podcasts:", "Films:". */
export const MEDIA_LABEL =
  /^(?:(?:watch|listen(?:\s+to)?|view)(?:\s+(?:the\s+)?(?:webcasts?|videos?|recordings?|lectures?))?(?:\s+(?:before|for)\s+class)?|videos?|webcasts?|podcasts?|films?|screenings?|(?:web\s+|related\s+|useful\s+)?links?)\s*:?\s*(?:\([^()]{0,60}\))?\s*$/i;

/**
 * A pipe row with one filled cell: a PDF table's text stage keeps a label printed under the table at
 * the table's left edge as a row of its own (`| Optional Background Readings | | |`); it is the label.
 */
function isLoneCell(cells: string[]): boolean {
  return cells.filter((c) => c.trim()).length === 1;
}

/** Does the line end the media block: a heading, a reading label or another block's label? */
function leavesBlock(l: PreparedLine): boolean {
  if (l.heading) return true;
  return READING_BLOCK_LABEL.test(l.text) || OTHER_BLOCK_LABEL.test(l.text) || READING_LABEL.test(l.text);
}

/**
 * Is this line a media label (or a class-activity label, `activity-label.ts`) or an item under one? The
 * label closes an open reading block and opens the media block; the block's items are read as nothing.
 */
export function inMediaBlock(l: PreparedLine, ctx: LayoutContext): boolean {
  if (
    (MEDIA_LABEL.test(l.text) ||
      isActivityLabel(l.text) ||
      FURTHER_READING_LABEL.test(l.text) ||
      BARE_OPTIONAL_LABEL.test(l.text) ||
      isSeeAlsoLabel(l.text) ||
      isNonReadingBlockLabel(l.text)) &&
    (!l.cells || isLoneCell(l.cells))
  ) {
    ctx.mediaBlock = true;
    ctx.readingBlock = null;
    return true;
  }
  if (isSiblingNonReadingLabel(l, ctx)) {
    ctx.mediaBlock = true;
    ctx.readingBlock = null;
    return true;
  }
  if (!ctx.mediaBlock) return false;
  if (leavesBlock(l)) ctx.mediaBlock = false;
  return ctx.mediaBlock;
}
