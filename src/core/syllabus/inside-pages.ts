/**
 * Parts listed under a reading inside its own pages: `1. Part I of [DM], pages 5 to 84` over
 * `+ Output, 7-32`, `+ Money, 33-66`. The nested items name the chapters of the span already
 * assigned, not further readings (a casebook assignment over the cases it holds, likewise). A
 * nested item that opens with a read verb (`Read generally pp. 1-31`) is an assignment itself.
 */
import { findPages } from './pages';
import type { PreparedLine } from './prepare';

/** An item that opens by telling what to read. */
const READ_VERB = /^\W{0,3}(?:read|re-?read|skim|study|review)\b/i;

interface Span {
  line: PreparedLine;
  from: number;
  to: number;
}

/** "5-84", "7-32": one range of arabic page numbers, lowest first. */
function rangeOf(text: string): { from: number; to: number } | null {
  const hit = findPages(text);
  const m = hit ? /^(\d{1,4})-(\d{1,4})$/.exec(hit.pages) : null;
  if (!m) return null;
  const from = Number(m[1]);
  const to = Number(m[2]);
  return from < to ? { from, to } : null;
}

/** Follows the lines read for readings; says which nested items lie inside the range above them. */
export class EnclosingPages {
  private open: Span | null = null;

  /** Forget the range (a new session begins). */
  reset(): void {
    this.open = null;
  }

  /** Is `text` (read on line `l`) a nested item whose pages lie strictly inside the range it hangs under? */
  isInside(l: PreparedLine, text: string): boolean {
    const open = this.open;
    if (open && open.line === l) return false;
    const range = rangeOf(text);
    if (open && l.bullet && l.indent > open.line.indent) {
      // "Read generally pp. 1-31, then skim pp. 31-42" under "introductory material (pp. 1-41)": the
      // nested item says what to read, the line above only sums it up.
      if (!range || READ_VERB.test(text)) return false;
      const inside =
        range.from >= open.from && range.to <= open.to && range.to - range.from < open.to - open.from;
      if (inside) return true;
    }
    this.open = range ? { line: l, ...range } : null;
    return false;
  }
}
