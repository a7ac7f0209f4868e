/**
 * Layout: a pipe table (Markdown, or an HTML table flattened to '|' rows) whose header row says
 * which column holds what: "Lecture | Date | Topic | Reading (chapters)", "Class Date | Topics |
 * Textbook sections", "Date | Topic | 4th ed. pages | 3rd ed. pages". The header decides, not the
 * look of the cells: a Reading column holding "1 & 2 & 13.1" is still a reading.
 */
import { headerName } from './header-name';
import { LESSON_HEADER } from './layouts/lesson-column';

export type PipeColumn = 'number' | 'month' | 'date' | 'topic' | 'reading' | 'pages' | 'other';

const HEADER: [PipeColumn, RegExp][] = [
  ['month', /^months?$/i],
  [
    'number',
    /^(?:#|no\.?|lecture|lec|class|session|ses|meeting|day|week|wk|unit|module)(?:e?s)?(?:\s*(?:#|no\.?|numbers?))?$/i,
  ],
  [
    'date',
    /^(?:(?:class\s+|lecture\s+|meeting\s+|start\s+)?dates?|days?|when|starts?|begins?|week (?:of|starting|beginning)(?: (?:monday|mon|sunday|sun))?)(?:\s*\(.*\))?$/i,
  ],
  [
    'topic',
    /^(?:(?:lecture|class|session)\s+)?(?:topics?|subjects?|themes?|lecture|contents?|title)(?:\s*\(.*\))?$/i,
  ],
  ['pages', /^(?:(?:\d+(?:st|nd|rd|th)\s+ed(?:ition)?\.?|textbook|book)\s+)?pages?(?:\s*#)?$|^pp\.?$/i],
  [
    'reading',
    /^(?:(?:assigned|required|textbook|book|suggested)\s+)?(?:pre-?)?(?:readings?|read|sections?|chapters?|texts?|literature|preparation|prep|cases|statutes)\b/i,
  ],
  // A column named for when its work is done ("Do Before Class", "Before Lecture", "To Read Before the
  // Session") holds what to read for that class.
  [
    'reading',
    /^(?:(?:to\s+)?(?:do|read|complete|prepare)\s+)?before\s+(?:the\s+)?(?:class|lecture|session|seminar|meeting)\b/i,
  ],
];

export function columnKind(header: string): PipeColumn {
  // A line break inside a header cell (`Week<br>#`, `Lecture<br>days`) is a space in its name.
  const h = headerName(header);
  if (LESSON_HEADER.test(h)) return 'number';
  for (const [kind, re] of HEADER) if (re.test(h)) return kind;
  return 'other';
}

const NAMED_READINGS = /^(?:(?:assigned|required)\s+)?readings?$/i;
const BARE_SECTION = /^sections?$/i;

/**
 * "Class | Week | Section | Topic | Readings": beside a column named Readings, a bare "Section" column
 * holds the kind of meeting (Lecture, Lab), not textbook sections; the named column is the reading one.
 */
function preferNamedReadings(cells: string[], kinds: PipeColumn[]): PipeColumn[] {
  const clean = cells.map((c) => c.replace(/[*_]/g, '').trim());
  if (!clean.some((c) => NAMED_READINGS.test(c))) return kinds;
  return kinds.map((k, i) => (k === 'reading' && BARE_SECTION.test(clean[i] ?? '') ? 'other' : k));
}

/** `Assignments` / `Assignment`: in a table with no reading column, the column of what to do before class. */
const ASSIGNMENTS = /^assignments?$/i;

/**
 * "Week | Date | Assignments | Module": a table of numbered, dated classes whose only work column is named
 * Assignments lists what is read for each class there (the classifier still weighs every cell: quizzes and
 * exercises stay out).
 * Beside a Readings or Pages column, an Assignments column is the homework and stays a column of its own.
 */
function assignmentsAsReadings(cells: string[], kinds: PipeColumn[]): void {
  // A class schedule (a week or class number beside the date), not a `Date | Assignment` list of deadlines.
  if (!kinds.includes('date') || !kinds.includes('number')) return;
  const at = cells.findIndex((c) => ASSIGNMENTS.test(headerName(c).replace(/[*_]/g, '').trim()));
  if (at >= 0 && kinds[at] === 'other') kinds[at] = 'reading';
}

const DUE_DATE = /^due\s+dates?$/i;

/**
 * "Due Date | Reading | Problems": in a table without a Date column, the column of the dates the work is
 * due is the row's date (the readings are read for it). Beside a Date column it stays a column of its own.
 */
function dueDateColumn(cells: string[], kinds: PipeColumn[]): void {
  if (kinds.includes('date')) return;
  const i = cells.findIndex((c) => DUE_DATE.test(headerName(c)));
  if (i >= 0) kinds[i] = 'date';
}

/** The column kinds of a header row, or null when the row is not a header naming a reading column. */
const BARE_NUMBER_CELL = /^\d{1,3}$/;

export function pipeHeader(cells: string[]): PipeColumn[] | null {
  const filled = cells.filter((c) => c.trim());
  if (filled.length < 2 || filled.some((c) => /\d{1,2}\/\d{1,2}|\b\d{4}\b/.test(c))) return null;
  // Header cells name columns: a row with two bare numbers in it (`| Wk | 2 | 1 | 25 | Aug |`) is data.
  if (filled.filter((c) => BARE_NUMBER_CELL.test(c.trim())).length >= 2) return null;
  const kinds = preferNamedReadings(
    cells,
    cells.map((c) => (c.trim() ? columnKind(c) : 'other')),
  );
  if (!kinds.includes('reading') && !kinds.includes('pages')) assignmentsAsReadings(cells, kinds);
  if (!kinds.includes('reading') && !kinds.includes('pages')) return null;
  dueDateColumn(cells, kinds);
  if (!kinds.includes('date') && !kinds.includes('topic') && !kinds.includes('number')) return null;
  return kinds;
}

/** A section heading that ends the schedule: what follows is course policy, not sessions. */
const POLICY_HEADING =
  /^(?:\d+\.?\s*)?(?:grad(?:ing|es)|grade breakdown|evaluation|assessment|exams?|examinations|participation|attendance|(?:course\s+)?polic(?:y|ies)|academic (?:integrity|honesty|dishonesty)|honor code|plagiarism|cheating|disabilit(?:y|ies)|accommodations?|office hours|contact|instructors?|teaching assistants?|tas?|textbooks?|required (?:texts?|materials|books?)|(?:course\s+)?materials|recommended (?:texts?|textbooks?|books?|readings?)|supplement(?:al|ary) readings?|further readings?|online resources|(?:course\s+)?resources|course description|description|learning (?:outcomes|objectives|goals)|objectives|prerequisites?|requirements|homework(?: grading policy)?|late (?:work|policy|submissions?)|illness|tips\b|how to succeed|footnotes?|statement)\b/i;

export function isPolicyHeading(text: string): boolean {
  return POLICY_HEADING.test(text.replace(/[#*_:]/g, '').trim());
}
