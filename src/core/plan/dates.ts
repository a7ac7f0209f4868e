/** Calendar arithmetic on ISO days (YYYY-MM-DD), independent of the time zone of the machine. */
import { format } from 'date-fns';

export const DAY_MS = 86_400_000;

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** Days since 1970-01-01 of an ISO day. */
export const dayNumber = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

const isoOfDayNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => isoOfDayNumber(dayNumber(iso) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** 0 = Monday .. 6 = Sunday. */
export const weekdayIndex = (iso: string): number => (((dayNumber(iso) + 3) % 7) + 7) % 7;

export const weekdayName = (iso: string): WeekdayName => WEEKDAY_NAMES[weekdayIndex(iso)] as WeekdayName;

/** The Monday of the (Monday-based) week holding the day. */
export const mondayOf = (iso: string): string => addDays(iso, -weekdayIndex(iso));

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string): string[] => WEEKDAY_NAMES.map((_, i) => addDays(monday, i));

/** 'Wed, Nov 25' (a calendar day, never shifted by a time zone). */
export function shortDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1), 'EEE, MMM d');
}

/** 'November 23, 2026'. */
export function longDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1), 'MMMM d, yyyy');
}

/** 'today', 'tomorrow', 'in 3 days', 'yesterday', '4 days ago'. */
export function relativeDay(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** Today in local time as an ISO day. */
export function localToday(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const isIsoDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  isoOfDayNumber(dayNumber(value)) === value;
