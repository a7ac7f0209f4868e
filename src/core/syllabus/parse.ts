/** The local syllabus structurer: text lines in, weeks of readings out. */
import { lineTextAt } from './line-text';
import type { StructuredReading, StructuredSyllabus, StructuredWeek, TextLine } from '../model';
import { toIsoDay } from './calendar';
import { readCalendarWeeks } from './calendar-weeks';
import { withoutCitedYears } from './cited-years';
import { dateWeekdayLabels } from './week-day-labels';
import { resolveDayNumbers } from './day-numbers';
import { splitDayRows } from './day-rows';
import { dropRepeatedNextWeek } from './course-material';
import { dateClassesUnderDayLines } from './day-line-class';
import { applyConfidenceSignals } from './confidence-signals';
import { dropNoReadings } from './no-reading-drop';
import { dropCoveredSections } from './covered-sections';
import { readFromPage } from './page-input';
import { raiseRecurringSources } from './recurring-source';
import { capUnsureWeeks } from './week-evidence';
import { capListInOneWeek } from './one-week-list';
import { setNumericDayFirst } from './dates';
import { numericDatesDayFirst } from './day-first';
import { yearFromFileName, type SyllabusHints } from './file-hints';
import { clearTextMemos } from './memo';
import { markupYearTexts } from './markup-years';
import { readMonthGrid } from './month-grid';
import { prepareLines } from './prepare';
import type { ReadingDraft } from './readings';
import { type PlacedSession, type Placement, placeSessions, weekBounds } from './schedule';
import { dateWeeklyNumberedClasses } from './weekly-numbered-classes';
import { dateShortCourseDays } from './short-course-days';
import { courseCodeOf, courseTitleOf, meetingDaysOf, semesterEndOf, semesterStartOf } from './semester';
import { statedMeetingDays } from './stated-meeting-days';
import { scanSessions } from './sessions';
import { confirmedShortYear } from './short-year-hint';
import { joinSplitReadingList } from './split-reading-list';
import { moveHeadingsOntoDateLists } from './heading-over-dates';
import { moveLeadingReadingLabels } from './leading-reading-label';
import { markSectionsAfterReadingBlocks } from './reading-block-end';
import { textToLines } from './text';
import type { Trace } from './trace';
import { readTrailingWeekdays } from './trailing-weekday';
import { readWeekTitleList } from './week-title-list';
import { yearInferred } from './year-source';
import { baseYear } from './years';

function toReading(d: ReadingDraft, day: number | undefined): StructuredReading {
  return {
    title: d.title,
    citation: d.citation,
    pages: d.pages,
    date: day === undefined ? null : toIsoDay(day),
    confidence: Math.round(Math.max(0, Math.min(100, d.confidence))),
    sourcePage: d.page,
    sourceLine: d.line,
  };
}

const readingKey = (r: StructuredReading) =>
  `${r.title.toLowerCase().replace(/\W+/g, ' ').trim()}|${r.pages ?? ''}`;

function topicOf(placed: PlacedSession[]): string | null {
  const parts: string[] = [];
  for (const p of placed) for (const t of p.session.topics) if (t && !parts.includes(t)) parts.push(t);
  const topic = parts.join('; ').slice(0, 1000).trim();
  return topic || null;
}

function buildWeeks(placed: PlacedSession[]): StructuredWeek[] {
  const maxWeek = placed.reduce((m, p) => Math.max(m, p.week), 0);
  // Sessions grouped by week once (in order), not the whole list filtered again for every week.
  const byWeek = new Map<number, PlacedSession[]>();
  for (const p of placed) {
    const group = byWeek.get(p.week);
    if (group) group.push(p);
    else byWeek.set(p.week, [p]);
  }
  const weeks: StructuredWeek[] = [];
  for (let n = 1; n <= maxWeek; n++) {
    const here = byWeek.get(n) ?? [];
    const seen = new Set<string>();
    const readings: StructuredReading[] = [];
    for (const p of here) {
      const sessionSeen = new Set<string>();
      for (const d of p.session.readings) {
        const r = toReading(d, p.day);
        const key = readingKey(r);
        // Text duplicated within one session (or the same week heading twice) is counted once.
        if (sessionSeen.has(key) || (p.session.isWeek && seen.has(key))) continue;
        sessionSeen.add(key);
        seen.add(key);
        readings.push(r);
      }
    }
    const bounds = weekBounds(here, n);
    weeks.push({
      weekNumber: n,
      topic: topicOf(here),
      startDate: bounds.start ?? null,
      endDate: bounds.end ?? null,
      readings: readings.slice(0, 500),
    });
  }
  return weeks;
}

/** The structurer's passes, in order (see docs/structurer.md). */
export type SyllabusPass = 'prepare' | 'sessions' | 'calendar' | 'weeks' | 'semester';

export interface ParseOptions {
  /** Collects every line's layout and every candidate's verdict (for --explain). */
  trace?: Trace;
  /** Told as each pass ends; the bench times the passes with it (the structurer reads no clock). */
  onPass?: (pass: SyllabusPass) => void;
  /** What the pipeline knows besides the text (the uploaded file's name); weak evidence, validated here. */
  hints?: SyllabusHints;
}

export function parseSyllabus(lines: TextLine[], options: ParseOptions = {}): StructuredSyllabus {
  // Memos hold one document's answers only: none is carried from the last document (memo.ts).
  clearTextMemos();
  // Numeric dates are read in the order this document writes them (day-first.ts).
  setNumericDayFirst(numericDatesDayFirst(lines.map((l) => l.text)));
  try {
    return runPasses(lines, options);
  } finally {
    clearTextMemos();
    setNumericDayFirst(false);
  }
}

function runPasses(lines: TextLine[], options: ParseOptions): StructuredSyllabus {
  const passDone = options.onPass ?? (() => {});
  // Pass (a) begins: markup removed, flattened tables split, wrapped lines joined.
  // A unit's reading label above its dated classes is moved under the first of them (leading-reading-label.ts).
  const prepared = moveLeadingReadingLabels(prepareLines(lines));
  // A class page's next section title ends its bare `Reading` block (reading-block-end.ts).
  markSectionsAfterReadingBlocks(prepared);
  const texts = prepared.map((l) => l.text);
  passDone('prepare');
  // Passes (a)-(c) line by line: layout per line, candidate spans, the classifier's verdicts.
  const scan = scanSessions(prepared, options.trace);
  readWeekTitleList(scan.sessions, options.trace);
  // A grade percentage, a telephone number or a month's day range read as pages is no reading (no-reading-drop.ts).
  dropNoReadings(scan.sessions, prepared, options.trace);
  // Problem lists after a section, and class topics naming a section read earlier, are no readings (covered-sections.ts).
  dropCoveredSections(scan.sessions, options.trace);
  passDone('sessions');
  // Pass (d): dates, years, meeting days, sessions placed into weeks.
  readMonthGrid(scan.sessions, prepared);
  moveHeadingsOntoDateLists(scan.sessions, prepared);
  scan.sessions = joinSplitReadingList(scan.sessions);
  dropRepeatedNextWeek(scan.sessions);
  splitDayRows(scan.sessions, prepared);
  resolveDayNumbers(scan.sessions, texts);
  readTrailingWeekdays(scan.sessions, prepared);
  scan.sessions = dateClassesUnderDayLines(scan.sessions);
  const calendarWeeks = readCalendarWeeks(scan.sessions, prepared, texts);
  // Weekday labels inside printed weeks, dated from the stated first day of the term (week-day-labels.ts).
  scan.sessions = dateWeekdayLabels(scan.sessions, prepared, texts);
  const fileName = options.hints?.fileName;
  const fileYear = yearFromFileName(fileName)?.year ?? confirmedShortYear(fileName, scan.sessions);
  // Years only in the markup (an image's alt text) count as evidence of the year, after the text's own.
  const hidden = markupYearTexts(lines);
  // The years of the assigned works (a citation's "(1958)") do not date the term (cited-years.ts).
  const termTexts = withoutCitedYears(scan.sessions, prepared, texts);
  const yearTexts = hidden.length ? [...termTexts, ...hidden] : termTexts;
  const placement = placeSessions(
    scan.sessions,
    yearTexts,
    scan.explicitWeeks || calendarWeeks,
    scan.numberedTopics && !calendarWeeks,
    fileYear,
    statedMeetingDays(texts).length,
  );
  // No dated row: weekly numbered classes counted from the stated first day (weekly-numbered-classes.ts).
  const weeklyEnd =
    placement.semesterStart === undefined
      ? dateWeeklyNumberedClasses(
          placement.placed,
          semesterStartOf(undefined, yearTexts, fileYear),
          statedMeetingDays(texts).length,
          texts,
        )
      : undefined;
  // Else the numbered days of an intensive course, from the range of dates its header states (short-course-days.ts).
  const shortCourse =
    placement.semesterStart === undefined &&
    weeklyEnd === undefined &&
    dateShortCourseDays(placement.placed, texts, baseYear([], yearTexts, fileYear));
  if (shortCourse)
    placement.semesterStart = Math.min(
      ...placement.placed.flatMap((p) => (p.day === undefined ? [] : [p.day])),
    );
  passDone('calendar');
  // Confidence read over the whole document: signals the classifier cannot see in one span.
  applyConfidenceSignals(
    placement.placed.flatMap((p) => p.session.readings),
    prepared,
    options.trace,
    readFromPage(lines),
  );
  const textAt = lineTextAt(prepared);
  // A source the schedule names session after session is corroborated (recurring-source.ts).
  raiseRecurringSources(
    placement.placed.map((p) => p.session.readings),
    textAt,
  );
  // An untitled reading whose week the calendar worked out (no date, no printed week) is as unsure (week-evidence.ts).
  capUnsureWeeks(placement.placed, scan.defaultSource, options.trace);
  // A reading list the calendar put in one undated week: its weeks were not found (one-week-list.ts).
  capListInOneWeek(placement.placed, options.trace);
  const weeks = buildWeeks(placement.placed);
  passDone('weeks');
  const semesterStart = semesterStartOf(placement.semesterStart, yearTexts, fileYear);
  const semesterEnd =
    weeklyEnd === undefined ? semesterEndOf(placement.placed, termTexts, fileYear) : toIsoDay(weeklyEnd);
  const syllabus: StructuredSyllabus = {
    weeks: weeks.slice(0, 60),
    semesterStart,
    semesterEnd,
    meetingDays: meetingDaysOf(placement.placed, texts),
    courseCode: courseCodeOf(texts),
    courseTitle: courseTitleOf(texts),
  };
  // Said only when the file name's year dated something the text left without a year.
  if (fileYear !== undefined && (semesterStart || semesterEnd) && yearFromFileOnly(placement, texts))
    syllabus.yearSource = 'fileName';
  else if (yearInferred(semesterStart, semesterEnd, yearTexts)) syllabus.yearSource = 'weekdays';
  passDone('semester');
  return syllabus;
}

/** Did the file name's year date the semester, the text giving none (or another that fits less)? */
function yearFromFileOnly(placement: Placement, texts: string[]): boolean {
  return placement.yearFromHint || (!placement.yearKnown && baseYear([], texts) === undefined);
}

export function structureSyllabusText(rawText: string, options: ParseOptions = {}): StructuredSyllabus {
  return parseSyllabus(textToLines(rawText), options);
}
