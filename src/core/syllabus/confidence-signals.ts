/**
 * Confidence signals read over the whole document, after the classifier (pass c) has scored each span
 * alone. The classifier's probability was fitted on syllabi it was tuned on; on layouts it has never
 * seen its top band (>= 80) was right only 52-80 % of the time (first-sight runs of fresh5, fresh10,
 * fresh12 and fresh13, docs/structurer.md "Confidence"). The readings it was wrong about share a few
 * general shapes, each measured to separate wrong from right readings on every one of those folders:
 *
 * - `contextOnly`: nothing in the text names a work (no pages, chapter, section, case, statute,
 *   quoted title, "Author, Title", cited year or "Read" verb); it was taken only because a reading
 *   label, column or list introduced it.
 * - `weakContext`: most readings the document took from the same kind of context (a label or reading
 *   column, a bullet list, free lines) name no specific work (pages, a book part, a section, a case, a
 *   statute, a quoted title): that context holds other things too (artworks to watch, the wrapped
 *   lines of a bibliography, class activities).
 * - `repeatedPages`: the same page range on three or more readings of the document: a number range
 *   repeated in many sessions is a time, a room or an exercise numbering, rarely the same pages.
 * - `chapterNumbers`: the page range stands right after a book numeral on its line (`III 12–18`,
 *   `IV (Δ) 1–2`, `Essay II. 1–10`): book and chapter numbers of a classic text, not pages.
 * - `rangeRunsBackwards`: a range whose end is below its start once an abbreviated end is filled in
 *   (`123-117`, `1485-240`; `178-79` is 178-179 and fine): arithmetic, a room or a code, not pages.
 * - the title and its line show the span was cut or titled wrongly (title-shape-signals.ts):
 *   `titleFragment` (the title starts inside a phrase: a lower-case word or a parenthesis),
 *   `exerciseLine` (numbered exercises on the same line), `toldToSkip` (a skip or "do not read" before
 *   it), `sentenceTitle` (a sentence of the syllabus, not a work's name), `overlongTitle` (> 140
 *   characters: works merged, or a paragraph around one). Measured on thirteen folders' first-sight
 *   readings at >= 80 (right 83 % as a band): right 27-63 % with each shape.
 *
 * - `crossesCell`: the title holds a table's cell separator (`Lecture 1.1: Fuller (video | handout)`):
 *   it was cut across cells. Right 20 % of 20 at >= 80 on the first-sight runs of seventeen folders.
 * - no reading at all (NOT_A_READING, not-page-ranges.ts and title-shape-signals.ts): the "pages" are a
 *   grade percentage (`percentage`), part of a telephone number (`phoneNumber`), written beside a
 *   month (`afterMonth`) or one of a run of week-long day ranges (`weekDateRun`), or the title holds
 *   a time of day (`clockTime`). Mostly a real PDF's policy pages and date column; 1 of 23 right.
 *
 * - `publicationData`: the title is a cited work's publication data, a journal's volume and issue or a
 *   publisher and year (`The Monist 42, no. 4 (October 1932)`, `Harvard University Press, 1942`): the
 *   span kept the container instead of the article. Right 15.8 % of 19 at >= 80 on the first-sight
 *   runs of fresh5-25 (designed on fresh23-24's reference lists; before them it fired on one reading).
 *
 * One signal keeps a reading out of the top band (<= 79); two or more put it under the review
 * screen's highlight (< 70), so the student is pointed at it; a NOT_A_READING signal puts it in the
 * low band (<= 55). A document read off a page (a PDF or a photo, page-input.ts) keeps every reading
 * out of the top band, and so does every reading whose layout does not confirm it (layout-evidence.ts:
 * a reading cue and a specific work). Signals and caps
 * only lower a confidence; the one raise is taken-reading-floor.ts (a
 * taken reading with nothing against it and no signal: 50-59 -> 60). Which readings are found does
 * not change. After this step parse.ts raises recurring sources (recurring-source.ts) and highlights an
 * untitled reading whose week the calendar worked out (week-evidence.ts).
 */
import type { Feature } from './classify';
import {
  isAfterMonthAt,
  isPercentageAt,
  isPhoneNumberAt,
  rangeSurroundings,
  weekDateRuns,
} from './not-page-ranges';
import {
  lineHasExerciseNumbers,
  titleCrossesCell,
  titleHasClockTime,
  titleIsFragment,
  titleIsOverlong,
  titleIsPublicationData,
  titleIsSentence,
  toldToSkip,
} from './title-shape-signals';
import { WORK_SHAPES } from './work-shapes';
import { placeTable } from './line-text';
import { linesUnderOptionalHeading } from './optional-heading';
import { layoutConfirmed, withLayoutEvidence } from './layout-evidence';
import { withPageInputCap } from './page-input';
import { signalsAgainstTheReading, withTakenReadingFloor } from './taken-reading-floor';
import { titlesNamedAgain } from './named-again';
import { capRestatedListings } from './restated-listing';
import { capStackedLabels } from './stacked-labels';
import type { ReadingDraft } from './readings';
import type { Trace } from './trace';
import { fullEndPage } from './end-page';

export type ConfidenceSignal =
  | 'contextOnly'
  | 'weakContext'
  | 'repeatedPages'
  | 'chapterNumbers'
  | 'rangeRunsBackwards'
  | 'titleFragment'
  | 'exerciseLine'
  | 'toldToSkip'
  | 'sentenceTitle'
  | 'overlongTitle'
  | 'optionalList'
  | 'crossesCell'
  | 'publicationData'
  | 'clockTime'
  | 'percentage'
  | 'phoneNumber'
  | 'afterMonth'
  | 'weekDateRun';

/**
 * Signals that the reading is no reading at all: its "pages" are a grade percentage, a telephone
 * number or the dates of a week (not-page-ranges.ts), or its title holds a time of day. A reading with
 * one of them is put under the medium band (NOT_A_READING_CAP).
 */
export const NOT_A_READING: ReadonlySet<ConfidenceSignal> = new Set<ConfidenceSignal>([
  'clockTime',
  'percentage',
  'phoneNumber',
  'afterMonth',
  'weekDateRun',
]);

/** Highest confidence of a reading with one signal: below the top band. */
export const ONE_SIGNAL_CAP = 79;
/** Highest confidence of a reading with two or more signals: highlighted on the review screen. */
export const TWO_SIGNALS_CAP = 65;
/** Highest confidence of a reading with a NOT_A_READING signal: the low band. */
export const NOT_A_READING_CAP = 55;

/** Features that name a work in the text itself (what `contextOnly` lacks). */
const NAMES_A_WORK: ReadonlySet<Feature> = new Set<Feature>([...WORK_SHAPES, 'readVerb']);

/** Features that name a specific work or part of one (the comma of "Author, Title" and a year are not enough). */
const SPECIFIC_WORK: ReadonlySet<Feature> = new Set<Feature>(
  WORK_SHAPES.filter((f) => f !== 'authorTitle' && f !== 'citationYear'),
);

/** A context kind needs this many readings before its share says anything. */
const MIN_CONTEXT_READINGS = 3;
/** Readings sharing one page range before the range counts as repeated. */
const MIN_REPEATS = 3;

/** The kind of context that introduced a reading, as its features record it. */
function contextKind(d: ReadingDraft): 'label' | 'bullet' | 'line' {
  if (d.features.includes('labelled')) return 'label';
  if (d.features.includes('bullet')) return 'bullet';
  return 'line';
}

const isContextOnly = (d: ReadingDraft) => !d.features.some((f) => NAMES_A_WORK.has(f));
const namesSpecificWork = (d: ReadingDraft) => d.features.some((f) => SPECIFIC_WORK.has(f));

/** Context kinds in which fewer than half of the document's readings name a specific work. */
function weakContexts(drafts: readonly ReadingDraft[]): Set<string> {
  const counts = new Map<string, { n: number; specific: number }>();
  for (const d of drafts) {
    const k = contextKind(d);
    const c = counts.get(k) ?? { n: 0, specific: 0 };
    c.n++;
    if (namesSpecificWork(d)) c.specific++;
    counts.set(k, c);
  }
  const weak = new Set<string>();
  for (const [k, c] of counts) if (c.n >= MIN_CONTEXT_READINGS && 2 * c.specific < c.n) weak.add(k);
  return weak;
}

/** Page ranges found on MIN_REPEATS or more readings of the document. */
function repeatedPageRanges(drafts: readonly ReadingDraft[]): Set<string> {
  const counts = new Map<string, number>();
  for (const d of drafts) if (d.pages) counts.set(d.pages, (counts.get(d.pages) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= MIN_REPEATS).map(([p]) => p));
}

/**
 * A book numeral (roman, `III` or `iii`, with an optional point or comma and an optional short label in
 * parentheses such as `(Γ)`) followed by a number range: the range's first number is captured. Each
 * part is bounded, so the pattern is linear in the line.
 */
const NUMERAL_THEN_RANGE =
  /(?<![\w.])(?:[IVXL]{1,5}|[ivxl]{2,5})[.,]?\s{1,3}(?:\([^()\s]{1,8}\)\s{1,3})?(\d{1,4})\s{0,2}[-–]\s{0,2}\d/g;

/** Is the reading's page range the chapter range after a book numeral on its source line? */
export function pagesAfterBookNumeral(lineText: string, pages: string | null): boolean {
  if (!pages) return false;
  const first = /^\d+/.exec(pages)?.[0];
  // The numeral's range must open with the reading's first page: a line without it has none.
  if (!first || !lineText.includes(first)) return false;
  NUMERAL_THEN_RANGE.lastIndex = 0;
  for (let m = NUMERAL_THEN_RANGE.exec(lineText); m; m = NUMERAL_THEN_RANGE.exec(lineText))
    if (m[1] === first) return true;
  return false;
}

const DIGITS = /^\d{1,6}$/;

/** Does one of the ranges of a pages value end below its start (`123-117`; `178-79` reads as 178-179)? */
export function rangeRunsBackwards(pages: string | null): boolean {
  if (!pages) return false;
  for (const part of pages.split(/[,;]/)) {
    const ends = part.split(/[-–]/).map((x) => x.trim());
    if (ends.length !== 2 || !DIGITS.test(ends[0]!) || !DIGITS.test(ends[1]!)) continue;
    const [from, short] = ends as [string, string];
    const to = fullEndPage(from, short);
    if (Number(to) < Number(from)) return true;
  }
  return false;
}

/** Case names and statutes cite their reporter or code the same way (`125 A. 671 (NY 1919)`, `26(a)`). */
const CITED_BY_REPORTER: ReadonlySet<Feature> = new Set<Feature>(['caseName', 'statute']);

/** Is the reading's title a cited work's publication data rather than the work (title-shape-signals.ts)? */
const citesPublicationData = (d: ReadingDraft) =>
  !d.features.some((f) => CITED_BY_REPORTER.has(f)) && titleIsPublicationData(d.title);

/** Signals that the span was cut or titled wrongly, read on its title and source line (title-shape-signals.ts). */
function titleShapeSignals(d: ReadingDraft, line: string): ConfidenceSignal[] {
  const out: ConfidenceSignal[] = [];
  if (titleIsFragment(d.title)) out.push('titleFragment');
  if (lineHasExerciseNumbers(line)) out.push('exerciseLine');
  if (toldToSkip(d.title, line)) out.push('toldToSkip');
  const quotedOrYear = d.features.includes('quotedTitle') || d.features.includes('citationYear');
  if (titleIsSentence(d.title, quotedOrYear)) out.push('sentenceTitle');
  if (titleIsOverlong(d.title)) out.push('overlongTitle');
  if (titleCrossesCell(d.title)) out.push('crossesCell');
  if (citesPublicationData(d)) out.push('publicationData');
  if (titleHasClockTime(d.title)) out.push('clockTime');
  return out;
}

/** Signals that the reading's page range is no page range, read on its source line (not-page-ranges.ts). */
function rangeShapeSignals(d: ReadingDraft, line: string, inWeekDateRun: boolean): ConfidenceSignal[] {
  const out: ConfidenceSignal[] = [];
  // Where the ranges are written is found once and read for all three shapes.
  const places = rangeSurroundings(line, d.pages);
  if (places.some(isPercentageAt)) out.push('percentage');
  if (places.some(isPhoneNumberAt)) out.push('phoneNumber');
  if (places.some(isAfterMonthAt)) out.push('afterMonth');
  if (inWeekDateRun) out.push('weekDateRun');
  return out;
}

/** The signals that hold for each reading of one document, in the order given. */
export function confidenceSignals(
  drafts: readonly ReadingDraft[],
  lineText: (d: ReadingDraft) => string = () => '',
  /** Is the reading's line under a heading that calls its list optional or extra (optional-heading.ts)? */
  inOptionalList: (d: ReadingDraft) => boolean = () => false,
): ConfidenceSignal[][] {
  const weak = weakContexts(drafts);
  const repeated = repeatedPageRanges(drafts);
  const weekRuns = weekDateRuns(drafts.map((d) => d.pages));
  return drafts.map((d, i) => {
    const out: ConfidenceSignal[] = [];
    const line = lineText(d);
    if (isContextOnly(d)) out.push('contextOnly');
    if (weak.has(contextKind(d))) out.push('weakContext');
    if (d.pages && repeated.has(d.pages)) out.push('repeatedPages');
    if (pagesAfterBookNumeral(line, d.pages)) out.push('chapterNumbers');
    if (rangeRunsBackwards(d.pages)) out.push('rangeRunsBackwards');
    out.push(...titleShapeSignals(d, line));
    out.push(...rangeShapeSignals(d, line, weekRuns[i] === true));
    if (inOptionalList(d)) out.push('optionalList');
    return out;
  });
}

/** The confidence a reading keeps once its signals are counted (never raised). */
export function cappedConfidence(confidence: number, signals: readonly ConfidenceSignal[]): number {
  if (signals.some((s) => NOT_A_READING.has(s))) return Math.min(confidence, NOT_A_READING_CAP);
  if (signals.length >= 2) return Math.min(confidence, TWO_SIGNALS_CAP);
  if (signals.length === 1) return Math.min(confidence, ONE_SIGNAL_CAP);
  return confidence;
}

/**
 * Lowers, in place, the confidence of every reading of the document that its signals put in doubt,
 * keeps a document read off a page out of the top band (page-input.ts), and raises a taken reading
 * with nothing against it to the medium band (taken-reading-floor.ts). `lines` are the document's
 * prepared lines (a reading's source line is found by its page and line).
 */
export function applyConfidenceSignals(
  drafts: readonly ReadingDraft[],
  lines: readonly { page: number; line: number; text: string }[],
  trace?: Trace,
  /** Was the text read off a page, a PDF or a photo (page-input.ts `readFromPage`)? */
  fromPage = false,
): void {
  const unique = [...new Set(drafts)];
  // The pieces of a split line joined, and the index of its first piece, by page and line.
  const textAt = placeTable<string>();
  const indexAt = placeTable<number>();
  lines.forEach((l, i) => {
    const before = textAt.get(l.page, l.line);
    textAt.set(l.page, l.line, before !== undefined ? `${before} ${l.text}` : l.text);
    if (indexAt.get(l.page, l.line) === undefined) indexAt.set(l.page, l.line, i);
  });
  const underOptional = linesUnderOptionalHeading(lines);
  const signals = confidenceSignals(
    unique,
    (d) => textAt.get(d.page, d.line) ?? '',
    (d) => underOptional[indexAt.get(d.page, d.line) ?? -1] === true,
  );
  const namedAgain = titlesNamedAgain(unique);
  unique.forEach((d, i) => {
    const before = d.confidence;
    const own = signals[i]!;
    const against = signalsAgainstTheReading(own, namedAgain.has(d));
    const capped = cappedConfidence(withTakenReadingFloor(before, d.features, against), own);
    const paged = withPageInputCap(capped, fromPage);
    d.confidence = withLayoutEvidence(paged, layoutConfirmed(d));
    if (d.confidence !== before)
      trace?.signals?.push({
        page: d.page,
        line: d.line,
        title: d.title,
        signals: d.confidence > before ? ['takenReadingFloor'] : loweredBy(own, capped, paged, d.confidence),
        before,
        after: d.confidence,
      });
  });
  // A block of readings restating pages the document gives on other lines: both listings (restated-listing.ts).
  capRestatedListings(unique, lines, trace);
  // A title holding two labels in a row: column labels glued to the span (stacked-labels.ts).
  capStackedLabels(unique, trace);
}

/** What lowered a reading's confidence, for the trace: its signals, then the page-input and evidence caps. */
function loweredBy(own: readonly string[], capped: number, paged: number, after: number): string[] {
  const out = [...own];
  if (paged < capped) out.push('pageInput');
  if (after < paged) out.push('unconfirmed');
  return out;
}
