/**
 * Class lines that name the works to read by their authors, one scan of the document's dated lines read
 * two ways (each with its own evidence that the list is one of works, not of topics):
 *
 * - `author, title` lines in any case, often without quotes: `oct 2 : : ada lovett, the weight of rivers`,
 *   `oct 4: ben ortiz & cy lane, “a long quiet”`, with a second work on its own line under the dated one
 *   (`dora weil, field notes on salt`). One such line alone is as much a topic's shape (`Sept 9: Contracts,
 *   formation`), so the shape is a list of works only when the document holds at least four dated lines of
 *   it and at least two of them put the title in quotes (`name, “title”`). Then every dated line of the
 *   shape is a reading (the text after its date, without a note run on after the work), and so is an
 *   undated line of the shape below the first dated one whose name has two words or more (`dora weil`, not
 *   `Note`).
 * - `For <date>:` lines naming some works by their author alone, the name being the link to the text:
 *   `For Oct. 5: Rourke`, `For Oct. 10: Hale; more Hale`, `For Oct. 12: Vane and Orr [notes]`. A bare name
 *   is as much a topic's shape (`For Oct. 7: Symbolism`), so the shape is read only when the document holds
 *   at least three `For <date>:` lines and at least two of them open with `author, title`. Then a line whose
 *   `;`-separated items are all bare names (one to three capitalised words, two authors joined by `and` /
 *   `&`, an optional `more` before the name, a note in parentheses or brackets after it, no quoted title in
 *   it) names one reading per item, titled by the name without its note.
 *
 * The two shapes never hold on the same line (the first needs a comma right after the name, the second
 * none outside its note).
 */
import { type LeadingDate, leadingDate } from './dates';
import type { PreparedLine } from './prepare';

/** The works a line names: `work` an `author, title` line (also read undated), `names` bare authors. */
export interface AuthorDatedLine {
  kind: 'work' | 'names';
  titles: readonly string[];
}

/** One to four name words (initials, `van`, `o’neil`), a second author after `&` or `and`, a comma, the work. */
const ANY_WORD = "[\\p{L}][\\p{L}.'’-]{0,30}";
const ANY_NAME = `${ANY_WORD}(?: ${ANY_WORD}){0,3}`;
const AUTHOR_COMMA_WORK = new RegExp(
  `^(${ANY_NAME}(?: (?:&|and) ${ANY_NAME})?),\\s+([\\p{L}“"‘].{2,600})$`,
  'u',
);
/** Where a note to the reader runs on after the work: a spaced dash, `!` or `?`, or a sentence's full stop. */
const NOTE_AFTER = /\s[—–]\s|[!?]\s|(?<=\p{Ll}{2})\.\s/u;
const QUOTED = /^[“"‘]/;
const MIN_DATED = 4;
const MIN_QUOTED = 2;

const FOR_LABEL = /^for\s/i;
const CAP_WORD = "\\p{Lu}[\\p{L}'’.-]{0,30}";
const CAP_NAME = `${CAP_WORD}(?: ${CAP_WORD}){0,2}`;
/** `Hale`, `more Hale`, `Vane and Orr`, each with an optional note after it: group 1 the name. */
const BARE_NAME = new RegExp(
  `^((?:more )?${CAP_NAME}(?: (?:and|&) ${CAP_NAME})?)(?:\\s*\\([^()“”"]{0,160}\\)|\\s*\\[[^[\\]“”"]{0,160}\\])?$`,
  'u',
);
/** `Moss, Tide Tables`: an author, a comma, a capitalised or quoted work. */
const FOR_AUTHOR_COMMA = new RegExp(`^${CAP_NAME},\\s+[\\p{Lu}“"‘]`, 'u');
const MIN_LABELS = 3;
const MIN_LABEL_WORKS = 2;
const MAX_ITEMS = 6;

/** `name, title` of a line (its tail after a date, or the whole undated line), or null. */
function authorComma(text: string): { name: string; work: string } | null {
  const m = AUTHOR_COMMA_WORK.exec(text.trim());
  return m ? { name: m[1]!, work: m[2]! } : null;
}

/** The line's `author, title` without a note run on after the work. */
function withoutNote(text: string): string {
  const note = NOTE_AFTER.exec(text);
  return (note ? text.slice(0, note.index) : text).trim();
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

/** The `author, title` list so far: its dated and undated lines and how many dated titles are quoted. */
interface CommaList {
  dated: Map<PreparedLine, string>;
  undated: Map<PreparedLine, string>;
  quoted: number;
}

/** The `For <date>:` lines so far: how many, how many open with `author, title`, the bare-name ones. */
interface LabelList {
  labels: number;
  works: number;
  names: Map<PreparedLine, string[]>;
}

function scanCommaLine(l: PreparedLine, d: LeadingDate | null, list: CommaList): void {
  if (l.bullet) return;
  const tail = d ? d.rest.replace(/^[\s,.:;–—-]+/, '') : null;
  const found = authorComma(tail ?? l.text);
  if (!found) return;
  if (tail === null) {
    if (list.dated.size && found.name.includes(' ')) list.undated.set(l, withoutNote(l.text));
    return;
  }
  list.dated.set(l, withoutNote(tail));
  if (QUOTED.test(found.work)) list.quoted++;
}

function scanLabelLine(l: PreparedLine, d: LeadingDate | null, list: LabelList): void {
  if (!d || !FOR_LABEL.test(l.text)) return;
  const tail = d.rest.replace(/^[\s,.:;–—-]+/, '').trim();
  list.labels++;
  if (FOR_AUTHOR_COMMA.test(tail)) list.works++;
  const names = bareNames(tail);
  if (names) list.names.set(l, names);
}

/**
 * The document's lines naming works by their authors, with the reading titles of each (see the module's
 * comment); an empty map when neither shape makes a list of works.
 */
export function authorDatedWorks(lines: readonly PreparedLine[]): ReadonlyMap<PreparedLine, AuthorDatedLine> {
  const comma: CommaList = { dated: new Map(), undated: new Map(), quoted: 0 };
  const label: LabelList = { labels: 0, works: 0, names: new Map() };
  for (const l of lines) {
    if (l.cells) continue;
    const d = leadingDate(l.text);
    scanCommaLine(l, d, comma);
    scanLabelLine(l, d, label);
  }
  const out = new Map<PreparedLine, AuthorDatedLine>();
  if (comma.dated.size >= MIN_DATED && comma.quoted >= MIN_QUOTED) {
    for (const [l, work] of [...comma.dated, ...comma.undated]) out.set(l, { kind: 'work', titles: [work] });
  }
  if (label.labels >= MIN_LABELS && label.works >= MIN_LABEL_WORKS) {
    for (const [l, names] of label.names) if (!out.has(l)) out.set(l, { kind: 'names', titles: names });
  }
  return out;
}
