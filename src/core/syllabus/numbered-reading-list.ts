/**
 * A numbered reading list that the schedule names by number (`| 2/8 | Networking | Due: reading 2 |`
 * over a list `* reading 2 - Title, https://…, Other Title` further down): the schedule's cells are
 * references, the works are in the list. Each referenced entry's works are read into the class that
 * names it — the class it is due for when one reference says `due`, else the first class naming it —
 * and the bare references are no readings. The list's entries are `reading N` (or `Reading #N`)
 * followed by a dash, a colon or a point; three or more of them, each referenced by a class line
 * outside the list. An entry whose works are comma items with web addresses is read item by item,
 * and an item whose address is a video is no reading.
 */
import type { Session } from './layouts/session';
import type { PreparedLine } from './prepare';
import { splitTopLevel } from './readings';

/** `reading 3 - …`, `Reading #3: …`, `Readings 3. …`: an entry of the numbered list. */
const ENTRY = /^readings?\s?#?\s?(\d{1,2})\s?[-–—:.)]\s?(\S.*)$/i;
/** A reference to an entry by its number inside a schedule's line. */
const REFERENCE = /\breadings?\s?#?\s?(\d{1,2})\b/gi;
const DUE = /\bdue\b/i;
const ADDRESS = /\b(?:https?:\/\/|www\.)\S/i;
const OPENING_ADDRESS = /^(?:https?:\/\/|www\.)\S/i;
const VIDEO_HOST = /\b(?:youtube\.com|youtu\.be|vimeo\.com)\//i;
/** What a cell of references may hold besides them: labels (`Due:`), other numbered items (`lab 2`), joins. */
const OTHER_ITEM = /\b[A-Za-z]+\s?#?\d{1,2}\b/g;
const LABEL_WORD = /\b[A-Za-z]+:|\band\b/gi;
const JOINS_ONLY = /^[\s,;&/+]*$/;
/** A numbered part of a work (`Chapter 3`, `pp 4`) is a reading of its own beside a reference. */
const WORK_PART = /\b(?:ch|chap|chapters?|pp?|pages?|sec|sections?|vol|part|unit)\b/i;

export interface ListReader {
  current: Session | null;
  readonly sessions: Session[];
  addReadings(raw: string, l: PreparedLine, context: 'label', listedAddress?: boolean): void;
}

interface Entry {
  line: PreparedLine;
  works: string;
}

const at = (x: { page: number; line: number }) => x.page * 1_000_000 + x.line;

function entriesOf(lines: readonly PreparedLine[]): Map<number, Entry> {
  const entries = new Map<number, Entry>();
  for (const l of lines) {
    // An entry opens with `reading`: a line that does not start with its r is no entry (no pattern run).
    if (l.text.charCodeAt(0) !== 114 && l.text.charCodeAt(0) !== 82) continue;
    const m = ENTRY.exec(l.text);
    if (m && !entries.has(Number(m[1]))) entries.set(Number(m[1]), { line: l, works: m[2]!.trim() });
  }
  return entries;
}

/** The session a line was read in: the last one opened at or above it. */
function sessionOf(sessions: readonly Session[], l: PreparedLine): Session | undefined {
  let found: Session | undefined;
  for (const s of sessions) if (at(s) <= at(l)) found = s;
  return found;
}

interface Reference {
  session: Session;
  due: boolean;
}

/** For each entry number, the classes whose lines name it, in document order. */
function referencesOf(
  lines: readonly PreparedLine[],
  sessions: readonly Session[],
  entries: Map<number, Entry>,
  entryLines: Set<PreparedLine>,
): { byNumber: Map<number, Reference[]>; lines: Set<number> } {
  const byNumber = new Map<number, Reference[]>();
  const refLines = new Set<number>();
  for (const l of lines) {
    if (entryLines.has(l) || !l.text) continue;
    // The class a line was read in is looked up only for a line that names an entry (most name none).
    let session: Session | undefined;
    let from = 0;
    for (const m of l.text.matchAll(REFERENCE)) {
      const n = Number(m[1]);
      if (!entries.has(n)) continue;
      session ??= sessionOf(sessions, l);
      if (!session) break;
      const due = DUE.test(l.text.slice(from, m.index));
      from = m.index + m[0].length;
      const refs = byNumber.get(n) ?? [];
      refs.push({ session, due });
      byNumber.set(n, refs);
      refLines.add(at(l));
    }
  }
  return { byNumber, lines: refLines };
}

/** A work of an entry; `address` when it opens with its web address (the address is the work, address-list.ts). */
export interface ListedWork {
  text: string;
  address: boolean;
}

/**
 * The works of an entry: its web addresses separate them (`Title https://…, https://…, Author 5.1-5.5`),
 * the comma items between two addresses kept together; a video's address is no reading.
 */
export function entryWorks(works: string): ListedWork[] {
  const out: ListedWork[] = [];
  let words: string[] = [];
  const flush = () => {
    if (words.length) out.push({ text: words.join(', '), address: false });
    words = [];
  };
  for (const item of splitTopLevel(works, ',')) {
    if (!ADDRESS.test(item)) {
      words.push(item);
      continue;
    }
    flush();
    if (!VIDEO_HOST.test(item)) out.push({ text: item, address: OPENING_ADDRESS.test(item) });
  }
  flush();
  return out;
}

/** A reading drafted from a cell that only names list entries (`Assigned: reading 4, lab 1`). */
function isReferenceOnly(title: string): boolean {
  const rest = title.replace(REFERENCE, ' ');
  if (rest === title || WORK_PART.test(rest)) return false;
  return JOINS_ONLY.test(rest.replace(OTHER_ITEM, ' ').replace(LABEL_WORD, ' '));
}

/** Reads each referenced entry's works into its class, and drops the references and the list's own readings. */
export function readNumberedReadingList(reader: ListReader, lines: readonly PreparedLine[]): void {
  const entries = entriesOf(lines);
  if (entries.size < 3) return;
  const entryLines = new Set([...entries.values()].map((e) => e.line));
  const refs = referencesOf(lines, reader.sessions, entries, entryLines);
  if (refs.byNumber.size < 3) return;
  const moved = new Set<number>();
  for (const n of refs.byNumber.keys()) moved.add(at(entries.get(n)!.line));
  for (const s of reader.sessions)
    s.readings = s.readings.filter(
      (d) => !moved.has(at(d)) && !(refs.lines.has(at(d)) && isReferenceOnly(d.title)),
    );
  const open = reader.current;
  for (const [n, list] of [...refs.byNumber].sort((a, b) => a[0] - b[0])) {
    const target = (list.find((r) => r.due) ?? list[0]!).session;
    const entry = entries.get(n)!;
    reader.current = target;
    for (const work of entryWorks(entry.works))
      reader.addReadings(work.text, entry.line, 'label', work.address);
  }
  reader.current = open;
}
