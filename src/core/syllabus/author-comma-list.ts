/**
 * A reading list whose class lines name each work as `author, title`, in any case and often without
 * quotes: `oct 2 : : ada lovett, the weight of rivers`, `oct 4: ben ortiz & cy lane, “a long quiet”`,
 * with a second work on its own line under the dated one (`dora weil, field notes on salt`). One such
 * line alone is as much a topic's shape (`Sept 9: Contracts, formation`), so the shape is taken as a list
 * of works only when the document holds at least four dated lines of it and at least two of them put the
 * title in quotes (`name, “title”`): the quoted ones show that what follows the name is a work. Then
 * every dated line of the shape is a reading (the text after its date), and so is an undated line of the
 * shape below the first dated one whose name has two words or more (a personal name: `dora weil`, not `Note`).
 */
import { leadingDate } from './dates';
import type { PreparedLine } from './prepare';

/** One to four name words (initials, `van`, `o’neil`), a second author after `&` or `and`, a comma, the work. */
const WORD = "[\\p{L}][\\p{L}.'’-]{0,30}";
const NAME = `${WORD}(?: ${WORD}){0,3}`;
const AUTHOR_COMMA = new RegExp(`^(${NAME}(?: (?:&|and) ${NAME})?),\\s+([\\p{L}“"‘].{2,600})$`, 'u');
/** Where a note to the reader runs on after the work: a spaced dash, `!` or `?`, or a sentence's full stop. */
const NOTE_AFTER = /\s[—–]\s|[!?]\s|(?<=\p{Ll}{2})\.\s/u;
const QUOTED = /^[“"‘]/;
const MIN_DATED = 4;
const MIN_QUOTED = 2;

function tailOf(text: string): string | null {
  const d = leadingDate(text);
  return d ? d.rest.replace(/^[\s,.:;–—-]+/, '') : null;
}

/** `name, title` of a line (its tail after a date, or the whole undated line), or null. */
function authorComma(text: string): { name: string; work: string } | null {
  const m = AUTHOR_COMMA.exec(text.trim());
  return m ? { name: m[1]!, work: m[2]! } : null;
}

/** The line's `author, title` without a note run on after the work. */
function withoutNote(text: string): string {
  const note = NOTE_AFTER.exec(text);
  return (note ? text.slice(0, note.index) : text).trim();
}

/**
 * The lines of the document's `author, title` list (dated lines with the text after the date, undated
 * lines whole), when the dated ones make a list of works; else an empty map.
 */
export function authorCommaListLines(lines: readonly PreparedLine[]): ReadonlyMap<PreparedLine, string> {
  const dated = new Map<PreparedLine, string>();
  const undated = new Map<PreparedLine, string>();
  let quoted = 0;
  for (const l of lines) {
    if (l.cells || l.bullet) continue;
    const tail = tailOf(l.text);
    const found = authorComma(tail ?? l.text);
    if (!found) continue;
    if (tail === null) {
      if (dated.size && found.name.includes(' ')) undated.set(l, withoutNote(l.text));
      continue;
    }
    dated.set(l, withoutNote(tail));
    if (QUOTED.test(found.work)) quoted++;
  }
  if (dated.size < MIN_DATED || quoted < MIN_QUOTED) return new Map();
  return new Map([...dated, ...undated]);
}
