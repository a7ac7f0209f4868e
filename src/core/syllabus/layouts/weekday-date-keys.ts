/**
 * Weekday-keyed dates in a YAML schedule: a record names its class days by weekday keys (`monday: 2015-01-26`,
 * `wednesday: 2015-01-28`) instead of a `date:` key. The record's first such key whose date falls on the weekday it
 * names carries its date (the record's readings are for its first class; a date on another weekday is a slip, such as a
 * stray year); the later ones are more days of the same record.
 */

/** A YAML entry as the schedule reader parses it (layouts/yaml-schedule.ts). */
export interface KeyedEntry {
  indent: number;
  dash: boolean;
  key: string | null;
  value: string;
}

/** A key that is a weekday's name: `monday`, `Thursday`. */
export const WEEKDAY_KEY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i;

const WEEKDAY_STEMS = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'];

/**
 * For each record (a dash entry and what follows at its level), the index of its first weekday key holding a date on
 * that weekday; `weekdayOf` gives a value's weekday (0 = Sunday) or undefined when it is no date.
 */
export function firstWeekdayDateKeys(
  entries: readonly KeyedEntry[],
  weekdayOf: (value: string) => number | undefined,
): Set<number> {
  const keys = new Set<number>();
  let recordIndent: number | undefined;
  let taken = false;
  entries.forEach((e, k) => {
    if (e.dash && (recordIndent === undefined || e.indent <= recordIndent)) {
      recordIndent = e.indent;
      taken = false;
    }
    if (taken || !e.key || !WEEKDAY_KEY.test(e.key)) return;
    if (weekdayOf(e.value) !== WEEKDAY_STEMS.indexOf(e.key.toLowerCase().slice(0, -3))) return;
    keys.add(k);
    taken = true;
  });
  return keys;
}
