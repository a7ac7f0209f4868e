/**
 * Pass (c): the reading classifier. A candidate span (one bullet, one table cell, one ';' item...)
 * is scored by a weighted sum of general features: the shape of the text (page ranges, chapter or
 * section references, case names, quoted titles, "Author, Title"), what introduced it (a Reading
 * column or label, a bullet list whose items are mostly readings) and the words that mark
 * something else (homework, quiz, exam, due, optional, a question, a task verb). No feature names a
 * phrase of one particular syllabus. The weights come from `scripts/fit-syllabus-weights.ts`
 * (logistic regression over the labelled corpus); the score is the log-odds that the span is a
 * reading, so the confidence the student sees is the fitted probability.
 */
import { hasEditionNote } from './edition-note';
import { isAccessNote } from './access-note';
import { isPurchaseTask } from './purchase-task';
import { opensWithForeignExclusion } from './foreign-exclusion';
import { isSpeakerLabel } from './speaker-label';
import { isReviewClass } from './review-class';
import { isOwnCourseMaterial } from './course-material';
import { isMeetingNote, isNothingToRead, isRemarkAboutAWork } from './logistics';
import { isSkippedPart } from './skipped-part';
import { isExerciseList } from './exercise-list';
import { isProblemNumberList } from './problem-numbers';
import { isCrossReference } from './cross-reference';
import { isFormula } from './formula-line';
import { isAcademicDeadline } from './academic-deadlines';
import { isExerciseSet } from './exercise-items';
import { isTextbookStatement } from './textbook-statement';
import { MARGINAL_RANGE } from './marginal-passages';
import { withoutReadDueNote } from './read-due-note';
import { afterTitledExercise } from './titled-exercise';
import { isInstructionAfterLabel } from './label-instruction';
import { isNonReadingLabel } from './non-reading-label';
import { isMarkedMedia } from './media-marker';
import { isUnitGuide } from './reading-guide';
import { isCompletedReading } from './completion-label';
import { isNumberedPartTitle, isTitledBookPart } from './titled-book-part';
import { textMemo } from './memo';
import { hasTitleAfterComma } from './title-after-comma';
import { hasAuthorDateHead } from './author-date-head';
import { isWhollyParenthesised } from './parenthetical-aside';
import { isAgendaSlot } from './agenda-slot';
import { findPages, leadingPages } from './pages';
import { withoutDueProcess } from './due-word';
import { BOOK_PART, CASE_NAME, QUOTED_TITLE, STATUTE } from './signals';
import { FITTED_BIAS, FITTED_WEIGHTS } from './weights';
import { NOT_ASSIGNED } from './not-assigned';
import { OWN_WORK_READ } from './own-work';
import { WORK_SHAPES } from './work-shapes';
import { wordCount } from './word-count';
import { hasExtentTail } from './extent-tail';

/** What put the span in front of the classifier. */
export type SpanContext =
  /** A column whose header says it holds readings, or a "Reading:" label. */
  | 'label'
  /** A bullet or numbered item under a session. */
  | 'bullet'
  /** A free line under a session. */
  | 'line'
  /** Text after a date, class number or week heading on the same line. */
  | 'inline';

export interface SpanInput {
  text: string;
  context: SpanContext;
  /** Share of the document's bullets that look like readings on their own (0-1). */
  bulletPrior: number;
  /** Sources the syllabus itself calls optional ("The Geisel readings are optional"). */
  optionalSources?: readonly string[];
  /** A web address alone right under a reading label (address-list.ts): no link tail but the reading. */
  listedAddress?: boolean;
}

export { WORK_SHAPES };

export const FEATURES = [
  ...WORK_SHAPES,
  'readVerb',
  'labelled',
  'readingList',
  'bullet',
  'question',
  'taskVerb',
  'exclusion',
  'longProse',
  'lowercaseStart',
  'fewLetters',
  'noClass',
  'noEvidence',
  'addressesReader',
  'sentence',
  'declaredOptional',
] as const;

export type Feature = (typeof FEATURES)[number];

/** Log-odds weights, fitted on the corpus by scripts/fit-syllabus-weights.ts (see docs/structurer.md). */
export const WEIGHTS: Record<Feature, number> = FITTED_WEIGHTS;
export const BIAS = FITTED_BIAS;

const SECTION_NUMBER = /(?:^|[\s(§])\d{1,2}\.\d{1,2}(?:\s*[-–]\s*\d{1,2}(?:\.\d{1,2})?)?(?![\d/])/;
const NAME = "[A-Z][\\w'’.-]*";
const AUTHOR_TITLE = new RegExp(
  `^(?:${NAME}\\s+){0,3}${NAME}(?:\\s*(?:,|and|&)\\s*(?:${NAME}\\s+){0,2}${NAME})?(?:\\s+et al\\.?)?(?:\\s*\\([^)]{0,30}\\))?,\\s+\\S`,
);
const CITATION_YEAR = /\((?:[^()]*\s)?(?:1[6-9]|20)\d\d\)|,\s(?:1[6-9]|20)\d\d\b/;
const READ_VERB = /^(?:read|re-?read|reread|skim|study|review the reading)\b/i;
const QUESTION = /\?\s*["”)]?\s*$|^(?:what|why|how|which|who|does|do|is|are|can|should|would)\b[^.]*\?/i;
/** `What is Income? (pp. 35-46)`: a chapter titled by a question, its pages right after it. */
const QUESTION_TITLE_PAGES = /\?\s*["”]?\s*\((?:pp?\.|pages?)\s*\d/i;
/** `Should Lawyers Learn to Code? https://…`: a work titled by a question, its web address right after it. */
const QUESTION_TITLE_LINK = /\?\s*["”]?\s*(?:https?:\/\/|www\.)/i;
/** An instruction's verb; one followed by a comma is a name (`Post, "Stare Decisis"`), not an instruction. */
const TASK_VERB =
  /^(?:download|follow|add|define|show (?:students?|them|you|how|the class)|hand[- ]out|give out|return(?! (?:of|to)\b)|go over|make sure|test out|submit|write|post|e-?mail|complete|attend|discuss|bring|prepare|install|create|draft|upload|sign up|register|meet|join|turn in|answer|respond|reflect|think|consider|remember|note:|reminder|be prepared|introduction to|introduce|translate|pick|choose|present|give|explain|describe|compare|identify|list|find|use|try|go to|visit|check|draw|treat|hint:|pay (?:close |particular |special )?attention|browse|finalize|edit|work on|implement|click)\b(?!,)/i;
/** A session that does not meet or has nothing to read: breaks, holidays, group work. */
const NO_CLASS =
  /\b(?:break|holiday|recess|no class(?:es)?|no meetings?|does not meet|will not meet|cancell?ed|group work|workshop|presentations? day|(?:college|university|campus|school) (?:is )?closed)\b/i;
const EXCLUSION =
  /\b(?:homework|hw\s*[\d:]|problem sets?|problems?\s*#?\d+(?:[-–.]?[A-Z])?\s*:|exercises?\s*#?\d|psets?|quiz(?:zes)?|tests?\b|exams?|midterms?|final project|due\b|labs?\b|optional|recommended|not required|slides?|solutions?|assignments?\s*\d|extra credit|office hours|presentations?|in-class|read(?:ing)?\s+aloud\b|worksheet|review session|efy\s*\d|study guides?|for reference|activit(?:y|ies)\s*#?\d|click(?:ing)? on\b)/i;
/**
 * An item that is an exercise set (`c. Discussion Questions 21-25 (S8-9)`): its pages hold questions, not a
 * reading (`Review Problems` stay: the dev set assigns them); so does a task of answering questions
 * (`Complete questions on pg. 10`, `Answer the review questions, pp. 4-5`).
 */
const EXERCISE_ITEM =
  /^(?:[A-Za-z0-9]{1,3}[.)]\s+)?(?:(?:discussion|study)\s+questions?\b|questions\s+(?:regarding|on|about|for)\s|(?:complete|answer|do|finish)\s+(?:the\s+|all\s+)?(?:[\w-]+\s+)?questions\b)/i;

/** ASCII letters in the text, counted up to `atMost` (the caller only asks "fewer than 3?"). */
function letters(text: string, atMost: number): number {
  let n = 0;
  for (let i = 0; i < text.length && n < atMost; i++) {
    const c = text.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122) n++;
  }
  return n;
}

/** "\\bGeisel\\b" for each optional source, compiled once per source name (not once per span). */
const sourcePatterns = new Map<string, RegExp>();
function sourcePattern(src: string): RegExp {
  let re = sourcePatterns.get(src);
  if (!re) {
    re = new RegExp(`\\b${src}\\b`);
    if (sourcePatterns.size > 256) sourcePatterns.clear();
    sourcePatterns.set(src, re);
  }
  return re;
}

/**
 * The features that depend on the span's text alone, in the order of FEATURES, worked out once per
 * text: a span is looked at again when it is classified in its context (looksLikeReadingOnItsOwn
 * first, then classifySpan), and a bullet's text when the document's bullet prior is counted.
 */
interface TextFeatures {
  /** pages … readVerb: the shapes of something to read. */
  shapes: readonly Feature[];
  /** question, taskVerb, exclusion. */
  marks: readonly Feature[];
  /** longProse … sentence. */
  style: readonly Feature[];
  /** A STRONG feature holds. */
  evidence: boolean;
}

function shapesOf(t: string): Feature[] {
  const out: Feature[] = [];
  if (findPages(t) !== null || leadingPages(t) !== null) out.push('pages');
  // A work named with its edition or translation (`Title (any translation)`) is a book (edition-note.ts).
  if (BOOK_PART.test(t) || hasEditionNote(t)) out.push('bookPart');
  if (SECTION_NUMBER.test(t) || MARGINAL_RANGE.test(t)) out.push('sectionNumber');
  if (CASE_NAME.test(t)) out.push('caseName');
  if (STATUTE.test(t)) out.push('statute');
  if (QUOTED_TITLE.test(t)) out.push('quotedTitle');
  // "Author, Title", or an author-date head whose author block has no comma ("Lee & Roe (2014) Venue").
  if ((AUTHOR_TITLE.test(t) && hasTitleAfterComma(t)) || hasAuthorDateHead(t)) out.push('authorTitle');
  if (CITATION_YEAR.test(t)) out.push('citationYear');
  if (READ_VERB.test(t) || isCompletedReading(t) || hasExtentTail(t)) out.push('readVerb');
  return out;
}

/**
 * A span naming due process with the pages to read (`Due Process and Judicial Scrutiny: pp. 748-59`) is a
 * reading of that doctrine: its `due` is no deadline (due-word.ts). Without pages such a topic keeps the
 * exclusion it always had (`Constitutional Law, cont'd: Due Process` between a row's readings).
 */
const pagedDueProcess = (t: string) => (findPages(t) !== null ? withoutDueProcess(t) : t);

/** The `exclusion` mark of a trimmed text: an exclusion word, an exercise, a part not assigned. */
function isExclusion(t: string): boolean {
  return (
    (EXCLUSION.test(afterTitledExercise(withoutReadDueNote(pagedDueProcess(t)))) &&
      !isNumberedPartTitle(t)) ||
    EXERCISE_ITEM.test(t) ||
    NOT_ASSIGNED.test(t) ||
    OWN_WORK_READ.test(t) ||
    isPurchaseTask(t) ||
    isAccessNote(t) ||
    opensWithForeignExclusion(t)
  );
}

function marksOf(t: string): Feature[] {
  const out: Feature[] = [];
  if (QUESTION.test(t) && !QUESTION_TITLE_PAGES.test(t) && !QUESTION_TITLE_LINK.test(t)) out.push('question');
  if (TASK_VERB.test(t) && !isCompletedReading(t) && !isTitledBookPart(t)) out.push('taskVerb');
  if (isExclusion(t)) out.push('exclusion');
  return out;
}

/**
 * Whether a span's features hold `exclusion` (what `classifySpan(…).features.includes('exclusion')`
 * tells, in any context), without working out its other features: a test of short tails of a span
 * that most often have none (activity-tail.ts, task-tails.ts).
 */
export function hasExclusionMark(text: string): boolean {
  return isExclusion(text.trim());
}

function styleOf(t: string, evidence: boolean): Feature[] {
  const words = wordCount(t);
  const out: Feature[] = [];
  if (words > 22 && !evidence) out.push('longProse');
  if (/^[a-z]/.test(t) && !READ_VERB.test(t)) out.push('lowercaseStart');
  if (letters(t, 3) < 3) out.push('fewLetters');
  if (NO_CLASS.test(t) || isReviewClass(t)) out.push('noClass');
  // "I" ending the text is a book's numeral ("Nicomachean Ethics I"), not the pronoun.
  // "I" in a roman range or after a section sign (`§§I-II`, `Parts I–III`) is a numeral too, and the
  // "I" of an abbreviation (`I.Con`) no pronoun; nor is the "I" of a work's chapter or part after its
  // title (`Property: Chapter I: I,`): after `: <part word> ` or right after a colon.
  if (
    /\b(?:you|your|we|our|us|(?<![§\-–])(?<!:\s(?:[Cc]hapters?|[Cc]h\.|[Pp]arts?|[Bb]ooks?|[Vv]ol\.|[Vv]olume|[Ss]ections?|[Aa]rticles?|[Uu]nits?|[Mm]odules?)\s)(?<!:\s)I(?![-–]+[IVX]|\.\w)|I'll|I've|please)\b(?!\s*$)/.test(
      t,
    )
  )
    out.push('addressesReader');
  if (
    words >= 10 &&
    /[a-z][.!]["”)]?$/.test(t) &&
    /\b(?:is|are|was|were|be|will|can|should|would|has|have)\b/.test(t)
  )
    out.push('sentence');
  return out;
}

const textFeatures = textMemo((t: string): TextFeatures => {
  const shapes = shapesOf(t);
  const evidence = shapes.some((f) => STRONG.has(f));
  return { shapes, marks: marksOf(t), style: styleOf(t, evidence), evidence };
});

/** The features that hold for one span. */
export function featuresOf(input: SpanInput): Feature[] {
  const t = input.text.trim();
  const { shapes, marks, style, evidence } = textFeatures(t);
  const out: Feature[] = [...shapes];
  if (input.context === 'label') out.push('labelled');
  if (input.context === 'bullet' && input.bulletPrior >= 0.5) out.push('readingList');
  if (input.context === 'bullet') out.push('bullet');
  out.push(...marks);
  if ((input.optionalSources ?? []).some((src) => sourcePattern(src).test(t))) out.push('declaredOptional');
  out.push(...style);
  if (!evidence && input.context !== 'label' && !(input.context === 'bullet' && input.bulletPrior >= 0.5))
    out.push('noEvidence');
  return out;
}

/** Features that say "this names something to read" on their own. */
export const STRONG: ReadonlySet<Feature> = new Set<Feature>([
  'pages',
  'bookPart',
  'sectionNumber',
  'caseName',
  'statute',
  'quotedTitle',
  'authorTitle',
  'readVerb',
]);

/**
 * Sources a syllabus declares optional: "The Geisel hornbook readings are optional" -> Geisel.
 * The name comes from the document itself, so the rule holds for any syllabus that says so.
 */
const OPTIONAL_SOURCE =
  /\b[Tt]he ([A-Z][a-z]{2,20})(?:\s+[a-z]+){0,2}\s+readings?\b[^.]{0,80}?\b(?:are|is)\s+(?:optional|recommended|not required)/g;

export function optionalSourcesOf(texts: readonly string[]): string[] {
  const out = new Set<string>();
  // The pattern needs the word "reading": other lines are not scanned.
  for (const t of texts)
    if (t.includes('reading')) for (const m of t.matchAll(OPTIONAL_SOURCE)) out.add(m[1]!);
  return [...out];
}

export function looksLikeReadingOnItsOwn(text: string): boolean {
  return textFeatures(text.trim()).evidence;
}

export interface Verdict {
  score: number;
  features: Feature[];
  /** Taken as a reading? (probability above one half, no veto) */
  take: boolean;
  /** The fitted probability that it is a reading, 0-100. */
  confidence: number;
}

const LINK = /\b(?:https?:\/\/|www\.|doi:)\S*/gi;
/** "(available online at the library)", "Book extract made available on Brightspace": where to find it, not what. */
const WHERE_NOTE = /^\(?(?:[\w-]+\s+){0,3}(?:will\s+be\s+)?(?:made\s+)?available\b/i;

/** A bare link, or a note on where something is available: the tail of a reading's entry, never one itself. */
export function isLinkOrNote(text: string): boolean {
  const t = text.trim();
  if (WHERE_NOTE.test(t)) return true;
  if (!/https?:|www\.|doi:/i.test(t)) return false;
  const words = t
    .replace(LINK, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .match(/[A-Za-z]{2,}/g);
  return (words?.length ?? 0) < 2;
}

const isWorkShape = (f: Feature) => (WORK_SHAPES as readonly Feature[]).includes(f);

/** "Martin Luther King Day, no classes" has the comma of "Author, Title" and names no work: that shape alone does not outweigh a no-class note. */
const namesAWork = (f: Feature) => STRONG.has(f) && f !== 'authorTitle';

export function classifySpan(input: SpanInput): Verdict {
  const features = featuresOf(input);
  const score = features.reduce((s, f) => s + WEIGHTS[f], BIAS);
  const confidence = Math.round(100 / (1 + Math.exp(-score)));
  // What the syllabus itself calls optional is never taken, whatever else the span looks like.
  // A break or cancelled class with nothing readable in it is never a reading either, nor a bare link.
  const noClass = features.includes('noClass') && !features.some(namesAWork);
  // A remark wholly in parentheses with no shape of a work inside it is an aside (parenthetical-aside.ts).
  const aside = isWhollyParenthesised(input.text) && !features.some((f) => STRONG.has(f));
  const take =
    score > 0 &&
    !features.includes('declaredOptional') &&
    !noClass &&
    !aside &&
    (input.listedAddress === true || !isLinkOrNote(input.text)) &&
    !isMeetingNote(input.text) &&
    !isAcademicDeadline(input.text) &&
    !isExerciseSet(input.text) &&
    !isTextbookStatement(input.text) &&
    !isInstructionAfterLabel(input.text, features.some(isWorkShape)) &&
    !isNonReadingLabel(input.text) &&
    !isMarkedMedia(input.text) &&
    !isNothingToRead(input.text) &&
    !isSkippedPart(input.text) &&
    !isRemarkAboutAWork(input.text, features) &&
    !isOwnCourseMaterial(input.text) &&
    !isUnitGuide(input.text) &&
    !isExerciseList(input.text) &&
    !isProblemNumberList(input.text) &&
    !isCrossReference(input.text) &&
    !isFormula(input.text) &&
    !isSpeakerLabel(input.text) &&
    !isAgendaSlot(input.text);
  return { score, features, take, confidence: take ? confidence : Math.min(confidence, 49) };
}
