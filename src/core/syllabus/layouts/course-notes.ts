/**
 * The course's own notes named on a numbered class line: `Lecture 5 : Graphs I. Slides: (full) (6up)
 * ( Note 5)`, `Lecture 17 : Conditional Probability ... ( Note 13 Note 14)`. Each `Note N` after the
 * class's topic is the class's reading (the notes a student reads for it); the words before the first
 * note are the topic. A line that opens with `Note` (`Note 1: bring a laptop`) or a note number followed
 * by a colon is a remark, not a reference, and a note after a reading of its own (`pages 36-51 (through
 * Note 7)`, a casebook's notes bounding the pages) is part of that reading: both are left as they are.
 */
import { hasReadingSignal } from '../signals';
import { stripTrailing } from '../text';

const NOTE_REF = /\bNotes?\s+(\d{1,3})\b(?!\s*:)/g;

export interface CourseNotes {
  /** The class line's words before its first note. */
  topic: string;
  /** `Note N` for every note named, in order. */
  notes: string[];
}

/** The notes named after a class's topic, or null when the line names none. */
export function courseNotes(text: string): CourseNotes | null {
  const refs = [...text.matchAll(NOTE_REF)];
  const first = refs[0];
  if (!first || first.index === 0 || /^\s*Notes?\b/.test(text)) return null;
  const topic = stripTrailing(text.slice(0, first.index), '|([{').trim();
  if (hasReadingSignal(topic)) return null;
  return { topic, notes: refs.map((m) => `Note ${m[1]}`) };
}
