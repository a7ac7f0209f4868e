/**
 * An outline heading joined to the chapter it assigns by a run of dashes (`A. A Brief History---Chapter 6,
 * pp 99-109`, `B. Proteins — Chapter 4`): the unit's heading and its reading on one line, as a typed outline
 * writes it when a unit is one reading long. It counts as an outline heading (so an outline of three units
 * whose first carries its reading is still an outline) and opens its unit with the line as its reading.
 * Found with `indexOf` and fixed-shape tests: no backtracking over user text.
 */
import { OUTLINE_LETTER } from './outline-heading';

/** What follows the dash run: a chapter reference. */
const CHAPTER_AFTER = /^\s?(?:chapters?|chap\.|ch\.?)\s?\d/i;
const DASH_RUNS = ['---', '--', '—', '–'];

export interface JoinedOutlineReading {
  /** The heading's words before the dashes. */
  topic: string;
  /** The line without its outline letter: the unit's reading. */
  reading: string;
}

/** The heading and reading of an outline line joined to its chapter by dashes, or null. */
export function joinedOutlineReading(text: string): JoinedOutlineReading | null {
  const letter = OUTLINE_LETTER.exec(text);
  if (!letter) return null;
  const body = text.slice(letter[0].length);
  for (const dash of DASH_RUNS) {
    const at = body.indexOf(dash);
    if (at < 3) continue;
    if (!CHAPTER_AFTER.test(body.slice(at + dash.length))) continue;
    const topic = body.slice(0, at).trim();
    return topic ? { topic, reading: body.trim() } : null;
  }
  return null;
}
