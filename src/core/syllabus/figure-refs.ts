/**
 * Figures, tables and boxes named beside a page range ("pp. 55-62; Figs. 3.3, 3.14", "pp. 104;
 * Box 5A; Fig. 5.1") are parts of that reading — what to look at closely in the pages — not
 * readings of their own. A `;` item that names only figures, tables, boxes, plates or maps joins the
 * item before it.
 */

const FIGURE_HEAD = /^(?:pp?\.\s*)?(?:fig(?:ure)?s?|tables?|box(?:es)?|plates?|maps?|charts?)\.?\s+/i;
/** "3.3", "12B", "5A", "9.17", "A-2": one figure's number. */
const FIGURE_NUMBER = /^(?:[A-Z]?\d{1,3}[A-Za-z]?(?:[.-]\d{1,3}[A-Za-z]?)*|[A-Z](?:[.-]\d{1,3})?)$/;

/** Whether the item names only figures, tables or boxes by number ("Figs. 6.2, 6.3 and 6.13"). */
export function isFigureReference(item: string): boolean {
  const text = item.trim().replace(/[.;,]$/, '');
  const head = FIGURE_HEAD.exec(text);
  if (!head) return false;
  const parts = text
    .slice(head[0].length)
    .split(/[\s,&]+/)
    .filter((t) => t && !/^(?:and|to)$/i.test(t));
  return parts.length > 0 && parts.every((t) => FIGURE_NUMBER.test(t));
}

/** Joins each figure-only item to the item before it; a list that starts with one is left as it is. */
export function attachFigureReferences(items: string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const last = out.length - 1;
    if (last >= 0 && isFigureReference(item)) out[last] = `${out[last]}; ${item.trim()}`;
    else out.push(item);
  }
  return out;
}
