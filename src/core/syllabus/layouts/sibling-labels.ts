/**
 * Labelled sessions: a module or week whose lists each stand under their own label alone on a line —
 * `Readings:` over the works, then `Lectures:` over the recordings, `Welcome video:`, `Case for
 * discussion:`, `Please also check out these useful sites (...):`. Once a session has opened a reading
 * block with such a label, a later label of the same kind that names lectures, videos, sites, links,
 * slides, handouts or a discussion opens a block whose items are not readings (read like a media block,
 * media-block.ts), even though its items (`Lecture 1.2: Courts (part 1 | handout)`, `Oyez (audio of
 * arguments)`, a case set for the discussion board) are shaped like readings.
 */
import type { PreparedLine } from '../prepare';
import type { LayoutContext } from './context';
import { READING_BLOCK_LABEL } from './patterns';

/** A line that is only a label: a capitalised phrase (a parenthesis allowed) ending in a colon. */
const LABEL_LINE = /^[A-Z][^:]{0,118}:$/;
/** What a sibling list holds when it is not the reading list. */
const NON_READING_LIST =
  /\b(?:lectures?|videos?|recordings?|slides?|(?:web\s*)?sites?|links?|handouts?|discussion|podcasts?)\b/i;

/** Remember the session whose reading list stands under a label line of its own. */
export function noteLabelledSession(l: PreparedLine, ctx: LayoutContext): void {
  if (!l.bullet && !l.heading && ctx.current) ctx.labelledSession = ctx.current;
}

/** Is the line a sibling label of a labelled session whose list is not readings? */
export function isSiblingNonReadingLabel(l: PreparedLine, ctx: LayoutContext): boolean {
  if (l.bullet || l.heading || l.cells || !ctx.current || ctx.labelledSession !== ctx.current) return false;
  const t = l.text.trim();
  if (!LABEL_LINE.test(t) || READING_BLOCK_LABEL.test(t)) return false;
  return NON_READING_LIST.test(t.slice(0, -1));
}
