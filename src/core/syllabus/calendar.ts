/** Pure calendar arithmetic on (year, month, day) without the Date object. */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Days since 1970-01-01 (proleptic Gregorian). */
export function toEpochDay(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromEpochDay(epochDay: number): CalendarDay {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayOf(epochDay: number): number {
  return (((epochDay + 3) % 7) + 7) % 7;
}

export function mondayOf(epochDay: number): number {
  return epochDay - weekdayOf(epochDay);
}

/** Days of each month in a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

export function isValidDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  // Whole numbers (every date read from text): the month's length, without the round trip below.
  if (Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day))
    return day <= (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);
  const back = fromEpochDay(toEpochDay(year, month, day));
  return back.month === month && back.day === day;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function toIsoDay(epochDay: number): string {
  const { year, month, day } = fromEpochDay(epochDay);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function parseIsoDay(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isValidDay(year, month, day) ? toEpochDay(year, month, day) : null;
}
