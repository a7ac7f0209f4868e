/** Walking the prepared lines and collecting class sessions: each line is read by one layout (layouts/). */
import { numberedParenDate } from './layouts/numbered-paren-date';
import { isNumberedDateRow } from './layouts/numbered-date-row';
import { sectionLead } from './section-lead';
import { sectionTail } from './section-tail';
import { DittoAuthor } from './ditto-author';
import type { Banner } from './layouts/book-columns';
import { isPlannedHoursRow } from './layouts/hours-plan';
import { isStrayMark } from './layouts/stray-mark';
import { EnclosingPages } from './inside-pages';
import { optionalSourcesOf, looksLikeReadingOnItsOwn, STRONG, type SpanContext } from './classify';
import type { ReadingBlock } from './layouts/reading-block-end';
import type { PipeColumn } from './columns';
import { findDate, leadingDate, type MonthDay } from './dates';
import { isDateOnlyBullet } from './date-bullets';
import { LAYOUTS, type LayoutContext, type Session } from './layouts';
import { layoutsByShape, shapeOf } from './layouts/line-shape';
import { COUNTED_ITEM } from './layouts/counted-item';
import { PAREN_NUMBER } from './layouts/numbered-session';
import { isPageLine } from './layouts/page-list';
import { hasPostDates } from './layouts/post-date';
import { isUpdateList } from './update-list';
import { NUMBERED } from './layouts/numbered-topic';
import { isOutlineHeading } from './layouts/outline-heading';
import { joinedOutlineReading } from './layouts/outline-joined-reading';
import { newSession } from './layouts/session';
import { hasUnitHeadings } from './layouts/unit-heading';
import { hasChapterUnits } from './layouts/chapter-units';
import { documentDateLine } from './document-date-line';
import { hasWeekBullets } from './layouts/week-bullet';
import { WEEK_HEADING } from './layouts/week-heading';
import { isWeekLine } from './week-line';
import type { PreparedLine } from './prepare';
import { keepLabelledReadings } from './labelled-sessions';
import { classLineTopics } from './class-line-topics';
import { dropNestedRanges } from './nested-ranges';
import { markRemoved } from './trace-removals';
import { type EndedTable, resumedHeader } from './layouts/gap-table-resume';
import { readLoneLines } from './lone-lines';
import { readChapterCodes } from './chapter-codes';
import { readGluedSectionRefs } from './glued-section-ref';
import { readTopicBookSections } from './topic-book-sections';
import { draftsFromText } from './readings';
import { UNTITLED_READING } from './untitled-reading';
import { referenceEntry } from './reference-entry';
import { hasReadingSignal, isCapsHeading, isNoClass } from './signals';
import { isQuotedTermTopic } from './quoted-term';
import { yearClosedWorkLines } from './year-closed-works';
import { type AuthorDatedLine, authorDatedWorks } from './author-dated-works';
import { datedWeekNumbers } from './dated-week-numbers';
import { type BookChapterRow, bookChapterRows } from './book-chapter-rows';
import { type NamedAssignments, namedReadingAssignments } from './named-assignments';
import { definedBookCodes } from './book-code-lines';
import { authorWorkNames, numberedAuthorNames } from './author-works';
import { findTable, type Table } from './table';
import { isActivityLabelLine } from './activity-label';
import { isAssignmentNotice } from './assignment-notice';
import { isContainerLead } from './container-lead';
import { firstAssignmentPage } from './first-assignment';
import { isNewestFirstBlog } from './layouts/post-links';
import { readModuleCodeBlocks } from './module-code-blocks';
import { readNumberedReadingList } from './numbered-reading-list';
import { readLeadInstruction } from './lead-instruction';
import { isBookListEntry } from './layouts/book-list-entry';
import { isCourseGoal } from './layouts/course-goal';
import type { Region, Trace } from './trace';
import { stripTrailing } from './text';
import { nextDatedSession } from './next-dated-session';
import { assignedListItems } from './assigned-list';

export type { Session } from './layouts';

export interface SessionScan {
  sessions: Session[];
  defaultSource: string | null;
  /** Did the schedule number its weeks itself? */
  explicitWeeks: boolean;
  /** Numbered topics without dates: one item per week. */
  numberedTopics: boolean;
}

/** "Unless otherwise noted, all page numbers refer to X" -> X. */
function findDefaultSource(lines: PreparedLine[]): string | null {
  for (const l of lines) {
    const m =
      /page (?:numbers|references) (?:refer|are) to (?:the )?(?:required )?(?:text(?:book)?|casebook)?(?: for (?:the|this) (?:class|course))?,?\s*(.+?)(?:\.\s|\.$|$)/i.exec(
        l.text,
      );
    if (m) return m[1]!.replace(/\s*\([^)]*\)\s*$/, '').trim() || null;
  }
  return null;
}

interface Counts {
  dated: number;
  weeks: number;
  numbered: number;
  /** Sessions numbered in parentheses: "(4) ...". */
  paren: number;
  /** Assignments opened by a bracketed class count: "[3] ...". */
  counted: number;
  /** Lines that are a bare page range ("18-26"). */
  pageLines: number;
  /** Lettered or roman outline headings ("B. Offer and Acceptance"). */
  outline: number;
}

/** The layouts offered a line of each shape (line-shape.ts). */
const layoutsForShape = layoutsByShape(LAYOUTS);

const CLASS_LINE = /^(?:class|session|lecture)\s+#?\d{1,3}$/i;
/** `Topic 3 — Negotiation`, `Class 4: Offer`: a numbered class named after a dash or a colon. */
const NAMED_CLASS_LINE =
  /^(?:class|session|lecture|topic|seminar|meeting)\s+#?\d{1,3}\s*(?:[—–:]\s*[A-Z"“]|-{1,2}\s+\S)/i;

/** A table row whose first or second cell is a date (`| 1 | January 17 | … |`): a dated class. */
const datedRow = (cells: string[] | null) =>
  !!cells &&
  cells
    .filter(Boolean)
    .slice(0, 2)
    .some((c) => leadingDate(c) !== null);

function countAnchors(lines: PreparedLine[]): Counts {
  const c: Counts = {
    dated: 0,
    weeks: 0,
    numbered: 0,
    paren: 0,
    counted: 0,
    pageLines: 0,
    outline: 0,
  };
  for (const l of lines) {
    if (PAREN_NUMBER.test(l.text)) c.paren++;
    if (COUNTED_ITEM.test(l.text)) c.counted++;
    if (isPageLine(l.text)) c.pageLines++;
    if (!l.bullet && (isOutlineHeading(l.text) || joinedOutlineReading(l.text))) c.outline++;
    if (isWeekLine(l)) c.weeks++;
    else if (
      (leadingDate(l.text) || datedRow(l.cells) || numberedParenDate(l.text)) &&
      !/^due\b/i.test(l.text)
    )
      c.dated++;
    else if (
      NUMBERED.test(l.text) &&
      !l.bullet &&
      !isBookListEntry(l.text) &&
      !isPlannedHoursRow(l.text) &&
      !isCourseGoal(l.text)
    )
      c.numbered++;
  }
  return c;
}

/**
 * A reading label inside a class line's text: `Reading:`, `Readings,`, `Read:`, `Reading to prepare for
 * class:`, `Reading this week:` (an LMS outline's lessons run together on one line).
 */
const READING_LABEL_IN_TEXT =
  /\b(?:readings?(?:\s+to\s+prepare(?:\s+for\s+(?:today|class|next\s+class))?|\s+this\s+week)?|read)\s*[:,]\s*/i;

class SessionBuilder implements LayoutContext {
  readonly sessions: Session[] = [];
  current: Session | null = null;
  weekNo: number | undefined;
  weekRange: Session['range'];
  adminBlock = false;
  skipNested = false;
  unitTopic: string | null = null;
  readingBlock: ReadingBlock | null = null;
  mediaBlock = false;
  labelledSession: Session | null = null;
  nextClassHolder: Session | null = null;
  weekBullets = false;
  unitHeadings = false;
  chapterUnits = false;
  documentDate: PreparedLine | null = null;
  columns: PipeColumn[] | null = null;
  dayColumns: (number | undefined)[] | null = null;
  columnUnit: string | null = null;
  readingBanner: Banner | null = null;
  columnBooks: (string | null)[] | null = null;
  fixedTable: Table | null = null;
  pageListTopic: string | null = null;
  unitNo = 0;
  tableMonth: string | null = null;
  pendingRow: { width: number } | null = null;
  leadingPipe = false;
  weekColumn = false;
  weekNumberColumn = -1;
  due: LayoutContext['due'] = null;
  authorWorks: ReadonlySet<string> = new Set();
  yearWorks: ReadonlySet<PreparedLine> = new Set();
  assignedItems: ReadonlyMap<PreparedLine, string> = new Map();
  authorLines: ReadonlyMap<PreparedLine, AuthorDatedLine> = new Map();
  datedWeeks: ReadonlyMap<PreparedLine, number> = new Map();
  bookChapterRows: ReadonlyMap<PreparedLine, BookChapterRow> = new Map();
  namedAssignments: NamedAssignments = { readings: new Map(), continuations: new Set() };
  bookCodes: ReadonlySet<string> = new Set();
  workSession: Session | null = null;
  postYear: { year: number; month: number } | undefined;
  /** The author of the last reading line, for a bibliography's "———, Title" (same author again). */
  private readonly dittoAuthor = new DittoAuthor();
  /** The pipe table a stray line ended: a later row of its shape takes it up again. */
  private endedTable: EndedTable | null = null;

  get defaultSourceName(): string | null {
    return this.defaultSource;
  }

  constructor(
    private readonly defaultSource: string | null,
    readonly numberedTopics: boolean,
    readonly parenSessions: boolean,
    readonly postDates: boolean,
    readonly countedItems: boolean,
    readonly pageList: boolean,
    readonly outline: boolean,
    private readonly bulletPrior: number,
    private readonly optionalSources: readonly string[],
    private readonly trace?: Trace,
  ) {}

  /** A first-assignments page (first-assignment.ts) is one session: its numbered items open none. */
  onePage = false;
  /** A list of updates, newest first (update-list.ts). */
  updateList = false;
  /** A blog of bare month-and-day posts, newest first (layouts/post-links.ts). */
  newestFirstBlog = false;

  start(s: Session): Session {
    if (this.onePage && this.current) s = this.current;
    else this.sessions.push(s);
    if (this.nextClassHolder) {
      s.readings.unshift(...this.nextClassHolder.readings);
      this.nextClassHolder = null;
    }
    if (this.weekNo !== undefined && s.explicitWeek === undefined) s.explicitWeek = this.weekNo;
    if (!s.range && this.weekRange) s.range = this.weekRange;
    if (this.unitTopic && !s.topics.length) s.topics.push(this.unitTopic);
    this.current = s;
    this.adminBlock = false;
    this.skipNested = false;
    this.readingBlock = null;
    this.mediaBlock = false;
    this.referenceIndent = -1;
    this.enclosing.reset();
    this.due = null;
    return s;
  }

  /** The indent of the last reference-list entry's bullet: bullets indented deeper name its parts. */
  private referenceIndent = -1;
  /** The page range of the last line read, whose nested items inside it are its parts (inside-pages.ts). */
  private readonly enclosing = new EnclosingPages();

  addReadings(raw: string, l: PreparedLine, context: SpanContext, listedAddress?: boolean): void {
    if (!this.current || isAssignmentNotice(raw) || isActivityLabelLine(raw) || isContainerLead(raw)) return;
    // Under a `Date Author: Work` line of a list of works: the work's parts and notes (author-works.ts).
    if (this.workSession === this.current && l.line !== this.current.line) return;
    // "• Kant, I., (1787). Critique of Pure Reason …" / "◦ Preface to the second edition": a part to read, not a reading.
    if (l.bullet && this.referenceIndent >= 0 && l.indent > this.referenceIndent) return;
    if (this.enclosing.isInside(l, raw)) return;
    if (l.bullet) this.referenceIndent = referenceEntry(raw) ? l.indent : -1;
    const text = this.dittoAuthor.resolve(raw);
    const origin = {
      page: l.page,
      line: l.line,
      context,
      bulletPrior: this.bulletPrior,
      optionalSources: this.optionalSources,
      ...(listedAddress ? { listedAddress } : {}),
      ...(this.trace ? { trace: this.trace } : {}),
    };
    const drafts = draftsFromText(text, origin, this.defaultSource);
    this.current.readings.push(...drafts);
  }

  addContent(text: string, l: PreparedLine): void {
    const s = this.current!;
    // A bracketed note after a heading ("[return to top]", "[draft]") is neither topic nor reading.
    if (!text || /^\[[^\]]*\]$/.test(text)) return;
    if (isNoClass(text)) s.noClass = s.noClass || s.readings.length === 0;
    const sections = s.date ? sectionLead(text) : null;
    if (sections) {
      this.addReadings(`Sections ${sections.sections}`, l, 'label');
      if (sections.rest) this.addContent(sections.rest, l);
      return;
    }
    const label = READING_LABEL_IN_TEXT.exec(text);
    // A label may open the text too (`Reading to prepare for class: Prothero, introduction`), with its colon.
    if (label && (label.index > 0 || label[0].includes(':'))) {
      const topic = stripTrailing(text.slice(0, label.index), '.;,:');
      if (topic) s.topics.push(topic);
      this.addReadings(text.slice(label.index), l, 'label');
      return;
    }
    // `Digestive System 22.5, 22.7, 22.8`: a trailing section list is the reading, the words before it the topic.
    const tail = sectionTail(text);
    if (tail) {
      if (tail.topic) s.topics.push(stripTrailing(tail.topic, '.;,'));
      this.addReadings(tail.sections, l, 'label');
      return;
    }
    if (hasReadingSignal(text) && !isCapsHeading(text) && !isQuotedTermTopic(text)) {
      const before = s.readings.length;
      this.addReadings(text, l, 'inline');
      if (!s.topics.length && s.readings.length > before) s.topics.push(s.readings[before]!.title);
      if (s.readings.length > before) return;
    }
    s.topics.push(stripTrailing(text, '.;,'));
  }

  /** Sessions before the current one already looked at by lastDate(), and the last date among them. */
  private datedUpTo = 0;
  private lastDated: MonthDay | undefined;

  /** The date of the last dated session; each earlier session is looked at once (linear in the document). */
  lastDate(): MonthDay | undefined {
    const n = this.sessions.length;
    for (; this.datedUpTo < n - 1; this.datedUpTo++) {
      const d = this.sessions[this.datedUpTo]!.date;
      if (d) this.lastDated = d;
    }
    return (n ? this.sessions[n - 1]!.date : undefined) ?? this.lastDated;
  }

  line(l: PreparedLine): void {
    if (!l.text) return;
    const region = this.read(l);
    this.trace?.lines.push({
      page: l.page,
      line: l.line,
      text: l.text,
      region:
        this.current || region === 'policy heading' || region === 'table header'
          ? region
          : 'outside schedule',
    });
  }

  /** Reads one line by the first layout whose shape it has (pass a); returns that layout's region. */
  private read(l: PreparedLine): Region {
    // A line outside the pipe rows ends the table; a week heading row inside it does not.
    if (!l.cells && (this.columns || this.dayColumns) && !l.bullet && !WEEK_HEADING.test(l.text)) {
      // A line outside the pipe rows ends the table.
      if (this.columns) this.endedTable = { header: this.columns, page: l.page, line: l.line };
      this.columns = null;
      this.dayColumns = null;
    } else if (l.cells && !this.columns && !this.dayColumns) {
      this.columns = resumedHeader(l.cells, this.endedTable, l);
    }
    // Only the layouts that can read a line of this shape (line-shape.ts), in their order.
    for (const layout of layoutsForShape(shapeOf(l))) {
      const region = layout.read(l, this);
      if (region) return region;
    }
    return 'line';
  }
}

/**
 * Share of the bullets that name something readable on their own: high in a list of readings. In a dated
 * bullet list the bullets that are only a class date head the items under them (date-bullets.ts): the
 * share among the items alone counts too, so a list of readings under date bullets is known as one.
 */
export function bulletPriorOf(lines: PreparedLine[]): number {
  let n = 0;
  let readings = 0;
  let items = 0;
  let itemReadings = 0;
  for (const l of lines) {
    if (!l.bullet || !l.text) continue;
    const reading = looksLikeReadingOnItsOwn(l.text);
    n++;
    if (reading) readings++;
    if (isDateOnlyBullet(l.text)) continue;
    items++;
    if (reading) itemReadings++;
  }
  const all = n ? readings / n : 0;
  return items ? Math.max(all, itemReadings / items) : all;
}

export function scanSessions(lines: PreparedLine[], trace?: Trace): SessionScan {
  const counts = countAnchors(lines);
  const parenSessions = counts.paren >= 3;
  const undated = counts.dated < 2 && counts.weeks < 2;
  const countedItems = undated && counts.counted >= 3;
  const pageList = undated && counts.pageLines >= 3;
  // `Topic 3 — Negotiation` headings over an outline's `A.` / `a.` headings are the units: the lettered and
  // numbered items under them (`1. Concepts`) are no classes.
  const namedClasses = counts.outline >= 3 && lines.filter((l) => NAMED_CLASS_LINE.test(l.text)).length >= 2;
  // An outline's dates may sit anywhere in its lines (a class marker at a line's end): none may.
  const outline =
    undated &&
    !countedItems &&
    !pageList &&
    !parenSessions &&
    counts.outline >= 3 &&
    lines.filter((l) => findDate(l.text)).length < 2 &&
    // Numbered classes (`Class 1`, `Class 2`) are the units: its lettered headings are only topics.
    !namedClasses &&
    lines.filter((l) => CLASS_LINE.test(l.text)).length < 2;
  const numberedTopics =
    undated && !namedClasses && (counts.numbered >= 3 || parenSessions || countedItems || pageList);
  const builder = new SessionBuilder(
    findDefaultSource(lines),
    numberedTopics,
    parenSessions,
    hasPostDates(lines),
    countedItems,
    pageList,
    outline,
    bulletPriorOf(lines),
    optionalSourcesOf(lines.map((l) => l.text)),
    trace,
  );
  const first = undated && !numberedTopics && firstAssignmentPage(lines);
  if (first) builder.start(newSession(first, {}));
  builder.onePage = first !== null && first !== false;
  builder.weekBullets = hasWeekBullets(lines);
  builder.unitHeadings = hasUnitHeadings(lines);
  builder.chapterUnits = hasChapterUnits(lines);
  builder.documentDate = documentDateLine(lines);
  builder.updateList = isUpdateList(lines);
  builder.newestFirstBlog = isNewestFirstBlog(lines);
  builder.authorWorks = new Set([...authorWorkNames(lines), ...numberedAuthorNames(lines)]);
  builder.yearWorks = yearClosedWorkLines(lines);
  builder.assignedItems = assignedListItems(lines);
  builder.authorLines = authorDatedWorks(lines);
  builder.datedWeeks = datedWeekNumbers(lines);
  builder.bookChapterRows = bookChapterRows(lines);
  builder.namedAssignments = namedReadingAssignments(lines);
  builder.bookCodes = definedBookCodes(lines);
  for (const l of lines) {
    const header = findTable(l);
    if (header) {
      builder.fixedTable = header;
      continue;
    }
    const table = builder.fixedTable;
    if (
      table &&
      l.text &&
      l.indent < 1 &&
      !leadingDate(l.text) &&
      !isNumberedDateRow(l.text) &&
      !/\S\s{3,}\S/.test(l.raw) &&
      !isStrayMark(l.text)
    )
      builder.fixedTable = null;
    builder.line(l);
  }
  readLeadInstruction(builder, builder.sessions, lines);
  // `Due: reading 3` cells naming the works of a numbered list elsewhere (numbered-reading-list.ts).
  readNumberedReadingList(builder, lines);
  markRemoved(trace, keepLabelledReadings(builder.sessions), 'above a reading label');
  markRemoved(trace, classLineTopics(builder.sessions), 'class line over bulleted readings');
  markRemoved(trace, dropNestedRanges(builder.sessions), 'inside the pages of an item before it');
  readLoneLines(builder.sessions);
  readChapterCodes(builder.sessions);
  // `| Aug 23 | M1.1 |` rows naming `M1.1: Topic` blocks whose `Readings:` lists hold the works (module-code-blocks.ts).
  readModuleCodeBlocks(builder, lines);
  readGluedSectionRefs(builder.sessions);
  readTopicBookSections(builder.sessions);
  const numberedRows = !builder.sessions.some((s) => s.readings.length) && recallFallback(builder, lines);
  return {
    sessions: builder.sessions,
    defaultSource: findDefaultSource(lines),
    explicitWeeks:
      counts.weeks >= 2 || builder.sessions.filter((s) => s.explicitWeek !== undefined).length >= 2,
    numberedTopics: numberedTopics || numberedRows,
  };
}

/** The date a draft was written or a page updated, not a class's; `v.1 (1/4/12)`: a version's date in a page footer. */
const DOCUMENT_DATE =
  /\b(?:draft|revised|updated|posted|last modified|as of)\b|\bv(?:ersion)?\.?\s?\d+(?:\.\d+)*\s*\(\s*\d/i;
/** A note that a class is cancelled ("Class for Monday, January 29, has been cancelled."): no reading's date. */
const isCalledOff = (text: string) => isNoClass(text) || /\bcancel+ed\b/i.test(text);
/** The day a line names for itself, when it is another than the fallback session's and no note of a cancelled class. */
function ownDate(text: string, shared: MonthDay): MonthDay | undefined {
  if (DOCUMENT_DATE.test(text) || isCalledOff(text)) return undefined;
  const d = findDate(text)?.date;
  return d && (d.month !== shared.month || d.day !== shared.day) ? d : undefined;
}
/** Sessions opened for a dated line that kept no reading are removed again. */
function dropEmpty(sessions: Session[], opened: Session[]): void {
  const empty = new Set(opened.filter((o) => !o.readings.length));
  if (!empty.size) return;
  const kept = sessions.filter((x) => !empty.has(x));
  sessions.length = 0;
  sessions.push(...kept);
}
/** The fallback's readings stay below this confidence: no layout understood the document. */
const FALLBACK_CONFIDENCE = 79;

/**
 * Recall fallback: no layout found a single reading in the document (an assignment written as one
 * paragraph, a table whose cells were extracted apart from their labels). Every line with a
 * reading's signal is then read as a free line of one session, dated by the document's first date;
 * only spans with a reading's shape (pages, chapter, case name, statute, quoted or author-title) are
 * kept, a bare page reference titled by the line above it, and their confidence stays below 80 so the
 * review screen asks the student to look. True when the fallback numbered its units (undated rows): one
 * unit per week.
 */
function recallFallback(builder: SessionBuilder, lines: PreparedLine[]): boolean {
  // The date a draft was written or a page updated is not a class's, nor that of a class called off.
  const first = lines.find(
    (l) => l.text && !DOCUMENT_DATE.test(l.text) && !isCalledOff(l.text) && findDate(l.text),
  );
  const at = first ?? lines.find((l) => l.text);
  if (!at) return false;
  const dated = first ? findDate(first.text) : null;
  let s = builder.start(newSession(at, dated ? { date: dated.date } : {}));
  const opened = [s];
  const ownDated: Session[] = [];
  // Reading lines between the dated classes of the layouts go to the class after them (a unit's resources).
  const nextClass = dated ? nextDatedSession(builder.sessions.filter((o) => o !== s)) : () => undefined;
  const classesAfter: Session[] = [];
  let next = 1;
  let above: string | null = null;
  for (const l of lines) {
    if (!l.text) continue;
    // An undated sheet numbering its rows ("2 Consideration ... 22-39"): each number opens a unit.
    const row = dated ? null : /^(\d{1,2})[.)]?\s+(?=[A-Z(]|\d{1,2}[.)]\s)/.exec(l.text);
    if (row && Number(row[1]) === next) {
      if (s.readings.length || s.classNo) {
        s = builder.start(newSession(l, {}));
        opened.push(s);
      }
      s.classNo = next++;
    }
    if (!hasReadingSignal(l.text)) {
      above = /^[A-Z]/.test(l.text) && l.text.length <= 100 ? l.text : above;
      continue;
    }
    // A reading line that names a day of its own ("reading for Wednesday, January 10th") is dated by it.
    const own = l !== first && dated ? ownDate(l.text, dated.date) : undefined;
    const following = own || l === first ? undefined : nextClass(l);
    const into = own ? builder.start(newSession(l, { date: own })) : (following ?? s);
    if (own) ownDated.push(into);
    if (following) classesAfter.push(following);
    builder.current = into;
    const before = into.readings.length;
    builder.addReadings(l.text, l, 'line');
    builder.current = s;
    for (const d of into.readings.slice(before)) {
      if (above && d.title === (builder.defaultSourceName ?? UNTITLED_READING)) d.title = above;
    }
  }
  const untitled = builder.defaultSourceName ?? UNTITLED_READING;
  for (const o of new Set([...opened, ...ownDated, ...classesAfter]))
    o.readings = o.readings
      .filter((d) => d.title !== untitled && d.features.some((f) => STRONG.has(f)))
      .map((d) => ({ ...d, confidence: Math.min(d.confidence, FALLBACK_CONFIDENCE) }));
  dropEmpty(builder.sessions, ownDated);
  // Nothing found after all: the document has no schedule, and gets no weeks.
  if (![...opened, ...classesAfter].some((o) => o.readings.length)) {
    builder.sessions.length -= opened.length;
    return false;
  }
  return opened.length > 1;
}
