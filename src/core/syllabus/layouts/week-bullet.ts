/**
 * Week bullets: a list whose items open with the week they are for (`* Week 0: [IE] Ch.1--Ch.6`),
 * in a document with no week heading of its own. Each such bullet is read as a week heading, its
 * text after the colon as that week's readings. A bullet that is only the week (`• Week 3`, a nested
 * list's first level: pandoc, Markdown) is one too; the week's items are the deeper bullets under it.
 */
import type { PreparedLine } from '../prepare';
import type { Layout } from './context';
import { isDatedWeekBullet } from './dated-week-bullet';
import { WEEK_HEADING, weekHeading } from './week-heading';

/** `Week 3:` opening a bullet, or `Week 3` alone: so `Week 3 reading due` is no week. */
export const WEEK_BULLET = /^weeks?\s+\d{1,2}\s*(?::|$)/i;

/** `Week 3:`, `Week 3` alone, or `Week 3, 10/05 - 10/09 Topic` (dated-week-bullet.ts). */
export const isWeekBullet = (text: string) => WEEK_BULLET.test(text) || isDatedWeekBullet(text);

/** Three or more bullets open with `Week N:` and no line outside a bullet is a week heading. */
export function hasWeekBullets(lines: readonly PreparedLine[]): boolean {
  let bullets = 0;
  for (const l of lines) {
    if (!l.bullet && WEEK_HEADING.test(l.text)) return false;
    if (l.bullet && isWeekBullet(l.text)) bullets++;
  }
  return bullets >= 3;
}

export const weekBullet: Layout = {
  name: 'week bullet',
  read(l, ctx) {
    if (!ctx.weekBullets) return null;
    // A heading after the list ("### Lecture Notes") closes the last week: what follows is no week's.
    if (l.heading && !l.bullet) {
      ctx.current = null;
      return null;
    }
    if (!l.bullet || !isWeekBullet(l.text)) return null;
    return weekHeading.read({ ...l, bullet: 0 }, ctx);
  },
};
