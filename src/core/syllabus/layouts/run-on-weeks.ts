/**
 * Weeks run together on one line: a page or a PDF that lost its line breaks keeps every week of the
 * plan on one run, each opened by its marker in mid-line — `Week 1: intro · principles Week 2: hate
 * speech · Brandenburg v. Ohio (speech of KKK) · The Skokie controversy Week 3: ...`, or the week
 * written as a word (`WEEK ONE Unit I: ... January 12 Concept ...: ZK pp. 2-31. WEEK TWO January 17
 * ...`). Three or more `Week N` markers counting up by one (`Week`/`WEEK`, a number or a number word,
 * then a colon, a capitalised word or a number) cut the run before each marker; inside a week piece, each
 * `Month Day` entry opens a piece of its own and, in a run with three or more middle dots ` · `, each dot
 * opens a bullet.
 * Fixed-width lookarounds and fixed alternations only: no backtracking on the line.
 */
import { MONTH_PATTERN } from '../dates';
import { WEEK_WORD_LIST } from '../prepare';

/** `one|One|ONE|two|...`: the number words in the three spellings a week marker uses. */
function numberWords(): string {
  return WEEK_WORD_LIST.flatMap((w) => [w, `${w[0]!.toUpperCase()}${w.slice(1)}`, w.toUpperCase()]).join('|');
}

let markerPattern: RegExp | null = null;
/** A week marker at the start of the line or after a space; group 1 is its number or number word. */
function weekMarker(): RegExp {
  markerPattern ??= new RegExp(
    `(?<!\\S)(?=(?:Week|WEEK)\\s(\\d{1,2}|${numberWords()})(?![A-Za-z0-9])(?::\\s|\\s[A-Z0-9]))`,
    'g',
  );
  return markerPattern;
}

let entryPattern: RegExp | null = null;
/** `January 17 Methodology ...`: a month and a day in mid-line; group 1 is the character after the day. */
function dateEntry(): RegExp {
  entryPattern ??= new RegExp(`\\s(?=(?:${MONTH_PATTERN})\\.?\\s\\d{1,2}\\s(\\S))`, 'gi');
  return entryPattern;
}

/** The piece cut before each dated entry whose day is followed by a capital (the month may be any case). */
function datedEntries(piece: string): string[] {
  const cuts = [...piece.matchAll(dateEntry())].filter((m) => /[A-Z]/.test(m[1]!)).map((m) => m.index!);
  return [0, ...cuts].map((at, i) => piece.slice(at, cuts[i]));
}

/** A middle dot between items: ` · `. */
const MIDDLE_DOT = /\s·\s/;

function weekNumber(token: string): number {
  const word = WEEK_WORD_LIST.indexOf(token.toLowerCase());
  return word >= 0 ? word + 1 : Number(token);
}

/** A week piece cut before its dated entries, its dotted items bulleted. */
function weekPieces(piece: string, dotted: boolean): string[] {
  const entries = datedEntries(piece);
  return entries.flatMap((entry) => {
    const items = dotted ? entry.split(MIDDLE_DOT) : [entry];
    if (items.length < 2) return [entry.trim()];
    return items.map((item, i) => (i === 0 ? item.trim() : `• ${item.trim()}`));
  });
}

/** The pieces of a line whose weeks run together, or null when it is not such a line. */
export function splitRunOnWeeks(part: string): string[] | null {
  // Most lines name no week: not scanned for markers.
  if (!part.includes('Week') && !part.includes('WEEK')) return null;
  const starts: number[] = [];
  const numbers: number[] = [];
  for (const m of part.matchAll(weekMarker())) {
    starts.push(m.index!);
    numbers.push(weekNumber(m[1]!));
  }
  if (starts.length < 3 || numbers.some((n, i) => i > 0 && n !== numbers[i - 1]! + 1)) return null;
  const dotted = part.split(MIDDLE_DOT).length > 3;
  const out: string[] = [];
  const head = part.slice(0, starts[0]).trim();
  if (head) out.push(head);
  starts.forEach((at, i) => {
    for (const p of weekPieces(part.slice(at, starts[i + 1]), dotted)) if (p) out.push(p);
  });
  return out;
}
