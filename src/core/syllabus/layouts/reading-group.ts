/**
 * A group of readings under one of the syllabus's own labels, cut out of a class line by
 * `repeated-labels.ts` (`Bible: Genesis 8; Exodus 21`, `Online: Review the maps of the region;
 * review the timeline`): the label says the items are readings, so each `;` item is a labelled
 * candidate, whatever shape it has (a book and chapter, a named web page). The classifier still
 * weighs each item (a `No readings` or an exam item is dropped).
 */
import type { Layout } from './context';

export const readingGroup: Layout = {
  name: 'reading group',
  read(l, ctx) {
    if (!l.readingGroup || !ctx.current || l.cells) return null;
    const colon = l.text.indexOf(':');
    const items = l.text
      .slice(colon + 1)
      .split(';')
      .map((t) => t.trim())
      .filter(Boolean);
    for (const item of items) ctx.addReadings(item, l, 'label');
    return 'field label';
  },
};
