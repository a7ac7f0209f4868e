/**
 * A table with a date and a reading column but no topic column (`Date | Readings/Assignments`) writes
 * the class topic in the reading column on days with nothing to read (`Close Reading and Poetic
 * Devices`, `Elements of Narrative`): a cell of a few capitalised words with no reading's shape, no
 * possessive author and nothing in quotes is that day's topic.
 */
import { hasReadingSignal } from '../signals';

const MAX_WORDS = 6;
/** An author's possessive (`Plato’s`, `Sophocles'`) names a work after it. */
const POSSESSIVE = /\w['’]s?\b/;

export function isTopicCell(cell: string): boolean {
  const t = cell.trim();
  return (
    t.split(/\s+/).length <= MAX_WORDS && /^[A-Z]/.test(t) && !POSSESSIVE.test(t) && !hasReadingSignal(t)
  );
}
