/**
 * Course blogs and announcement pages: each post opens with the date it was written
 * (`Tuesday, August 19, 2025`) and names the class it is for on the next line (`For Monday,
 * August 25`). In such a document a dated line that is not a "For ..." line is a posting date: it
 * opens no session, and the text under it until the next "For ..." line belongs to no class; its
 * year dates the "For ..." line below it (a December post for January rolls over).
 */
import { leadingDate } from '../dates';
import type { PreparedLine } from '../prepare';
import type { Layout } from './context';
import { BULLET, DIGIT } from './line-shape';

const FOR_DATE = /^for\s/i;

/** Does the document pair posting dates with "For <date>" lines? */
export function hasPostDates(lines: readonly PreparedLine[]): boolean {
  const texts = lines.map((l) => l.text).filter(Boolean);
  return texts.some(
    (t, i) =>
      !FOR_DATE.test(t) &&
      leadingDate(t)?.date.year !== undefined &&
      FOR_DATE.test(texts[i + 1] ?? '') &&
      leadingDate(texts[i + 1]!) !== null,
  );
}

export const postDate: Layout = {
  name: 'post date',
  shape: { has: DIGIT, lacks: BULLET },
  read(l, ctx) {
    if (!ctx.postDates || l.bullet || FOR_DATE.test(l.text)) return null;
    const d = leadingDate(l.text);
    if (!d || d.date.year === undefined) return null;
    ctx.current = null;
    ctx.postYear = { year: d.date.year, month: d.date.month };
    return 'post date';
  },
};
