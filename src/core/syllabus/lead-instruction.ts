/**
 * A read instruction just above the first dated class (`Read Wallace 1-6` over `Aug 22, 2003`): a
 * flattened table row whose reading cell was written out before its date cell, or a note of what to
 * read for the first class. With no session open yet, the line was outside the schedule and dropped;
 * when nothing but blank lines stands between it and the first class's date line, it is read as that
 * class's reading (a `Read ...` line with a page range or chapter, nothing else).
 */
import type { Session } from './layouts/session';
import { findPages } from './pages';
import type { PreparedLine } from './prepare';

const READ_INSTRUCTION = /^(?:please\s+)?(?:read|re-?read)\s+\S/i;
const CHAPTER = /\b(?:ch(?:apters?|s?\.)|chap\.)\s*\d/i;

export interface LeadReader {
  current: Session | null;
  addReadings(raw: string, l: PreparedLine, context: 'line'): void;
}

/** The line just above the first dated session when it is a read instruction (else null). */
export function leadInstruction(
  sessions: readonly Session[],
  lines: readonly PreparedLine[],
): PreparedLine | null {
  const first = sessions[0];
  if (!first?.date) return null;
  const at = lines.findIndex((l) => l.page === first.page && l.line === first.line);
  let i = at - 1;
  while (i >= 0 && !lines[i]!.text) i--;
  const l = i >= 0 ? lines[i] : undefined;
  if (!l || l.bullet || !READ_INSTRUCTION.test(l.text)) return null;
  return findPages(l.text) || CHAPTER.test(l.text) ? l : null;
}

/** Reads the lead instruction into the first session, before the readings under its date. */
export function readLeadInstruction(
  builder: LeadReader,
  sessions: Session[],
  lines: readonly PreparedLine[],
): void {
  const l = leadInstruction(sessions, lines);
  if (!l) return;
  const first = sessions[0]!;
  const kept = first.readings.splice(0);
  const open = builder.current;
  builder.current = first;
  builder.addReadings(l.text, l, 'line');
  builder.current = open;
  first.readings.push(...kept);
}
