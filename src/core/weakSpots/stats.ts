import {
  type RecommendationWeakSpotStatus,
  WEAK_SPOT_PRIORITIES,
  WEAK_SPOT_STATUSES,
  type WeakSpot,
  type WeakSpotPriority,
  type WeakSpotStatus,
} from '../model';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** SPEC 9: 'recent' is 7 days in the store, 30 days on the dashboard. */
export const STORE_RECENT_DAYS = 7;
export const DASHBOARD_RECENT_DAYS = 30;
export const TREND_WINDOW_DAYS = 7;
export const TOP_TAG_COUNT = 5;

type StatItem = Pick<WeakSpot, 'status' | 'priority' | 'createdAt'>;

export interface WeakSpotStats {
  total: number;
  byStatus: Record<WeakSpotStatus, number>;
  byPriority: Record<WeakSpotPriority, number>;
  /** Created within the last 7 days. */
  recent: number;
}

export interface TagCount {
  tag: string;
  count: number;
}

export interface WeakSpotDashboardStats extends WeakSpotStats {
  /** Not resolved and not dismissed. */
  active: number;
  /** High or critical priority, still active. */
  urgent: number;
  /** Created within the last 30 days, newest first. */
  recentItems: WeakSpot[];
  /** Whole days, over resolved items that have a resolution date; null when there are none. */
  averageResolutionDays: number | null;
  topTags: TagCount[];
  /** Creations in the last 7 days against the previous 7, as a rounded percent. */
  trendPercent: number;
  createdLast7: number;
  createdPrevious7: number;
}

const CLOSED: ReadonlySet<WeakSpotStatus> = new Set(['resolved', 'dismissed']);

export const isClosedStatus = (status: WeakSpotStatus): boolean => CLOSED.has(status);

const zeroCounts = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Created at or after `now - days` (and not in the future beyond now). */
function createdWithin(item: Pick<WeakSpot, 'createdAt'>, now: number, days: number): boolean {
  const t = Date.parse(item.createdAt);
  return t >= now - days * DAY_MS && t <= now;
}

/** The store's stats: total, byStatus, byPriority, and recent (created within 7 days). */
export function weakSpotStats(items: readonly StatItem[], now: number): WeakSpotStats {
  const byStatus = zeroCounts(WEAK_SPOT_STATUSES);
  const byPriority = zeroCounts(WEAK_SPOT_PRIORITIES);
  let recent = 0;
  for (const item of items) {
    byStatus[item.status]++;
    byPriority[item.priority]++;
    if (createdWithin(item, now, STORE_RECENT_DAYS)) recent++;
  }
  return { total: items.length, byStatus, byPriority, recent };
}

/**
 * Trend: creations in the last 7 days against the previous 7, as a rounded percent; when the previous
 * count is 0 the trend is 100 if there are new ones, otherwise 0.
 */
export function trendPercent(last: number, previous: number): number {
  if (previous === 0) return last > 0 ? 100 : 0;
  return Math.round(((last - previous) / previous) * 100);
}

/** Counts creations in the last 7 days, (now - 7d, now], and in the 7 days before, (now - 14d, now - 7d]. */
export function creationWindows(items: readonly Pick<WeakSpot, 'createdAt'>[], now: number) {
  const window = TREND_WINDOW_DAYS * DAY_MS;
  let last = 0;
  let previous = 0;
  for (const item of items) {
    const age = now - Date.parse(item.createdAt);
    if (age < 0) continue;
    if (age < window) last++;
    else if (age < 2 * window) previous++;
  }
  return { last, previous };
}

/** Average time from creation to resolution in whole (rounded) days, over resolved items with resolvedAt. */
export function averageResolutionDays(
  items: readonly Pick<WeakSpot, 'status' | 'createdAt' | 'resolvedAt'>[],
): number | null {
  let total = 0;
  let count = 0;
  for (const item of items) {
    if (item.status !== 'resolved' || !item.resolvedAt) continue;
    total += Math.max(0, Date.parse(item.resolvedAt) - Date.parse(item.createdAt));
    count++;
  }
  return count === 0 ? null : Math.round(total / count / DAY_MS);
}

/** The most common tags with their counts: by count, then alphabetically; at most `limit` (5). */
export function topTags(items: readonly Pick<WeakSpot, 'tags'>[], limit = TOP_TAG_COUNT): TagCount[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of new Set(item.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .slice(0, limit);
}

/** Everything the Weak Spot Dashboard shows, from one pass over the items. */
export function weakSpotDashboardStats(items: readonly WeakSpot[], now: number): WeakSpotDashboardStats {
  const base = weakSpotStats(items, now);
  const windows = creationWindows(items, now);
  let active = 0;
  let urgent = 0;
  for (const item of items) {
    if (isClosedStatus(item.status)) continue;
    active++;
    if (item.priority === 'high' || item.priority === 'critical') urgent++;
  }
  const recentItems = items
    .filter((item) => createdWithin(item, now, DASHBOARD_RECENT_DAYS))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return {
    ...base,
    active,
    urgent,
    recentItems,
    averageResolutionDays: averageResolutionDays(items),
    topTags: topTags(items),
    trendPercent: trendPercent(windows.last, windows.previous),
    createdLast7: windows.last,
    createdPrevious7: windows.previous,
  };
}

/** The recommendation area's vocabulary: resolved -> closed, in_progress -> corrected, else open. */
export function toRecommendationStatus(status: WeakSpotStatus): RecommendationWeakSpotStatus {
  if (status === 'resolved') return 'closed';
  if (status === 'in_progress') return 'corrected';
  return 'open';
}

export type WeakSpotSeverity = 'high' | 'medium' | 'low';

/** Severity: open is high, corrected is medium, anything else low. */
export function recommendationSeverity(status: RecommendationWeakSpotStatus): WeakSpotSeverity {
  if (status === 'open') return 'high';
  if (status === 'corrected') return 'medium';
  return 'low';
}

/** '+25%', '-50%', '0%'. */
export function formatTrend(percent: number): string {
  return percent > 0 ? `+${percent}%` : `${percent}%`;
}

/** '1 day', '3 days'. */
export function formatDays(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
