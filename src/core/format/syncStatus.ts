export const STORE_STATUSES = ['idle', 'loading', 'ready', 'offline', 'error', 'syncing'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** The sync indicator's label and dot colour for each status (SPEC, Shell). */
export const SYNC_STATUS_DISPLAY: Record<
  StoreStatus,
  { label: string; color: 'gray' | 'yellow' | 'green' | 'red' | 'blue' }
> = {
  idle: { label: 'Idle', color: 'gray' },
  loading: { label: 'Loading', color: 'yellow' },
  ready: { label: 'Connected', color: 'green' },
  offline: { label: 'Offline', color: 'gray' },
  error: { label: 'Error', color: 'red' },
  syncing: { label: 'Syncing', color: 'blue' },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now' under 1 minute, 'Nm ago' under 1 hour, 'Nh ago' under 1 day, otherwise 'Nd ago'. */
export function relativeTime(thenMs: number, nowMs: number): string {
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}
