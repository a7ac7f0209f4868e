/**
 * Two books' pages for one class written as one item: `Methodology: ZK pp. 33-73, Glenn 1-31`,
 * `Common Law: ZK pp. 218-237 Glenn 247-270` — the second book named by a short capitalised name (an
 * author or an abbreviation the syllabus defines) right after the first range, with a range of its own.
 * The item is cut before the second name: each book's pages are a reading. A word that names a part of
 * a book (`Chapter 4-5`, `Notes 1-3`) is no second book. One linear pass over fixed-width tokens.
 */
import { stripTrailing } from './text';
import { matchesOf } from './matches';

/** `33-73, Glenn 1-31`: a range, an optional comma, a capitalised name, a range. Group 1 is the name. */
const SECOND_SOURCE = /\d\s?[-–]\s?\d{1,4},?\s([A-Z][A-Za-z&]{1,20})\s\d{1,4}\s?[-–]\s?\d/g;

/** Words that name a part of a book, not a book. */
const PART_WORDS = new Set([
  'Chapter',
  'Chapters',
  'Ch',
  'Chs',
  'Section',
  'Sections',
  'Part',
  'Parts',
  'Note',
  'Notes',
  'Problem',
  'Problems',
  'Question',
  'Questions',
  'Exercise',
  'Exercises',
  'Appendix',
  'Rule',
  'Rules',
  'Article',
  'Articles',
  'Art',
  'Pages',
  'Page',
  'Pp',
  'Vol',
  'Volume',
  'Book',
  'Unit',
  'Units',
  'Lecture',
  'Lectures',
  'Class',
  'Week',
  'Weeks',
]);

export function splitSecondSource(piece: string): string[] {
  const cuts: number[] = [];
  for (const m of matchesOf(SECOND_SOURCE, piece)) {
    if (PART_WORDS.has(m[1]!)) continue;
    cuts.push(m.index! + m[0].indexOf(m[1]!, m[0].search(/\s/)));
  }
  if (!cuts.length) return [piece];
  const starts = [0, ...cuts];
  return starts.map((at, i) => stripTrailing(piece.slice(at, starts[i + 1]), ',').trim()).filter(Boolean);
}
