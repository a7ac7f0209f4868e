/**
 * A second listing of readings the document already gives: a block of lines (a table, a list) whose
 * page ranges restate, or cut into parts, the pages of readings given on other lines (chapter bullets
 * `Read Chapter 4 (85-127)` and, below them, a table `Chapter 4 | Communication | 97-107 | Study` of the
 * same pages with a mode column; a summary table of the week's pages under its prose list).
 *
 * The structurer takes both listings, but a syllabus that lists a reading twice assigns it once: of two
 * readings with one range the scorer pairs at most one with the truth, and a part of a range already
 * assigned is no reading of its own. Which listing the truth keeps cannot be told from the layout, so
 * the readings of both listings stay out of the top band (RESTATED_CAP). At first sight (fresh51 l511) five
 * table rows read at 98 were all wrong.
 *
 * A block is a run of readings whose lines are at most BLOCK_GAP apart. It counts as a second listing
 * when at least MIN_RESTATED of its readings have their pages written exactly on another line within
 * NEAR_LINES lines outside the block (the first listing's text, whether or not a reading was taken from
 * it); its readings whose pages lie inside a range written there go with them. Only plain number ranges
 * are read (`12-30`, `178-79`, `5, 9-11`); a reading without one is left alone. On the tuned corpus the
 * shape holds on 22 readings (17 right, none at >= 80 but fresh51 l511's five): pages written twice by
 * chance on nearby lines are rare once two of them must match exactly.
 * Which readings are found never changes, and no confidence is raised.
 */
import { capConfidence } from './confidence-cap';
import { fullEndPage } from './end-page';
import type { ReadingDraft } from './readings';
import type { SignalTrace } from './trace';

/** Readings of one block that must restate pages given elsewhere before the block counts as a second listing. */
export const MIN_RESTATED = 2;
/** Lines between two readings of one block, at most (a blank line or a wrapped cell between rows). */
export const BLOCK_GAP = 2;
/** Lines around a reading in which its pages, written again, count as a listing of it (a week's section). */
export const NEAR_LINES = 30;
/** Highest confidence of a reading of a listing given twice: below the top band. */
export const RESTATED_CAP = 79;

type Range = readonly [number, number];

const NUMBER = /^\d{1,5}$/;

/** A pages value's numeric ranges (`178-79` is 178-179), or null when a part is not a plain number range. */
export function numericRanges(pages: string | null): Range[] | null {
  if (!pages) return null;
  const out: Range[] = [];
  for (const part of pages.split(/[,;]/)) {
    const ends = part.split(/[-–]/).map((x) => x.trim());
    if (ends.length > 2 || !ends.every((x) => NUMBER.test(x))) return null;
    const from = ends[0]!;
    const short = ends[1] ?? from;
    const to = fullEndPage(from, short);
    if (Number(to) < Number(from)) return null;
    out.push([Number(from), Number(to)]);
  }
  return out.length > 0 ? out : null;
}

/** Does every range of `part` lie inside one range of `whole`? */
const within = (whole: readonly Range[], part: readonly Range[]) =>
  part.every(([a, b]) => whole.some(([c, e]) => c <= a && b <= e));

/** Block number of each reading: readings in line order, a new block after a gap of more than BLOCK_GAP lines. */
function blocksOf(drafts: readonly ReadingDraft[]): number[] {
  const order = drafts
    .map((_, i) => i)
    .sort((i, j) => drafts[i]!.page - drafts[j]!.page || drafts[i]!.line - drafts[j]!.line);
  const block = new Array<number>(drafts.length).fill(0);
  let n = 0;
  let prev: ReadingDraft | undefined;
  for (const i of order) {
    const d = drafts[i]!;
    if (prev && (d.page !== prev.page || d.line - prev.line > BLOCK_GAP)) n++;
    block[i] = n;
    prev = d;
  }
  return block;
}

/** A number range written in free text (`(85-127)`, `pp. 12–30`), not a date, a time or a decimal (`9/8-9/12`, `10:00-11:00`, `1.1-7`). */
const WRITTEN_RANGE = /(?<![\d/:.,])(\d{1,4})\s{0,2}[-–]\s{0,2}(\d{1,4})(?![\d/:]|\.\d)/g;

/** The increasing number ranges written on a line (`178-79` is 178-179). */
export function writtenRanges(text: string): Range[] {
  const out: Range[] = [];
  // Every written range has a hyphen or an en dash: a line without one is not scanned.
  if (!text.includes('-') && !text.includes('–')) return out;
  WRITTEN_RANGE.lastIndex = 0;
  for (let m = WRITTEN_RANGE.exec(text); m; m = WRITTEN_RANGE.exec(text)) {
    const from = m[1]!;
    const short = m[2]!;
    const to = Number(fullEndPage(from, short));
    if (to > Number(from)) out.push([Number(from), to]);
  }
  return out;
}

/** Index of the first of `page`'s lines (in line order) whose line number is at least `line`. */
function firstAtOrAfter(page: readonly TextLine[], line: number): number {
  let lo = 0;
  let hi = page.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (page[mid]!.line < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const same = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

/** A line of the document: where it is and its text. */
export interface TextLine {
  page: number;
  line: number;
  text: string;
}

/** How a reading's pages are written on another line (its written ranges): not at all, inside a range there, or exactly. */
function writtenOn(own: readonly Range[], there: readonly Range[]): 'no' | 'inside' | 'exact' {
  if (there.length === 0 || !within(there, own)) return 'no';
  return own.every((r) => there.some((t) => same(t, r))) ? 'exact' : 'inside';
}

/**
 * The readings of the document's second listings: every reading of a block of which at least
 * MIN_RESTATED readings have their pages written exactly on another line within NEAR_LINES lines (outside
 * the block) and the others inside a range written there; and the readings taken from those lines whose
 * pages hold them (the first listing).
 */
export function restatedListings(
  drafts: readonly ReadingDraft[],
  lines: readonly TextLine[],
): Set<ReadingDraft> {
  const ranges = drafts.map((d) => numericRanges(d.pages));
  const block = blocksOf(drafts);
  const extent = new Map<number, { page: number; first: number; last: number }>();
  drafts.forEach((d, i) => {
    const e = extent.get(block[i]!) ?? { page: d.page, first: d.line, last: d.line };
    extent.set(block[i]!, { page: e.page, first: Math.min(e.first, d.line), last: Math.max(e.last, d.line) });
  });
  // Each page's lines in line order, each line's written ranges read once (not once per reading).
  const onPage = new Map<number, TextLine[]>();
  for (const l of lines) {
    const page = onPage.get(l.page);
    if (page) page.push(l);
    else onPage.set(l.page, [l]);
  }
  for (const page of onPage.values()) page.sort((a, b) => a.line - b.line);
  const written = new Map<TextLine, Range[]>();
  const writtenOf = (l: TextLine) => written.get(l) ?? written.set(l, writtenRanges(l.text)).get(l)!;
  /** For each reading, the nearby lines outside its block that write its pages, and how. */
  const restated = drafts.map((d, i) => {
    const own = ranges[i];
    const e = extent.get(block[i]!)!;
    if (!own) return undefined;
    let how: 'no' | 'inside' | 'exact' = 'no';
    const at: TextLine[] = [];
    const page = onPage.get(d.page) ?? [];
    for (let k = firstAtOrAfter(page, d.line - NEAR_LINES); k < page.length; k++) {
      const l = page[k]!;
      if (l.line > d.line + NEAR_LINES) break;
      if (l.line >= e.first && l.line <= e.last) continue;
      const w = writtenOn(own, writtenOf(l));
      if (w === 'no') continue;
      at.push(l);
      if (how !== 'exact') how = w;
    }
    return how === 'no' ? undefined : { how, at };
  });
  const byBlock = new Map<number, number[]>();
  restated.forEach((r, i) => {
    if (r) byBlock.set(block[i]!, [...(byBlock.get(block[i]!) ?? []), i]);
  });
  const out = new Set<ReadingDraft>();
  const firstListing = new Set<string>();
  for (const members of byBlock.values()) {
    if (members.filter((i) => restated[i]!.how === 'exact').length < MIN_RESTATED) continue;
    for (const i of members) {
      out.add(drafts[i]!);
      for (const l of restated[i]!.at) firstListing.add(`${l.page}:${l.line}`);
    }
  }
  // The readings of the first listing: taken from a line that writes a restated reading's pages.
  drafts.forEach((d, i) => {
    const own = ranges[i];
    if (!own || !firstListing.has(`${d.page}:${d.line}`)) return;
    if (
      [...out].some(
        (o) => o.page === d.page && o.line !== d.line && within(own, numericRanges(o.pages) ?? []),
      )
    )
      out.add(d);
  });
  return out;
}

/** Lowers, in place, to RESTATED_CAP the confidence of every reading of a listing the document gives twice. */
export function capRestatedListings(
  drafts: readonly ReadingDraft[],
  lines: readonly TextLine[],
  trace?: { signals?: SignalTrace[] },
): void {
  for (const d of restatedListings([...new Set(drafts)], lines))
    capConfidence(d, RESTATED_CAP, 'restatedListing', trace);
}
