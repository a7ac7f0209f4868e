/**
 * A lecture table whose PDF text came out COLUMN BY COLUMN IN BLOCKS, all on one line: for a run of rows, first
 * all their numbers (`Lecture 1. 2. 3. 4. 5. 6.`), then all their dates (`Date Aug. 28 Sep. 4 Sep. 9 ...`), then
 * all their topics, then all their reading cells (`Reading Chap. 1 Chap. 2 ... Chap. 6`), a note spanning the
 * block, and the next block (`8. 9. Sep. 25 Sep. 30 ... Chap. 8 Chap. 9`). The n-th date of a block belongs with
 * its n-th chapter cell, so the block is written back as rows `Aug. 28 Chap. 1`, one a line (a block with fewer
 * chapter cells than dates pairs them in order, its later dates left as rows of their own), and the note after
 * its chapter cells as one line after its rows; the topics, whose cells cannot be told apart, are left out.
 *
 * Only a numbered run counting up by one (`8. 9.`) followed at once by as many month-name dates, and only when two
 * blocks of two rows or more are found (one numbered date is a row like any other). Word by word: no backtracking.
 */
import { MONTH_PATTERN } from '../dates';

const MONTH_WORD = new RegExp(`^${MONTH_PATTERN}\\.?$`, 'i');
const DAY_WORD = /^\d{1,2},?$/;
const ROW_NUMBER = /^(\d{1,2})\.$/;
/** Two row numbers as words one after the other (`8. 9.`), as `text.trim().split(/\s+/)` gives words. */
const TWO_ROW_NUMBERS = /(?:^|\s)\d{1,2}\.\s+\d{1,2}\.(?!\S)/;
/** A column's name between the numbers and the dates (`Date`). */
const DATE_HEAD = /^dates?:?$/i;
const CHAPTER_WORD = /^(?:chap|chaps|ch|chs|chpt|chpts|chapters?)\.?$/i;
const CHAPTER_NUMBER = /^\d{1,3}[,;]?$/;
const MIN_BLOCKS = 2;

interface Block {
  /** The word index of the block's first row number. */
  start: number;
  /** The word index after the block's last date. */
  datesEnd: number;
  dates: string[];
}

/** The dates starting at word `at`: `count` month-name dates one after another, or null. */
function datesAt(words: string[], at: number, count: number): string[] | null {
  const dates: string[] = [];
  let i = at;
  while (dates.length < count) {
    if (!MONTH_WORD.test(words[i] ?? '') || !DAY_WORD.test(words[i + 1] ?? '')) return null;
    dates.push(`${words[i]} ${words[i + 1]!.replace(/,$/, '')}`);
    i += 2;
  }
  return dates;
}

/** The block whose numbered run starts at word `at`, or null. */
function blockAt(words: string[], at: number): Block | null {
  const first = ROW_NUMBER.exec(words[at]!);
  if (!first) return null;
  let count = 1;
  while (Number(ROW_NUMBER.exec(words[at + count] ?? '')?.[1]) === Number(first[1]) + count) count++;
  const from = DATE_HEAD.test(words[at + count] ?? '') ? at + count + 1 : at + count;
  const dates = datesAt(words, from, count);
  return dates ? { start: at, datesEnd: from + 2 * count, dates } : null;
}

/** The blocks of the line, in order. */
function blocks(words: string[]): Block[] {
  const found: Block[] = [];
  for (let i = 0; i < words.length; i++) {
    // A number inside a run already read, or just after one, opens no block of its own.
    if (i > 0 && ROW_NUMBER.test(words[i - 1]!)) continue;
    const block = blockAt(words, i);
    if (!block) continue;
    found.push(block);
    i = block.datesEnd - 1;
  }
  return found;
}

/** The first run of chapter cells (`Chap. 1 Chap. 2`) among words `from`..`to`: its cells and word span. */
function chapterRun(
  words: string[],
  from: number,
  to: number,
): { cells: string[]; start: number; end: number } {
  for (let i = from; i < to - 1; i++) {
    if (!CHAPTER_WORD.test(words[i]!) || !CHAPTER_NUMBER.test(words[i + 1]!)) continue;
    const cells: string[] = [];
    let j = i;
    while (j < to - 1 && CHAPTER_WORD.test(words[j]!) && CHAPTER_NUMBER.test(words[j + 1]!)) {
      cells.push(`${words[j]} ${words[j + 1]}`);
      j += 2;
    }
    return { cells, start: i, end: j };
  }
  return { cells: [], start: to, end: to };
}

/** The line written back as its text before the table, then each block's rows and its other text; or null. */
export function splitColumnBlocks(text: string): string[] | null {
  // Every block of two rows or more has two row numbers as words one after the other (`8. 9.`): a text
  // without them is not split into words at all.
  if (!TWO_ROW_NUMBERS.test(text)) return null;
  const words = text.trim().split(/\s+/);
  const found = blocks(words);
  if (found.filter((b) => b.dates.length >= 2).length < MIN_BLOCKS) return null;
  const out = [words.slice(0, found[0]!.start).join(' ')];
  found.forEach((block, k) => {
    const to = found[k + 1]?.start ?? words.length;
    const run = chapterRun(words, block.datesEnd, to);
    // More chapter cells than dates: the run is no column of this block.
    const cells = run.cells.length <= block.dates.length ? run.cells : [];
    block.dates.forEach((date, n) => {
      out.push(cells[n] ? `${date} ${cells[n]}` : date);
    });
    // The topics column (between the dates and the chapter cells) is left out: its cells cannot be told apart;
    // a note after the chapter cells (`Assignment - Read ...`) is kept. A block without chapter cells keeps its
    // dates only.
    if (cells.length) out.push(words.slice(run.end, to).join(' '));
  });
  return out.filter((p) => p.length > 0);
}

/** The lines of a paragraph (no blank line between them), each trimmed. */
function paragraphEnd(texts: string[], start: number): number {
  let end = start;
  while (end < texts.length && texts[end]!.trim()) end++;
  return end;
}

/**
 * The same run-on line hard-wrapped (a paste wrapped at a fixed width, `5. 6.` at the start of a line): a
 * paragraph whose lines, joined, hold the blocks is joined back onto its first line, the others left empty, so the
 * split above reads it whole (a block cut off on a line of its own is read with the others). One output line per
 * input line.
 */
export function columnBlockParagraphs(texts: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i < texts.length; i++) {
    if (!texts[i]!.trim()) continue;
    const end = paragraphEnd(texts, i);
    if (end - i >= 2) {
      const lines = texts.slice(i, end).map((t) => t.trim());
      const joined = lines.join(' ');
      if (splitColumnBlocks(joined)) {
        out ??= [...texts];
        out[i] = joined;
        for (let k = i + 1; k < end; k++) out[k] = '';
      }
    }
    i = end;
  }
  return out ?? texts;
}
