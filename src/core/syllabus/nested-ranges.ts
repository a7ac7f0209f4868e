/**
 * An item of a class whose pages lie strictly inside the pages of an item listed before it in the
 * same class names a part of the assignment already given, not a further reading, when the item
 * before is a numbered section of the book (`1.3 How Evidence is Excluded, 19-48` then its subsection
 * `Consequences of Evidential Error, 41-47`) or the item only points at a passage to stress (`Pay
 * special attention to X, 12-18`, `Focus on …`) — the rule of `inside-pages.ts` for nested bullets,
 * for items a run-on paragraph or a flat list puts side by side. A work of its own inside a chapter's
 * pages (`The Prince, 5-19` after `Chapter 1, 4-28`) stays, and so does an item that says to read.
 */
import type { Session } from './layouts';
import type { ReadingDraft } from './readings';

const RANGE = /^(\d{1,4})-(\d{1,4})$/;
/** A numbered section of a book opening the title: `1.3 How Evidence is Excluded`. */
const SECTION_TITLE = /^\d{1,2}\.\d{1,2}\s/;
/** A pointer at a passage to stress. */
const EMPHASIS =
  /^(?:pay (?:special |particular |close )?attention to|focus on|note especially|concentrate on)\b/i;

function rangeOf(d: ReadingDraft): { from: number; to: number } | null {
  const m = d.pages ? RANGE.exec(d.pages) : null;
  if (!m) return null;
  const from = Number(m[1]);
  const to = Number(m[2]);
  return from < to ? { from, to } : null;
}

/** Removes, in each session, the items inside an earlier item's range; returns them. */
export function dropNestedRanges(sessions: Session[]): ReadingDraft[] {
  const removed: ReadingDraft[] = [];
  for (const s of sessions) {
    const kept: ReadingDraft[] = [];
    for (const d of s.readings) {
      const r = rangeOf(d);
      const inside =
        r !== null &&
        !d.features.includes('readVerb') &&
        kept.some((k) => {
          const o = rangeOf(k);
          const part = SECTION_TITLE.test(k.title) || EMPHASIS.test(d.title);
          return part && o !== null && r.from >= o.from && r.to <= o.to && r.to - r.from < o.to - o.from;
        });
      (inside ? removed : kept).push(d);
    }
    s.readings = kept;
  }
  return removed;
}
