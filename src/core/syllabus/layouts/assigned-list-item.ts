/**
 * An item of a numbered list the page declares assigned (`I will assign sections as below:` over `1.
 * Overview` / `2. Entry`, and the page's later lists numbered from 1 under a class's date line): the item
 * is a reading of the current class, read as a labelled item (assigned-list.ts finds the items).
 */
import type { Layout } from './context';

export const assignedListItem: Layout = {
  name: 'assigned list item',
  read(l, ctx) {
    const item = ctx.assignedItems.get(l);
    if (item === undefined || !ctx.current) return null;
    ctx.addReadings(item, l, 'label');
    return 'line';
  },
};
