/**
 * A source named again and again across the schedule: readings of three or more different sessions
 * whose titles open with the same three words (`Digital Humanities Coursebook: Chapter 4: …`,
 * `Humanities Data Analysis: Chapter 2: …`) or whose lines open with the same read verb (`1. Read
 * Lincicome`, `2. Read Perry` in module after module) follow one pattern the syllabus repeats for its
 * readings. Each span alone shows little (a book title without pages, a bare name after `Read`), so
 * the classifier leaves them under 60; the repetition is what tells a student they are the course's
 * readings. Their confidence is raised to REPEATED (the 60-79 band: still worth a look, not certain).
 * Which readings are found never changes.
 */
import type { ReadingDraft } from './readings';

export const REPEATED = 65;
const MIN_SESSIONS = 3;

const WORD = /\p{L}+/gu;

/** The first `n` words (runs of letters) of the lower-cased text; the rest of a long title is not read. */
function firstWords(s: string, n: number): string[] {
  const lower = s.toLowerCase();
  const out: string[] = [];
  WORD.lastIndex = 0;
  while (out.length < n) {
    const m = WORD.exec(lower);
    if (!m) break;
    out.push(m[0]);
  }
  WORD.lastIndex = 0;
  return out;
}

/** The keys a reading shares with others: its title's first three words (of four or more), its line's opening read verb. */
function keysOf(d: ReadingDraft, lineText: string): string[] {
  const keys: string[] = [];
  const title = firstWords(d.title, 4);
  if (title.length >= 4) keys.push(`t:${title.slice(0, 3).join(' ')}`);
  const verb = /^\s*(?:\(?\d{1,2}[.)]\s+)?(read|skim|re-read)\s+\p{Lu}/iu.exec(lineText);
  if (verb) keys.push(`v:${verb[1]!.toLowerCase()}`);
  return keys;
}

export function raiseRecurringSources(
  sessions: readonly (readonly ReadingDraft[])[],
  lineText: (d: ReadingDraft) => string,
): void {
  // Each reading's keys, read once: first to count the sessions sharing each key, then to raise.
  const keys = sessions.map((readings) => readings.map((d) => keysOf(d, lineText(d))));
  const seen = new Map<string, Set<number>>();
  keys.forEach((session, i) => {
    for (const reading of session)
      for (const k of reading) {
        const set = seen.get(k) ?? new Set<number>();
        set.add(i);
        seen.set(k, set);
      }
  });
  sessions.forEach((readings, i) => {
    readings.forEach((d, j) => {
      if (d.confidence >= REPEATED) return;
      if (keys[i]![j]!.some((k) => (seen.get(k)?.size ?? 0) >= MIN_SESSIONS)) d.confidence = REPEATED;
    });
  });
}
