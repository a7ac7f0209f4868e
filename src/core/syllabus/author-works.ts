/**
 * A reading list of dated lines `Date Author: Work, part` (`February 1 Plato: Parmenides,
 * beginning–148D`, `March 18 Sophocles: Antigone`): after the date stands an author, a colon and the
 * work to read that day. A topic can have the same shape (`Introduction: Why Law?`), so the shape is
 * taken as a list of works only when the document holds at least three such lines and their authors
 * recur: each named author heads two lines or more, and there are at most half as many authors as
 * lines. The work after the colon is then that day's reading, the author its source.
 */
import { leadingDate } from './dates';
import type { PreparedLine } from './prepare';

/** An author of one to three capitalised words, a colon, then the work (a capital or a quote first). */
const AUTHOR_WORK = /^([A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’.-]+){0,2}):\s+([A-Z“"].*)$/u;

function tailOf(text: string): string | null {
  const d = leadingDate(text);
  return d ? d.rest.replace(/^[\s,.:–—-]+/, '') : null;
}

/** The authors of the document's `Date Author: Work` lines, when they make a list of works. */
export function authorWorkNames(lines: readonly PreparedLine[]): ReadonlySet<string> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const l of lines) {
    const tail = tailOf(l.text);
    const m = tail === null ? null : AUTHOR_WORK.exec(tail);
    if (!m) continue;
    total++;
    counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  const recurring = [...counts.values()].every((n) => n >= 2);
  return total >= 3 && recurring && counts.size * 2 <= total ? new Set(counts.keys()) : new Set();
}

/** The author and the work of a date line's tail, when its author is one of the list's. */
export function authorWork(
  tail: string,
  authors: ReadonlySet<string>,
): { author: string; work: string } | null {
  if (!authors.size) return null;
  const m = AUTHOR_WORK.exec(tail.trim());
  return m && authors.has(m[1]!) ? { author: m[1]!, work: m[2]!.trim() } : null;
}

/** `2. Plato, Apology`: a numbered item naming an author (one to three capitalised words), a comma, a work. */
const NUMBERED_AUTHOR_WORK = /^\d{1,2}\.\s+([A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’.-]+){0,2}),\s+([A-Z“"].*)$/u;

/**
 * The authors of an undated numbered list of works (`2. Plato, Apology` / `3. Plato, Crito` / `4. Aristotle,
 * Ethics`): four items or more of that shape, three authors or more heading two items each. A list of topics
 * (`2. Justice, Injustice`) does not repeat its first words so.
 */
export function numberedAuthorNames(lines: readonly PreparedLine[]): ReadonlySet<string> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const l of lines) {
    const m = NUMBERED_AUTHOR_WORK.exec(l.text);
    if (!m) continue;
    total++;
    counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  const repeated = [...counts.values()].filter((n) => n >= 2).length;
  return total >= 4 && repeated >= 3 ? new Set(counts.keys()) : new Set();
}

/** The work of a numbered item `Author, Work` whose author is one of the list's, without a due note after it. */
export function numberedAuthorWork(text: string, authors: ReadonlySet<string>): string | null {
  if (!authors.size) return null;
  const m = /^([A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’.-]+){0,2}),\s+([A-Z“"].*)$/u.exec(text.trim());
  if (!m || !authors.has(m[1]!)) return null;
  const due = DUE_NOTE.exec(text);
  return due ? text.slice(0, due.index).trim() : text.trim();
}

/** `First paper due (Lec #11)`, `Second paper due`: a due note run on after the work. */
const DUE_NOTE =
  /(?:First|Second|Third|Fourth|Final|\d+(?:st|nd|rd|th))?\s*(?:paper|essay|project|assignment)s?\s+due\b/i;
