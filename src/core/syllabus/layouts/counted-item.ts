/**
 * Assignments opened by a bracketed class count: `[3] CB 1–13 (Bailey v. West); R2d §§ 1, 2, 4.`
 * (the number says how many classes the assignment takes, not which one it is). When a document
 * opens three or more assignments this way and has no dates, each is one unit, numbered in order.
 */
import type { Layout } from './context';
import { newSession } from './session';

export const COUNTED_ITEM = /^\[(\d{1,2})\]\s+(?=\S)/;

export const countedItem: Layout = {
  name: 'counted item',
  read(l, ctx) {
    if (!ctx.countedItems) return null;
    const m = COUNTED_ITEM.exec(l.text);
    if (!m) return null;
    ctx.unitNo++;
    ctx.start(newSession(l, { classNo: ctx.unitNo }));
    ctx.addContent(l.text.slice(m[0].length).trim(), l);
    return 'class heading';
  },
};
