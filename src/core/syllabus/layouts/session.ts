/** A class session as the layouts collect it: date, week, class number, topics and readings. */
import type { MonthDay } from '../dates';
import type { PreparedLine } from '../prepare';
import type { ReadingDraft } from '../readings';

export interface Session {
  date?: MonthDay;
  /** A day of the month with no month known yet ("### 23:"); the calendar pass may date it. */
  dayOfMonth?: number;
  /** A weekday named for the session when its date comes from a week range. */
  weekday?: number;
  explicitWeek?: number;
  range?: { start: MonthDay; end: MonthDay };
  classNo?: number;
  /** The week printed in a table's week column beside its class number (week-number-column.ts). */
  printedWeek?: number;
  topics: string[];
  readings: ReadingDraft[];
  noClass: boolean;
  /** The session came from a week heading rather than a class meeting. */
  isWeek: boolean;
  /** The markdown level of the week heading that opened it (`## Week 2` -> 2; week-subheading.ts). */
  headingDepth?: number;
  page: number;
  line: number;
  /** Further class days the row's date cell lists after its first (`19/01, 20/01, 21/01`): meeting-day evidence. */
  listedDays?: MonthDay[];
  /** The free lines read under the session (not headings or labels): the first one and how many. */
  free?: { first: PreparedLine; count: number };
}

export function newSession(l: PreparedLine, extra: Partial<Session> = {}): Session {
  return { topics: [], readings: [], noClass: false, isWeek: false, page: l.page, line: l.line, ...extra };
}
