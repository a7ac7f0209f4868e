/**
 * Dated items nested under undated topic bullets (a paper-presentation schedule):
 *
 *     - GNNs and Knowledge Graphs (4 lectures)
 *       - [1/19] Author, Author, Title. ICLR 2020. url
 *         - Presenters: ...
 *
 * Each dated item is a class; the topic bullet above it is a unit's title, not an item. When three or more
 * nested bullets open with a date and no top-level bullet does, the dated bullets become top-level items
 * (read as dated classes) and the undated top-level bullets plain lines; a bracketed date opening an item
 * (`[1/19] ...`) is read as the item's date (`1/19: ...`, in `lineRaw`).
 */
import { leadingDate } from './dates';
import type { PreparedLine } from './prepare';

/** `[1/19] Author, Title`: a bracketed month/day opening an item, read as the item's date. */
export const BRACKETED_LEAD_DATE = /^(\s*(?:[-*+]\s+)?)\[(\d{1,2}\/\d{1,2})\]\s+(?=\S)/;

/** Dated sub-bullets under undated top-level bullets promoted to the classes of the list (see above). */
export function promoteDatedSubBullets(lines: PreparedLine[]): PreparedLine[] {
  const nestedDated = lines.filter((l) => l.bullet === 2 && leadingDate(l.text));
  const topDated = lines.some((l) => l.bullet === 1 && leadingDate(l.text));
  if (nestedDated.length < 3 || topDated) return lines;
  for (const l of lines) {
    if (l.bullet === 1) l.bullet = 0;
    else if (l.bullet === 2 && leadingDate(l.text)) l.bullet = 1;
  }
  return lines;
}
