/**
 * A numbered class whose date opens its text in parentheses: `2. (10 September) Myths of the Flood.`,
 * `14) (Oct. 27) Plague and Empire`. The number counts the classes, the parenthesis dates the class and
 * the words after it are its topic (the readings follow on their own `Reading:` lines).
 */
import type { LeadingDate } from '../dates';
import { parenthesisedDate } from './paren-date';

/** `2. (` / `14) (`: a class number, a full stop or closing parenthesis, then an opening parenthesis. */
const NUMBER_THEN_PAREN = /^(\d{1,2})\s*[.)]\s+(?=\()/;

export interface NumberedParenDate extends LeadingDate {
  classNo: number;
}

/** The class number, the date and the topic after it; null unless the parenthesis holds one date. */
export function numberedParenDate(text: string): NumberedParenDate | null {
  const m = NUMBER_THEN_PAREN.exec(text);
  if (!m) return null;
  const d = parenthesisedDate(text.slice(m[0].length));
  return d ? { ...d, classNo: Number(m[1]) } : null;
}
