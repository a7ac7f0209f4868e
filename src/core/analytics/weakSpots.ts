/** The Weak Spots panel (SPEC 3: total; plus by status, by priority, resolved vs new per week, top 5 tags). */
import type { WeakSpot } from '../model';
import { addDays, localToday, mondayOf } from '../plan/dates';
import { type TagCount, topTags, type WeakSpotStats, weakSpotStats } from '../weakSpots/stats';

export const WEAK_SPOT_WEEKS = 8;

export const WEAK_SPOTS_FORMULA =
  'Total = every weak spot of the courses in view. Each week (Monday to Sunday) counts the weak spots created ' +
  'that week (new) and those whose resolution date falls in it (resolved). Top tags: the 5 tags on the most weak spots.';

export interface WeekFlow {
  weekOf: string;
  created: number;
  resolved: number;
}

export interface WeakSpotPanel extends WeakSpotStats {
  /** Not resolved and not dismissed. */
  outstanding: number;
  /** The last 8 weeks, oldest first. */
  weeks: WeekFlow[];
  topTags: TagCount[];
}

export function weakSpotPanel(items: readonly WeakSpot[], now: number, today: string): WeakSpotPanel {
  const stats = weakSpotStats(items, now);
  const thisMonday = mondayOf(today);
  const weeks: WeekFlow[] = Array.from({ length: WEAK_SPOT_WEEKS }, (_, i) => ({
    weekOf: addDays(thisMonday, (i - WEAK_SPOT_WEEKS + 1) * 7),
    created: 0,
    resolved: 0,
  }));
  const index = new Map(weeks.map((w) => [w.weekOf, w]));
  const weekOf = (at: string) => mondayOf(localToday(Date.parse(at)));
  for (const item of items) {
    const created = index.get(weekOf(item.createdAt));
    if (created) created.created++;
    if (item.status === 'resolved' && item.resolvedAt) {
      const resolved = index.get(weekOf(item.resolvedAt));
      if (resolved) resolved.resolved++;
    }
  }
  return {
    ...stats,
    outstanding: stats.total - stats.byStatus.resolved - stats.byStatus.dismissed,
    weeks,
    topTags: topTags(items),
  };
}
