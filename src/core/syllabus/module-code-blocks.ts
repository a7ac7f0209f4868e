/**
 * Module blocks named by code, dated only by a schedule that names the codes: `M1.1: Policy Evaluation`
 * headings, each over a `Readings:` label and its list, and elsewhere a table whose rows only say which
 * module a class covers (`| Aug 23 | M1.1 |`, `| Aug 25 | M1.1 (cont.) |`). The rows are references, the
 * works are in the blocks. Each block's readings are read into the first class naming its code; a list
 * item marked `[Optional]` at its end is no reading, nor is a bare block code (`M1.1`, `M2.2 (cont.)`, a
 * class's topic that chapter-codes.ts read as a chapter code). A code is letters, a number and a dotted
 * part (`M1.1`, `U3.2`); three codes or more must head blocks with readings and be named by classes.
 */
import type { ListReader } from './numbered-reading-list';
import type { Session } from './layouts/session';
import type { PreparedLine } from './prepare';

/** `M1.1: Policy Evaluation`, `U2.3 - Markets`: a block heading opening with its code. */
const BLOCK_HEADING = /^([A-Z]{1,2}\d{1,2}(?:\.\d{1,2}){1,2})\s?[:.–—-]\s?\S/;
/** `M2: The Rational Model`: a heading of a group of blocks, which ends the block above. */
const GROUP_HEADING = /^[A-Z]{1,2}\d{1,2}(?:\.\d{1,2}){0,2}\s?[:.–—-]\s?\S/;
/** `Readings:`, `Required readings`: the label the block's reading list follows. */
const READINGS_LABEL = /^(?:required\s+|assigned\s+)?readings?\s?:?$/i;
/** Another label of the block (`Keys: ...`, `Slides:`) ends its reading list. */
const OTHER_LABEL = /^[A-Z][A-Za-z ]{1,20}:(?:\s|$)/;
/** `... 19(4):681–704. [Optional]`: an item the list marks optional at its end is no reading. */
const OPTIONAL_MARK = /[[(]\s?optional\s?[\])]\.?$/i;
/** A code inside a schedule's line. */
const REFERENCE = /\b[A-Z]{1,2}\d{1,2}(?:\.\d{1,2}){1,2}\b/g;
/** A reading that is only a code and a continuation note: `M1.2 (cont.)`. */
const CODE_ONLY = /^[A-Z]{1,2}\d{1,2}(?:\.\d{1,2}){1,2}(?:\s?\((?:cont(?:inued)?\.?|part \d)\))?$/i;

/** A reading drafted from a block's bare code (`M1.2 (cont.)`): a reference, not a work. */
function isCodeOnly(title: string, blocks: Map<string, PreparedLine[]>): boolean {
  const t = title.trim();
  return CODE_ONLY.test(t) && blocks.has(t.split(/[\s(]/)[0]!);
}

const at = (x: { page: number; line: number }) => x.page * 1_000_000 + x.line;

/** Each block code with the lines of its reading list, in document order. */
function blocksOf(lines: readonly PreparedLine[]): Map<string, PreparedLine[]> {
  const blocks = new Map<string, PreparedLine[]>();
  let code: string | null = null;
  let listing = false;
  for (const l of lines) {
    const text = l.text.trim();
    if (!text) continue;
    const head = BLOCK_HEADING.exec(text);
    if (head && !blocks.has(head[1]!)) {
      code = head[1]!;
      blocks.set(code, []);
      listing = false;
    } else if (GROUP_HEADING.test(text) || l.cells || l.heading) {
      code = null;
    } else if (code && READINGS_LABEL.test(text)) {
      listing = true;
    } else if (code && OTHER_LABEL.test(text)) {
      listing = false;
    } else if (code && listing && !OPTIONAL_MARK.test(text)) {
      blocks.get(code)!.push(l);
    }
  }
  for (const [c, list] of blocks) if (!list.length) blocks.delete(c);
  return blocks;
}

/** The session a line was read in: the last one opened at or above it. */
function sessionOf(sessions: readonly Session[], l: PreparedLine): Session | undefined {
  let found: Session | undefined;
  for (const s of sessions) if (at(s) <= at(l)) found = s;
  return found;
}

/** For each block code, the first class whose line names it. */
function firstReferences(
  lines: readonly PreparedLine[],
  sessions: readonly Session[],
  blocks: Map<string, PreparedLine[]>,
): Map<string, Session> {
  const first = new Map<string, Session>();
  const inBlocks = new Set([...blocks.values()].flat());
  for (const l of lines) {
    if (!l.cells || inBlocks.has(l)) continue;
    for (const m of l.text.matchAll(REFERENCE)) {
      if (!blocks.has(m[0])) continue;
      const session = sessionOf(sessions, l);
      if (!session) break;
      if (!first.has(m[0])) first.set(m[0], session);
    }
  }
  return first;
}

/** Reads each referenced block's readings into the first class naming its code; drops the bare codes. */
export function readModuleCodeBlocks(reader: ListReader, lines: readonly PreparedLine[]): void {
  const blocks = blocksOf(lines);
  if (blocks.size < 3) return;
  const first = firstReferences(lines, reader.sessions, blocks);
  if (first.size < 3) return;
  const moved = new Set<number>();
  for (const code of first.keys()) for (const l of blocks.get(code)!) moved.add(at(l));
  for (const s of reader.sessions)
    s.readings = s.readings.filter((d) => !moved.has(at(d)) && !isCodeOnly(d.title, blocks));
  const open = reader.current;
  for (const [code, target] of first) {
    reader.current = target;
    for (const l of blocks.get(code)!) reader.addReadings(l.text, l, 'label');
  }
  reader.current = open;
}
