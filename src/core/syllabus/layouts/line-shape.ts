/**
 * A line's shape, worked out once per line before the layouts are tried (sessions.ts `read`): a pipe
 * row, a bullet, a heading, a digit in its text. A layout that can only read lines of some shape says so
 * in its `shape` (context.ts), beside its `name`, and is not offered the lines without it: most lines
 * are no dated heading, class marker or table row, and asking every one of ~50 layouts about every line
 * costs a test (often a pattern) each.
 *
 * A layout's `shape` is a promise: for a line outside it, `read` returns null and changes nothing.
 * Give one only when the first lines of `read` show it (`if (!l.cells) return null`, a pattern that
 * needs a digit); leave it out when unsure (the layout is then offered every line, as before).
 */
import type { PreparedLine } from '../prepare';

/** The line is a pipe row (`l.cells`). */
export const CELLS = 1;
/** The line is a bullet (`l.bullet` > 0). */
export const BULLET = 2;
/** The line is a heading (`l.heading`). */
export const HEADING = 4;
/** The line's text holds an ASCII digit (`0-9`): every date, class number and page range does. */
export const DIGIT = 8;

/** What a layout needs of a line's shape: every bit of `has`, none of `lacks`. */
export interface LineShapeNeed {
  readonly has?: number;
  readonly lacks?: number;
}

function hasDigit(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** The shape bits of a line. */
export function shapeOf(l: PreparedLine): number {
  return (
    (l.cells ? CELLS : 0) |
    (l.bullet ? BULLET : 0) |
    (l.heading ? HEADING : 0) |
    (hasDigit(l.text) ? DIGIT : 0)
  );
}

/** Whether a line of this shape may be the layout's. */
export function fits(need: LineShapeNeed | undefined, shape: number): boolean {
  if (!need) return true;
  const has = need.has ?? 0;
  return (shape & has) === has && (shape & (need.lacks ?? 0)) === 0;
}

/**
 * The layouts, in their order, that may read a line of each shape: one list per shape (16 at most),
 * built the first time a line of that shape is read.
 */
export function layoutsByShape<T extends { readonly shape?: LineShapeNeed }>(
  layouts: readonly T[],
): (shape: number) => readonly T[] {
  const lists: (readonly T[] | undefined)[] = [];
  return (shape) => {
    let list = lists[shape];
    if (!list) {
      list = layouts.filter((layout) => fits(layout.shape, shape));
      lists[shape] = list;
    }
    return list;
  };
}
