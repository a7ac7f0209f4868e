/**
 * A row of fields under a list item, `   • Wed Sep 3: L1.4 Topic` / `     Davies Ch. 1-2 | Assignment
 * 1.5 | 1.1.1-1.1.7` (a pandoc, Word or LaTeX list item whose second line holds the class's pre-class
 * reading, assignment and objectives kept apart by ` | `, with no table header anywhere): the line
 * sits at the item's text column right under the item. Its fields are made entry breaks (`¦`, as a
 * cell's `<br>`), so each is judged on its own instead of the reading with the assignment beside it;
 * a field without a letter (`1.1.10-1.1.12, 2.2.1`: objectives or problem numbers) says nothing
 * readable without a header and is dropped. A flattened table's rows at the margin are left alone.
 */
import { ENTRY_BREAK } from './text';

interface Line {
  raw: string;
}

const ITEM = /^(\s*)[•●▪◦○·\uf0b7]\s+/;

/** The line's fields when it is a row of three or more ` | ` fields at the text column of the item above. */
function itemFields(prev: string | undefined, raw: string): string[] | null {
  const mark = prev === undefined ? null : ITEM.exec(prev);
  if (!mark) return null;
  const indent = /^\s*/.exec(raw)![0].length;
  if (Math.abs(indent - mark[0].length) > 1) return null;
  const fields = raw.trim().split(' | ');
  return fields.length >= 3 && !raw.trim().startsWith('|') ? fields : null;
}

export function itemFieldRows<T extends Line>(lines: T[]): T[] {
  return lines.map((l, i) => {
    const fields = itemFields(lines[i - 1]?.raw, l.raw);
    if (!fields) return l;
    const kept = fields.map((f) => f.trim()).filter((f) => /\p{L}/u.test(f));
    return { ...l, raw: `${/^\s*/.exec(l.raw)![0]}${kept.join(` ${ENTRY_BREAK} `)}` };
  });
}
