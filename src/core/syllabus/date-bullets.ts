/**
 * A bullet that holds only a class date (`• January 21`, `• Tuesday, Sept. 9`, `• 9/9`) is the heading of
 * the items nested under it, not an item of the list: a dated bullet list (Word's two-level lists, a
 * date per class and its readings a level down) would otherwise count half its bullets as naming nothing
 * and hide that the list is a list of readings (bulletPriorOf in sessions.ts).
 */
import { findDate } from './dates';

const WEEKDAY = /^(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?$/i;
/** At most this many letters may remain once the date and any weekday word are taken away. */
const MAX_OTHER_LETTERS = 2;

export function isDateOnlyBullet(text: string): boolean {
  const t = text.trim();
  const m = findDate(t);
  if (!m) return false;
  const rest = `${t.slice(0, m.index)} ${t.slice(m.end)}`;
  let letters = 0;
  for (const word of rest.split(/[\s,;:()–-]+/)) {
    if (!word || WEEKDAY.test(word)) continue;
    for (const ch of word) if (/[A-Za-z]/.test(ch)) letters++;
  }
  return letters <= MAX_OTHER_LETTERS;
}
