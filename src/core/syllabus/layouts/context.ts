/**
 * The one interface every layout implements, and the context the session builder gives it.
 * A layout recognises a line by its shape (a header row, a marker, a label) and opens, fills or
 * closes a session through the context; it never looks at the words of one particular document.
 */
import type { ReadingBlock } from './reading-block-end';
import type { SpanContext } from '../classify';
import type { PipeColumn } from '../columns';
import type { MonthDay } from '../dates';
import type { PreparedLine } from '../prepare';
import type { AuthorDatedLine } from '../author-dated-works';
import type { BookChapterRow } from '../book-chapter-rows';
import type { NamedAssignments } from '../named-assignments';
import type { Table } from '../table';
import type { Region } from '../trace';
import type { LineShapeNeed } from './line-shape';
import type { Session } from './session';
import type { Banner } from './book-columns';

/** What the builder remembers between lines: the open session, table, block and headings. */
export interface BuilderState {
  current: Session | null;
  /** The printed week number in force (from the last week heading). */
  weekNo: number | undefined;
  weekRange: Session['range'];
  /** Inside a "Due:" block: its lines belong to no session. */
  adminBlock: boolean;
  /** Nested bullets under an exercises/problems bullet are skipped. */
  skipNested: boolean;
  /** A unit heading's topic, given to every session under it. */
  unitTopic: string | null;
  /** Inside a block opened by a "Readings:" label: its lines are readings' candidates by position. */
  readingBlock: ReadingBlock | null;
  /** Inside a block opened by a "Watch:" label (media-block.ts): its items are not readings. */
  mediaBlock: boolean;
  /** The session whose readings stand under a label line of their own (sibling-labels.ts). */
  labelledSession: Session | null;
  /** Readings under a class's `Homework` heading, held for the next dated session (next-class-homework.ts). */
  nextClassHolder: Session | null;
  /** The document's weeks are bullets that open with `Week N:` (week-bullet.ts). */
  weekBullets: boolean;
  /** The document's only structure is `Unit N` headings (unit-heading.ts). */
  unitHeadings: boolean;
  /** The document's only structure is `Chapter N … ...... pages` lines (chapter-units.ts). */
  chapterUnits: boolean;
  /** A lone full date above undated numbered classes: the document's date, no class (document-date-line.ts). */
  documentDate: PreparedLine | null;
  /** Column kinds of the pipe table being read, from its header row. */
  columns: PipeColumn[] | null;
  /** Weekday of each column of a "Monday | Wednesday | Friday" table (undefined: not a day). */
  dayColumns: (number | undefined)[] | null;
  /** What a bare number in the reading column is ("Ch.", "Sections"), from the header. */
  columnUnit: string | null;
  /** A banner cell naming the reading columns of the header row below it (book-columns.ts), or null. */
  readingBanner: Banner | null;
  /** The book named by each reading column of a two-row header (book-columns.ts), or null. */
  columnBooks: (string | null)[] | null;
  /** The year of the last posting date: a "For <date>" line under it without a year takes it. */
  postYear: { year: number; month: number } | undefined;
  /** The fixed-width table the line belongs to (found before the layouts run). */
  fixedTable: Table | null;
  /** Units opened so far by an undated assignment sheet (counted items, page lists): the next one's number. */
  unitNo: number;
  /** The topic line above an assignment sheet's page lines ("Acquisition by Capture"). */
  pageListTopic: string | null;
  /** The month of a table whose Month column is written only on the month's first row. */
  tableMonth: string | null;
  /** A table row wrapped over several lines ("| 29 | Lecture | Topic |" / "1.1 - 1.3 |"): its cells so far. */
  pendingRow: { width: number } | null;
  /** The table's header row opens with '|' (markdown outer pipes). */
  leadingPipe: boolean;
  /** The table's number column is headed `Week` / `Wk`: its numbers are printed weeks. */
  weekColumn: boolean;
  /** A second number column headed `Week` beside the class number column, or -1. */
  weekNumberColumn: number;
  /** Authors of the document's `Date Author: Work` lines or `N. Author, Work` items when they list works (author-works.ts). */
  authorWorks: ReadonlySet<string>;
  /** Lines of a list of works closed by their years, `Title (1648)` (year-closed-works.ts). */
  yearWorks: ReadonlySet<PreparedLine>;
  /** Items of numbered lists the page declares assigned, with their text after the number (assigned-list.ts). */
  assignedItems: ReadonlyMap<PreparedLine, string>;
  /** Lines of a list of works naming them by their authors (`author, title` lines, bare names after `For <date>:`), with their readings (author-dated-works.ts). */
  authorLines: ReadonlyMap<PreparedLine, AuthorDatedLine>;
  /** Dated class lines printing their week's number after the date, `2031-03-11 1 Sets` (dated-week-numbers.ts). */
  datedWeeks: ReadonlyMap<PreparedLine, number>;
  /** Dated rows of a table flattened with spaces whose last cells are books' chapters (book-chapter-rows.ts). */
  bookChapterRows: ReadonlyMap<PreparedLine, BookChapterRow>;
  /** A reading page's `Assignment N: Name` lines that list no works, and their wrapped lines (named-assignments.ts). */
  namedAssignments: NamedAssignments;
  /** Book codes the page defines for its schedule, `Campbell Biology (= C)` (book-code-lines.ts). */
  bookCodes: ReadonlySet<string>;
  /** The session a list-of-works line opened: the lines under it name the work's parts, not readings. */
  workSession: Session | null;
  /** Inside a `[Due <date>]` block (due-heading.ts): the due date and the session of the week before it. */
  due: { date: MonthDay; weekday?: number; week: Session | null } | null;
}

export interface LayoutContext extends BuilderState {
  readonly sessions: readonly Session[];
  /** The document is an undated numbered list: one item per week. */
  readonly numberedTopics: boolean;
  /** The document numbers its sessions in parentheses ("(4)"): numbered lines are outline items. */
  readonly parenSessions: boolean;
  /** The document is a course blog: dated posts name the class they are for ("For Monday, August 25"). */
  readonly postDates: boolean;
  /** The document opens its undated assignments with a bracketed class count ("[3] CB 1–13 ..."). */
  readonly countedItems: boolean;
  /** The document is an undated sheet of bare page-range lines under topic lines. */
  readonly pageList: boolean;
  /** The document is an undated outline under `I.` / `A.` / `1.` headings. */
  readonly outline: boolean;
  /** The document is a list of updates, newest first, each dated by its posting day (update-list.ts). */
  readonly updateList: boolean;
  /** The document is a course blog of bare month-and-day posts, newest first (post-links.ts). */
  readonly newestFirstBlog: boolean;
  /** Opens a session (week heading and unit topic carried over) and makes it current. */
  start(s: Session): Session;
  /** Candidate reading spans of `raw`, classified, added to the current session. */
  addReadings(raw: string, l: PreparedLine, context: SpanContext, listedAddress?: boolean): void;
  /** Text after a date, class number or week heading on the same line: topic or readings. */
  addContent(text: string, l: PreparedLine): void;
  /** The date of the last dated session. */
  lastDate(): MonthDay | undefined;
}

export interface Layout {
  /** Short name, for docs and tests. */
  readonly name: string;
  /**
   * The line shapes this layout can read (line-shape.ts): a line without every bit of `has`, or with a
   * bit of `lacks`, is not offered to it. A promise that `read` gives null and changes nothing on such a
   * line; leave it out when unsure.
   */
  readonly shape?: LineShapeNeed;
  /**
   * Reads the line when it has this layout's shape and returns the region the trace shows for it;
   * null hands the line to the next layout.
   */
  read(l: PreparedLine, ctx: LayoutContext): Region | null;
}
