/**
 * A reading page whose class lines say what to read for each date (`For Oct. 3: Moss, Tide Tables, ch. 2`)
 * names some works by their author alone, the name being the link to the text: `For Oct. 5: Rourke`,
 * `For Oct. 10: Hale; more Hale`, `For Oct. 12: Vane and Orr [notes on the notation]`. A bare name is as
 * much a topic's shape (`For Oct. 7: Symbolism`), so the shape is read only when the document holds at
 * least three `For <date>:` lines and at least two of them open with `author, title` (the list is one of
 * works). Then a `For <date>:` line whose `;`-separated items are all bare names (one to three capitalised
 * words, two authors joined by `and` / `&`, an optional `more` before the name, a note in parentheses or
 * brackets after it, with no quoted title in it) names one reading per item, titled by the name without its
 * note. A note quoting a title (`Rourke (ch. 2: “Salt”)`) names the work itself: that line is read as before.
 */
import { leadingDate } from './dates';
import type { PreparedLine } from './prepare';

const FOR_LABEL = /^for\s/i;
const WORD = "\\p{Lu}[\\p{L}'’.-]{0,30}";
const NAME = `${WORD}(?: ${WORD}){0,2}`;
/** `Hale`, `more Hale`, `Vane and Orr`, each with an optional note after it: group 1 the name. */
const BARE_NAME = new RegExp(
  `^((?:more )?${NAME}(?: (?:and|&) ${NAME})?)(?:\\s*\\([^()“”"]{0,160}\\)|\\s*\\[[^[\\]“”"]{0,160}\\])?$`,
  'u',
);
/** `Moss, Tide Tables`: an author, a comma, a capitalised or quoted work. */
const AUTHOR_COMMA = new RegExp(`^${NAME},\\s+[\\p{Lu}“"‘]`, 'u');
const MIN_LINES = 3;
const MIN_WORKS = 2;
const MAX_ITEMS = 6;

/** The text after a `For <date>:` label, or null. */
function tailOf(text: string): string | null {
  if (!FOR_LABEL.test(text)) return null;
  const d = leadingDate(text);
  return d ? d.rest.replace(/^[\s,.:;–—-]+/, '').trim() : null;
}

/** The names of a tail made only of bare names, or null. */
export function bareNames(tail: string): string[] | null {
  const items = tail.split(';', MAX_ITEMS + 1).map((s) => s.trim());
  if (items.length > MAX_ITEMS || items.some((s) => !s)) return null;
  const names: string[] = [];
  for (const item of items) {
    const m = BARE_NAME.exec(item);
    if (!m) return null;
    names.push(m[1]!);
  }
  return names;
}

/** The document's `For <date>:` lines naming works by their authors alone, with the names; else empty. */
export function authorLinkLines(lines: readonly PreparedLine[]): ReadonlyMap<PreparedLine, string[]> {
  const found = new Map<PreparedLine, string[]>();
  let labels = 0;
  let works = 0;
  for (const l of lines) {
    if (l.cells) continue;
    const tail = tailOf(l.text);
    if (tail === null) continue;
    labels++;
    if (AUTHOR_COMMA.test(tail)) works++;
    const names = bareNames(tail);
    if (names) found.set(l, names);
  }
  return labels >= MIN_LINES && works >= MIN_WORKS ? found : new Map();
}
