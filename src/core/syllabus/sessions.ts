/** Walking the prepared lines and collecting class sessions with their topics and readings. */
import {
  dateRange,
  findDate,
  type LeadingDate,
  leadingDate,
  type MonthDay,
  WEEKDAY_PATTERN,
  weekdayIndex,
} from './dates';
import type { PreparedLine } from './prepare';
import { looksLikeReadingOnItsOwn, optionalSourcesOf, type SpanContext } from './classify';
import { isPolicyHeading, type PipeColumn, pipeHeader } from './columns';
import { draftsFromText, type ReadingDraft } from './readings';
import { hasReadingSignal, isAdministrative, isNoClass } from './signals';
import { findTable, type Table, tableCells } from './table';
import { ENTRY_BREAK } from './text';
import type { Region, Trace } from './trace';

export interface Session {
  date?: MonthDay;
  /** A weekday named for the session when its date comes from a week range. */
  weekday?: number;
  explicitWeek?: number;
  range?: { start: MonthDay; end: MonthDay };
  classNo?: number;
  topics: string[];
  readings: ReadingDraft[];
  noClass: boolean;
  /** The session came from a week heading rather than a class meeting. */
  isWeek: boolean;
  page: number;
  line: number;
}

export interface SessionScan {
  sessions: Session[];
  defaultSource: string | null;
  /** Did the schedule number its weeks itself? */
  explicitWeeks: boolean;
  /** Numbered topics without dates: one item per week. */
  numberedTopics: boolean;
}

const WEEK_HEADING = /^(?:course\s+|calendar\s+)?week\s+(\d{1,2})\b\s*[:.,)–—-]?\s*/i;
const CLASS_HEADING =
  /^(?:class|session|day|lecture|lesson|meeting|seminar)\s*#?\s*(\d{1,3})\b\s*[:.,)–—-]?\s*/i;
const NUMBERED = /^(\d{1,2})\s*[.)]\s+(?=[A-Z"“])/;
const READING_LABEL =
  /^(?:required\s+)?(?:readings?|read|assigned reading|assignment|materials?)\s*(?:\(.*?\))?\s*[:|-]\s*/i;
/** A line that is only a reading label: "Readings:", "_Required reading:_", "Read before class:". */
const READING_BLOCK_LABEL =
  /^(?:(?:required|assigned|suggested)\s+)?(?:readings?|reading assignments?|read(?:\s+(?:before|for)\s+class)?)\s*:?\s*$/i;
/** A label that starts some other block: "Assignment:", "Discussion questions:", "Due:". */
const OTHER_BLOCK_LABEL =
  /^(?:assignments?|homework|discussion(?: questions)?|questions|due|in class|tasks?|activities|exercises?|problems?|notes?)\s*:?\s*$/i;
/** A class marker at the end of a line: "A. Actus Reus      [#2 – THURSDAY, JANUARY 22, 2026]". */
const TRAILING_CLASS = /[[(]\s*(?:#\s*(\d{1,3})\s*[–—:-]\s*)?([^[\]()]{6,40}\d)\s*[\])]\s*$/;
const DUE_LABEL = /^(?:assignments?\s+due|due|homework|hw|problem set|quiz|exam)\b.*?[:|]?/i;

function newSession(l: PreparedLine, extra: Partial<Session> = {}): Session {
  return { topics: [], readings: [], noClass: false, isWeek: false, page: l.page, line: l.line, ...extra };
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
}

function countAnchors(lines: PreparedLine[]): Counts {
  const c: Counts = { dated: 0, weeks: 0, numbered: 0 };
  for (const l of lines) {
    if (WEEK_HEADING.test(l.text)) c.weeks++;
    else if (leadingDate(l.text) && !/^due\b/i.test(l.text)) c.dated++;
    else if (NUMBERED.test(l.text) && !l.bullet) c.numbered++;
  }
  return c;
}

class SessionBuilder {
  readonly sessions: Session[] = [];
  private current: Session | null = null;
  private weekNo: number | undefined;
  private weekRange: Session['range'];
  private adminBlock = false;
  private skipNested = false;
  private unitTopic: string | null = null;
  /** Inside a block opened by a "Readings:" label: its lines are readings' candidates by position. */
  private readingBlock: { indent: number; bullet: number } | null = null;
  /** Column kinds of the pipe table being read, from its header row. */
  private columns: PipeColumn[] | null = null;
  /** Weekday of each column of a "Monday | Wednesday | Friday" table (undefined: not a day). */
  private dayColumns: (number | undefined)[] | null = null;
  /** What a bare number in the reading column is ("Ch.", "Sections"), from the header. */
  private columnUnit: string | null = null;

  constructor(
    private readonly defaultSource: string | null,
    private readonly numberedTopics: boolean,
    private readonly bulletPrior: number,
    private readonly optionalSources: readonly string[],
    private readonly trace?: Trace,
  ) {}

  private start(s: Session): Session {
    if (this.weekNo !== undefined && s.explicitWeek === undefined) s.explicitWeek = this.weekNo;
    if (!s.range && this.weekRange) s.range = this.weekRange;
    if (this.unitTopic && !s.topics.length) s.topics.push(this.unitTopic);
    this.sessions.push(s);
    this.current = s;
    this.adminBlock = false;
    this.skipNested = false;
    this.readingBlock = null;
    return s;
  }

  /** The author of the last reading line, for a bibliography's "———, Title" (same author again). */
  private lastAuthor: string | null = null;

  private addReadings(raw: string, l: PreparedLine, context: SpanContext): void {
    if (!this.current) return;
    const ditto = /^[—–-]{2,}\.?,?\s*/.exec(raw);
    const text = ditto && this.lastAuthor ? `${this.lastAuthor}, ${raw.slice(ditto[0].length)}` : raw;
    const author = /^([A-Z][^,.;:]{1,60}?)[,.]\s+\S/.exec(text);
    if (author && !ditto) this.lastAuthor = author[1]!;
    const origin = {
      page: l.page,
      line: l.line,
      context,
      bulletPrior: this.bulletPrior,
      optionalSources: this.optionalSources,
      ...(this.trace ? { trace: this.trace } : {}),
    };
    const drafts = draftsFromText(text, origin, this.defaultSource);
    this.current.readings.push(...drafts);
  }

  /** Text that follows a date, class number or week heading on the same line. */
  private addContent(text: string, l: PreparedLine): void {
    const s = this.current!;
    if (!text) return;
    if (isNoClass(text)) s.noClass = s.noClass || s.readings.length === 0;
    const label = /\b(?:readings?|read)\s*[:,]\s*/i.exec(text);
    if (label && label.index > 0) {
      const topic = text.slice(0, label.index).replace(/[\s.;,:]+$/, '');
      if (topic) s.topics.push(topic);
      this.addReadings(text.slice(label.index), l, 'label');
      return;
    }
    if (hasReadingSignal(text)) {
      const before = s.readings.length;
      this.addReadings(text, l, 'inline');
      if (!s.topics.length && s.readings.length > before) s.topics.push(s.readings[before]!.title);
      if (s.readings.length > before) return;
    }
    s.topics.push(text.replace(/[\s.;,]+$/, ''));
  }

  weekHeading(l: PreparedLine, m: RegExpExecArray): void {
    this.weekNo = Number(m[1]);
    let rest = l.text.slice(m[0].length);
    const range = dateRange(rest);
    this.weekRange = range ? { start: range.start, end: range.end } : undefined;
    const s = this.start(newSession(l, { explicitWeek: this.weekNo, isWeek: true }));
    if (range) {
      rest = rest.slice(range.endIndex).replace(/^\s*\)?\s*[:.,;–—-]?\s*/, '');
    } else {
      const d = leadingDate(rest);
      if (d) {
        s.date = d.date;
        rest = d.rest;
      }
    }
    this.addContent(rest.trim(), l);
  }

  /** The date of the last dated session: the month of "Monday the 8th". */
  private lastDate(): MonthDay | undefined {
    for (let i = this.sessions.length - 1; i >= 0; i--) {
      const d = this.sessions[i]!.date;
      if (d) return d;
    }
    return undefined;
  }

  /** "Monday the 8th": a weekday and a day of the month, in the month of the dates before it. */
  private ordinalDate(text: string): LeadingDate | null {
    const m = new RegExp(
      `^(${WEEKDAY_PATTERN})\\.?,?\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)\\b[\\s:.,–—-]*`,
      'i',
    ).exec(text);
    const last = this.lastDate();
    if (!m || !last) return null;
    const day = Number(m[2]);
    const month = day < last.day ? (last.month % 12) + 1 : last.month;
    const date: MonthDay = { month, day, ...(last.year && month >= last.month ? { year: last.year } : {}) };
    return {
      date,
      more: [],
      index: 0,
      end: m[0].length,
      weekday: weekdayIndex(m[1]!),
      rest: text.slice(m[0].length),
    };
  }

  dated(l: PreparedLine, text: string, weekday?: number): boolean {
    const d = leadingDate(text) ?? this.ordinalDate(text);
    if (!d) return false;
    if (/^due\b/i.test(text)) {
      this.adminBlock = true;
      return true;
    }
    let rest = d.rest;
    const s = newSession(l, { date: d.date, weekday: d.weekday ?? weekday });
    const cls = CLASS_HEADING.exec(rest);
    if (cls) {
      s.classNo = Number(cls[1]);
      rest = rest.slice(cls[0].length);
    }
    this.start(s);
    this.addContent(rest.trim(), l);
    return true;
  }

  classHeading(l: PreparedLine, m: RegExpExecArray, text: string): void {
    const cur = this.current;
    const rest = text.slice(m[0].length).trim();
    if (
      cur &&
      cur.classNo === undefined &&
      !cur.isWeek &&
      cur.topics.length <= (this.unitTopic ? 1 : 0) &&
      !cur.readings.length
    ) {
      cur.classNo = Number(m[1]);
    } else {
      this.start(newSession(l, { classNo: Number(m[1]) }));
    }
    // "Lesson 01 - Aug. 22": the class number may carry the session's date.
    const d = leadingDate(rest.replace(/^[\s:.,–—-]+/, ''));
    if (d && this.current && !this.current.date) {
      this.current.date = d.date;
      if (d.weekday !== undefined) this.current.weekday = d.weekday;
      this.addContent(d.rest, l);
      return;
    }
    this.addContent(rest, l);
  }

  weekdayRow(l: PreparedLine, cells: string[]): boolean {
    const day = weekdayIndex(cells[0]!);
    if (day === undefined || cells[0]!.length > 9 || !this.weekRange) return false;
    const s = this.start(newSession(l, { weekday: day }));
    let content = cells.slice(1).filter(Boolean);
    content = content.filter((c, i) => i === 0 || !/\bdue\b/i.test(c));
    let text = content.join(' ');
    const cls = CLASS_HEADING.exec(text);
    if (cls) {
      s.classNo = Number(cls[1]);
      text = text.slice(cls[0].length);
    }
    this.addContent(text.trim(), l);
    return true;
  }

  /** A line whose end names a class and its full date (weekday or year): a session starts there. */
  private trailingClass(l: PreparedLine): boolean {
    const m = TRAILING_CLASS.exec(l.text);
    if (!m) return false;
    const d = findDate(m[2]!);
    if (!d || (d.date.year === undefined && !new RegExp(`^${WEEKDAY_PATTERN}`, 'i').test(m[2]!)))
      return false;
    const weekday = /^([A-Za-z]+)/.exec(m[2]!)?.[1];
    const s = this.start(
      newSession(l, {
        date: d.date,
        ...(weekday && weekdayIndex(weekday) !== undefined ? { weekday: weekdayIndex(weekday) } : {}),
        ...(m[1] ? { classNo: Number(m[1]) } : {}),
      }),
    );
    const topic = l.text
      .slice(0, m.index)
      .replace(/^[A-Z0-9]{1,3}[.)]\s+/, '')
      .trim();
    if (topic) s.topics.push(topic);
    return true;
  }

  /** A row of a "Monday | Wednesday | Friday" table: one class per cell, in the current week. */
  private dayRow(l: PreparedLine, cells: string[], days: (number | undefined)[]): boolean {
    let any = false;
    cells.forEach((cell, i) => {
      const weekday = days[i];
      if (weekday === undefined || !cell.trim()) return;
      any = true;
      const s = this.start(newSession(l, { weekday }));
      const parts = cell
        .split(ENTRY_BREAK)
        .map((p) => p.trim())
        .filter(Boolean);
      parts.forEach((part, k) => {
        if (isNoClass(part)) s.noClass = true;
        if (k === 0 && !looksLikeReadingOnItsOwn(part)) s.topics.push(part.replace(/[.\s]+$/, ''));
        else this.addReadings(part, l, 'inline');
      });
    });
    return any;
  }

  /** A row of a pipe table whose header named its columns. */
  private columnRow(l: PreparedLine, cells: string[], kinds: PipeColumn[]): boolean {
    const cell = (k: PipeColumn) => cells.flatMap((c, i) => (kinds[i] === k && c.trim() ? [c.trim()] : []));
    const dateText = cell('date')[0] ?? '';
    const d = leadingDate(dateText) ?? leadingDate(cell('number')[0] ?? '');
    const number = /^(\d{1,3})\b/.exec(cell('number')[0] ?? '');
    if (!d && !number && !cell('topic').length) return false;
    const s = this.start(
      newSession(l, {
        ...(d ? { date: d.date, weekday: d.weekday } : {}),
        ...(number ? { classNo: Number(number[1]) } : {}),
      }),
    );
    const topic = cell('topic').join('; ');
    if (topic) {
      s.topics.push(topic);
      if (isNoClass(topic)) s.noClass = true;
    }
    const unit = this.columnUnit;
    for (const reading of cell('reading')) {
      if (/^[-–—]+$|^(?:n\/a|none|tbd|tba)$/i.test(reading)) continue;
      // "Reading (chapters)" over "3": the header says what the bare number is.
      const text = /[A-Za-z]{2}/.test(reading) || !unit ? reading : `${unit} ${reading}`;
      this.addReadings(text, l, 'label');
    }
    const pages = cell('pages')[0];
    if (pages && !cell('reading').length && /\d/.test(pages)) {
      // A pages column without a reading column: the row's topic names what the pages cover.
      const first = pages
        .split(/;\s*(?=\()/)[0]!
        .replace(/\([^)]*\)/g, '')
        .replace(/;\s*$/, '');
      this.addReadings(`${topic || 'Assigned pages'}, pp. ${first.replace(/;/g, ',')}`, l, 'label');
    }
    return true;
  }

  /** A pipe-table row: leading cells may hold a class number, a weekday and a date. */
  tableRow(l: PreparedLine, cells: string[]): boolean {
    const filled = cells.map((c) => c.trim());
    let i = 0;
    while (i < filled.length && !filled[i]) i++;
    let classNo: number | undefined;
    let weekday: number | undefined;
    if (/^\d{1,3}$/.test(filled[i] ?? '')) classNo = Number(filled[i++]);
    while (i < filled.length && !filled[i]) i++;
    if ((filled[i] ?? '').length <= 9 && weekdayIndex(filled[i] ?? '') !== undefined && filled[i + 1])
      weekday = weekdayIndex(filled[i++]!);
    while (i < filled.length && !filled[i]) i++;
    const d = leadingDate(filled[i] ?? '');
    if (!d || d.rest) {
      if (weekday !== undefined) return this.weekdayRow(l, filled.slice(i - 1));
      return false;
    }
    this.start(newSession(l, { date: d.date, weekday: d.weekday ?? weekday, classNo }));
    const rest = filled.slice(i + 1).filter(Boolean);
    this.addContent(rest.filter((c, k) => k === 0 || !/\bdue\b/i.test(c)).join(' — '), l);
    return true;
  }

  /** A line that is only a label such as "_Readings:_" opens a reading block. */
  private opensReadingBlock(l: PreparedLine): boolean {
    if (!READING_BLOCK_LABEL.test(l.text)) return false;
    this.readingBlock = { indent: l.indent, bullet: l.bullet };
    return true;
  }

  /** Is this line inside the open reading block? Closes the block when the line leaves it. */
  private inReadingBlock(l: PreparedLine): boolean {
    const b = this.readingBlock;
    if (!b) return false;
    const deeper = l.bullet ? l.indent > b.indent || (b.bullet === 0 && l.indent >= b.indent) : !b.bullet;
    if (!deeper || l.heading || OTHER_BLOCK_LABEL.test(l.text)) this.readingBlock = null;
    return this.readingBlock !== null;
  }

  bulletLine(l: PreparedLine): void {
    const s = this.current;
    if (!s || this.adminBlock) return;
    if (this.opensReadingBlock(l)) return;
    if (this.inReadingBlock(l)) {
      this.addReadings(l.text, l, 'label');
      return;
    }
    if (l.bullet === 2 && this.skipNested) return;
    if (/^(?:sections?|§)?\s*[\d.]+\s*:\s*[\d.]/i.test(l.text)) return;
    if (l.bullet === 1) this.skipNested = /\bexercises?\b|\bproblems?\b/i.test(l.text);
    if (isAdministrative(l.text)) return;
    if (l.inline && !hasReadingSignal(l.text)) {
      s.topics.push(l.text);
      return;
    }
    if (/^(?:write|let|ask|post|email|meet|attend|complete|do)\b/i.test(l.text)) return;
    this.addReadings(l.text, l, l.inline ? 'inline' : 'bullet');
  }

  plainLine(l: PreparedLine): void {
    const s = this.current;
    if (!s || this.adminBlock || !l.text) return;
    if (this.opensReadingBlock(l)) return;
    if (this.inReadingBlock(l)) {
      this.addReadings(l.text, l, 'label');
      return;
    }
    const label = READING_LABEL.exec(l.text);
    if (label) {
      this.addReadings(l.text.slice(label[0].length), l, 'label');
      return;
    }
    if (DUE_LABEL.test(l.text) && /\bdue\b/i.test(l.text)) return;
    if (/\bexercises?\b|\bproblems\b/i.test(l.text) && !l.heading) this.skipNested = true;
    if (l.heading) {
      if (/^due\b/i.test(l.text)) this.adminBlock = true;
      else if (!isAdministrative(l.text) || isNoClass(l.text)) s.topics.push(l.text);
      if (isNoClass(l.text) && !s.readings.length) s.noClass = true;
      return;
    }
    // Each sentence of the line is a candidate of its own: the classifier decides (pass c).
    if (hasReadingSignal(l.text)) {
      this.addReadings(l.text, l, 'line');
      return;
    }
    if (isNoClass(l.text) && !s.readings.length) {
      s.noClass = true;
      s.topics.push(l.text);
      return;
    }
    const hasTopic = s.topics.length > (this.unitTopic && s.topics[0] === this.unitTopic ? 1 : 0);
    if (!hasTopic && l.text.length <= 120 && !isAdministrative(l.text)) {
      s.topics.push(l.text);
      return;
    }
    if (
      hasTopic &&
      l.indent > 2 &&
      l.text.length <= 120 &&
      !isAdministrative(l.text) &&
      /^[A-Z"“]/.test(l.text)
    ) {
      this.addReadings(l.text, l, 'line');
    }
  }

  numbered(l: PreparedLine, m: RegExpExecArray): void {
    const text = l.text.slice(m[0].length);
    if (!this.numberedTopics) {
      this.unitTopic = text.replace(/\s*\(.*$/, '').trim();
      return;
    }
    const s = this.start(newSession(l, { classNo: Number(m[1]) }));
    const paren = /\(([^()]*)\)\s*$/.exec(text);
    const topic = paren ? text.slice(0, paren.index) : text;
    s.topics.push(topic.replace(/[\s:;,]+$/, ''));
    if (paren) this.addReadings(paren[1]!, l, 'inline');
  }

  tableLine(l: PreparedLine, table: Table): void {
    const cells = tableCells(l.raw, table);
    const date = cells.get('date');
    if (date && this.dated(l, date)) {
      const topic = cells.get('topic');
      if (topic && this.current) this.addContent(topic, l);
    } else if (cells.get('topic') && this.current) {
      this.current.topics.push(cells.get('topic')!);
    }
    const reading = cells.get('reading');
    if (reading && this.current && !isAdministrative(reading)) {
      const prev = this.current.readings[this.current.readings.length - 1];
      if (
        prev &&
        prev.line === l.line - 1 &&
        (/^[a-z]/.test(reading) || /[;,&]$|\b(?:for|of|and|the|to)$/.test(prev.title))
      ) {
        prev.title = `${prev.title} ${reading}`;
      } else {
        this.addReadings(reading, l, 'label');
        const last = this.current.readings[this.current.readings.length - 1];
        if (last) last.line = l.line;
      }
    }
  }

  line(l: PreparedLine, table: Table | null): void {
    if (!l.text) return;
    const region = this.read(l, table);
    this.trace?.lines.push({
      page: l.page,
      line: l.line,
      text: l.text,
      region: this.current || region === 'policy heading' ? region : 'outside schedule',
    });
  }

  /** Reads one line by the layout it belongs to; returns that layout (pass a). */
  private read(l: PreparedLine, table: Table | null): Region {
    if (l.heading && isPolicyHeading(l.text) && !leadingDate(l.text)) {
      // A policy section ends the schedule region: its lines belong to no session.
      this.current = null;
      this.columns = null;
      return 'policy heading';
    }
    if (l.cells) {
      const header = pipeHeader(l.cells);
      if (header) {
        this.columns = header;
        const readingHeader = l.cells[header.indexOf('reading')] ?? '';
        this.columnUnit = /chapter/i.test(readingHeader)
          ? 'Ch.'
          : /section/i.test(readingHeader)
            ? 'Sections'
            : null;
        return 'table header';
      }
      if (this.columns && this.columnRow(l, l.cells, this.columns)) return 'table row';
      const days = l.cells.map((c) => (c.trim().length <= 9 ? weekdayIndex(c) : undefined));
      const filled = l.cells.filter((c) => c.trim());
      if (filled.length >= 2 && days.filter((d) => d !== undefined).length === filled.length) {
        this.dayColumns = days;
        return 'table header';
      }
      if (this.dayColumns && this.dayRow(l, l.cells, this.dayColumns)) return 'table row';
    } else if ((this.columns || this.dayColumns) && !l.bullet) {
      this.columns = null;
      this.dayColumns = null;
    }
    if (table) {
      this.tableLine(l, table);
      return 'fixed-width table';
    }
    if (!l.bullet && this.trailingClass(l)) return 'dated class marker';
    const week = WEEK_HEADING.exec(l.text);
    if (week && !l.bullet) {
      this.weekHeading(l, week);
      return 'week heading';
    }
    if (l.cells && this.tableRow(l, l.cells)) return 'table row';
    if ((!l.bullet || (l.bullet === 1 && l.indent < 2)) && this.dated(l, l.text)) return 'dated heading';
    const cls = CLASS_HEADING.exec(l.text);
    if (cls && !l.bullet) {
      this.classHeading(l, cls, l.text);
      return 'class heading';
    }
    const num = NUMBERED.exec(l.text);
    if (num && !l.bullet && !l.heading) {
      this.numbered(l, num);
      return 'numbered topic';
    }
    if (l.bullet) {
      this.bulletLine(l);
      return 'bullet';
    }
    if (l.cells) {
      const joined = l.cells.filter(Boolean);
      if (joined.length >= 2 && READING_LABEL.test(`${joined[0]}:`.replace(/::$/, ':'))) {
        this.addReadings(joined.slice(1).join('; '), l, 'label');
        return 'reading label row';
      }
      if (joined.length >= 2 && /\bdue\b/i.test(joined[0]!)) return 'table row';
    }
    this.plainLine(l);
    return 'line';
  }
}

/** Share of the bullets that name something readable on their own: high in a list of readings. */
export function bulletPriorOf(lines: PreparedLine[]): number {
  let n = 0;
  let readings = 0;
  for (const l of lines) {
    if (!l.bullet || !l.text) continue;
    n++;
    if (looksLikeReadingOnItsOwn(l.text)) readings++;
  }
  return n ? readings / n : 0;
}

export function scanSessions(lines: PreparedLine[], trace?: Trace): SessionScan {
  const counts = countAnchors(lines);
  const numberedTopics = counts.dated < 2 && counts.weeks < 2 && counts.numbered >= 3;
  const builder = new SessionBuilder(
    findDefaultSource(lines),
    numberedTopics,
    bulletPriorOf(lines),
    optionalSourcesOf(lines.map((l) => l.text)),
    trace,
  );
  let table: Table | null = null;
  for (const l of lines) {
    const header = findTable(l);
    if (header) {
      table = header;
      continue;
    }
    if (table && l.text && l.indent < 1 && !leadingDate(l.text) && !/\S\s{3,}\S/.test(l.raw)) table = null;
    builder.line(l, table);
  }
  return {
    sessions: builder.sessions,
    defaultSource: findDefaultSource(lines),
    explicitWeeks: counts.weeks >= 2,
    numberedTopics,
  };
}
