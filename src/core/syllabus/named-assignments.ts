/**
 * A page of reading assignments numbered and named, not listed: under a heading that names readings
 * (`Assigned Readings`, `Reading Assignments`), each class gives `Assignment 3: The Law of Riparian
 * Rights` — a numbered assignment of a casebook or reading packet organised in assignments — and, for
 * some classes only, the works to read under it. An assignment with works under it is their heading; one
 * with none is the reading itself, titled by its name. A name wrapped onto the next line (that line
 * opening in lower case, or the name ending in `the`, `of`, `and` ...) is joined to it.
 *
 * Only in a series: three or more such lines numbered in order, below a heading naming readings, so a
 * course's numbered homework (`Assignment 2: Collecting data`, due dates) is never read as one.
 */
import { leadingDate } from './dates';
import type { PreparedLine } from './prepare';
import { hasReadingSignal } from './signals';

/** `Assignment 3: Title` (a dropped `i`, `Assgnment`, is a typing slip of the same word). */
const NAMED_ASSIGNMENT = /^assi?gnment\s+(\d{1,3})\s*:\s*([A-Z“"].{2,150})$/i;
/** A short heading naming the page's readings: `Assigned Readings`, `Reading Assignments`, `READINGS`. */
const READINGS_HEADING =
  /^(?:(?:assigned|required|course)\s+)?readings?(?:\s+(?:assignments?|list|schedule))?:?$/i;
/** A name cut before its last words: it ends in an article, a preposition or a conjunction. */
const OPEN_END = /\s(?:the|a|an|of|and|or|in|on|to|for|with|from|by|at)$/i;
const DUE = /\bdue\b/i;
const MIN_SERIES = 3;
const MAX_CONTINUATION = 90;

export interface NamedAssignments {
  /** The assignment lines that are readings, each with its name (wrapped lines joined). */
  readonly readings: ReadonlyMap<PreparedLine, string>;
  /** The lines that continue a name: read as part of it, nothing of their own. */
  readonly continuations: ReadonlySet<PreparedLine>;
}

const NONE: NamedAssignments = { readings: new Map(), continuations: new Set() };

/** The next line at or after `i` that holds text. */
function nextFilled(lines: readonly PreparedLine[], i: number): number {
  let at = i;
  while (at < lines.length && !lines[at]!.text.trim()) at++;
  return at;
}

/** Whether `line` continues the name `name` wrapped before it. */
function continues(name: string, line: PreparedLine | undefined): boolean {
  if (!line || line.heading || line.cells || line.bullet) return false;
  const text = line.text.trim();
  if (!text || text.length > MAX_CONTINUATION || NAMED_ASSIGNMENT.test(text) || leadingDate(text))
    return false;
  return /^[a-z]/.test(text) || OPEN_END.test(name);
}

/** Whether the lines from `from` up to the next assignment or dated line list a work to read. */
function listsWorks(lines: readonly PreparedLine[], from: number): boolean {
  for (let i = from; i < lines.length; i++) {
    const text = lines[i]!.text.trim();
    if (!text) continue;
    if (NAMED_ASSIGNMENT.test(text) || leadingDate(text) || lines[i]!.heading) return false;
    if (hasReadingSignal(text)) return true;
  }
  return false;
}

/** The numbered, named assignments of a reading page that list no works (see the module comment). */
export function namedReadingAssignments(lines: readonly PreparedLine[]): NamedAssignments {
  const heading = lines.findIndex((l) => READINGS_HEADING.test(l.text.trim()));
  if (heading < 0) return NONE;
  const series: { at: number; n: number; name: string }[] = [];
  for (let i = heading + 1; i < lines.length; i++) {
    const m = NAMED_ASSIGNMENT.exec(lines[i]!.text.trim());
    // An assignment with a due date is work to hand in (`Assignment 2: Data cleaning. Due 3/1`).
    if (m && !DUE.test(m[2]!)) series.push({ at: i, n: Number(m[1]), name: m[2]!.trim() });
  }
  if (series.length < MIN_SERIES || !series.every((s, k) => k === 0 || s.n > series[k - 1]!.n)) return NONE;
  const readings = new Map<PreparedLine, string>();
  const continuations = new Set<PreparedLine>();
  for (const { at, name } of series) {
    const next = nextFilled(lines, at + 1);
    const wrapped = continues(name, lines[next]);
    if (wrapped) continuations.add(lines[next]!);
    if (listsWorks(lines, wrapped ? next + 1 : at + 1)) continue;
    readings.set(lines[at]!, wrapped ? `${name} ${lines[next]!.text.trim()}` : name);
  }
  return { readings, continuations };
}
