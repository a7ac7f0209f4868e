/**
 * Readings under a stack of class headings: a week's dated class lines written one under the other with
 * nothing between them (`Lecture 2 (Sep. 6): Outline` / `Lecture 3 (Sep. 8): Complexity`), then one
 * `Readings:` block for them all. The block is read into the last class of the stack, but it is the
 * week's reading list, due by the first class of the stack (as a week's readings under its heading are).
 *
 * Read as a layout of the whole document, never of one stack: at least three stacks carry readings, and
 * they are at least half of the classes whose readings lie below their heading. A list whose classes
 * each have their own readings, one class now and then without any, keeps every reading where it is;
 * a table row's readings sit on the row's own line and are never moved.
 */
import type { Session } from './layouts';
import type { PlacedSession } from './schedule';

/** Stacks needed in a document before its reading blocks are read as the stacks'. */
const MIN_STACKS = 3;

/** The class's readings all lie on lines below its heading (a block under it, not cells of its row). */
function readsBelow(s: Session): boolean {
  return (
    s.readings.length > 0 &&
    s.readings.every((r) => r.page > s.page || (r.page === s.page && r.line > s.line))
  );
}

/** A dated class held, with nothing of its own under it: no readings, no free lines. */
function bareClass(p: PlacedSession): boolean {
  const s = p.session;
  return !s.isWeek && !s.noClass && p.day !== undefined && !s.readings.length && !s.free;
}

/** The word a class heading opens with (`Lecture`), lower-cased: the kind of class it names. */
function kindOf(text: string): string {
  return /^[^\p{L}\d]{0,8}(\p{L}{1,20})/u.exec(text)?.[1]?.toLowerCase() ?? '';
}

/** The heading text of a session's own line. */
export type HeadingText = (s: Session) => string;

/**
 * The first class of the stack that ends at `i`, or `i` itself when the line above is no bare class of its
 * week. The stack's first and last classes are of one kind (`Lecture 8` … `Lecture 9`, an evening event
 * between them): a `Class 1` line over a `Lecture 2` line is a class of another kind, not a stack.
 */
function stackStart(placed: PlacedSession[], i: number, heading: HeadingText): number {
  let k = i;
  while (k > 0) {
    const above = placed[k - 1]!;
    const here = placed[k]!.session;
    const next = above.session.page === here.page && above.session.line === here.line - 1;
    if (!next || !bareClass(above) || above.week !== placed[i]!.week) break;
    k--;
  }
  while (k < i && kindOf(heading(placed[k]!.session)) !== kindOf(heading(placed[i]!.session))) k++;
  return k;
}

/** The day each stacked class's readings are due: the first class of its stack (empty when the layout is absent). */
export function stackedReadingDays(placed: PlacedSession[], heading: HeadingText): Map<Session, number> {
  const moved = new Map<Session, number>();
  let below = 0;
  placed.forEach((p, i) => {
    if (p.session.isWeek || p.day === undefined || !readsBelow(p.session)) return;
    below++;
    const first = stackStart(placed, i, heading);
    if (first < i) moved.set(p.session, placed[first]!.day!);
  });
  if (moved.size < MIN_STACKS || moved.size * 2 < below) return new Map();
  return moved;
}
