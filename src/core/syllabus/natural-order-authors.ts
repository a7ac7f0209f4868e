/**
 * The author block of a bibliography entry with names in natural order, as BibTeX's plain and
 * abbreviated styles print them: `Ana M. Rivas, Tom Ecker, and Li Wen. Title. Journal, 12(3):45–67, 2015.`,
 * `Ruth Salas and Omar Diaz. Title. Press, 2011.` Read
 * sentence by sentence, the author block and the publication were each taken as a reading and the title
 * between them dropped; with the block known, chicago-entry.ts reads the entry as one reading titled by
 * its second sentence.
 *
 * The block runs to the first full stop that closes no initial; it is a list of names (`, `, `, and `,
 * ` and `), each two to four words that are capitalised names or initials. An edited book (`, eds.`) is
 * left to the other readers: its chapters, not the book, are what a list assigns. One name alone counts only with an initial (`Ana M. Rivas.`), so a two-word heading
 * such as `Course Outline.` is no author block. Parsed by splitting, not by one pattern (no backtracking).
 */
const NAME_WORD = /^(?:[A-Z][\p{L}'’-]{1,30}|[A-Z]\.(?:[A-Z]\.)?)$/u;
const INITIAL = /^[A-Z]\.(?:[A-Z]\.)?$/;
const MAX_BLOCK = 200;
/** A name's suffix: a block ending in one (`William H. Jr.`) has not ended yet. */
const SUFFIX = /^(?:Jr|Sr|II|III|IV)$/;
/** An author-date entry (`Ana Rivas and Li Wen. 2019. Title.`): the year is no title (author-date-entry.ts). */
const YEAR_NEXT = /^\s(?:1[5-9]|20)\d\d\b/;

/** Where the block ends: the first `. ` whose word before it is no initial, or -1. */
function blockEnd(text: string): number {
  const limit = Math.min(text.length, MAX_BLOCK);
  for (let i = 1; i < limit; i++) {
    if (text[i] !== '.' || text[i + 1] !== ' ') continue;
    const wordStart = text.lastIndexOf(' ', i) + 1;
    if (!INITIAL.test(text.slice(wordStart, i + 1))) return i;
  }
  return -1;
}

/** The names of the block, or null when a part is no name. */
function names(block: string): string[][] | null {
  const parts = block.split(/,\s|\s(?=and\s)/).map((p) => p.replace(/^and\s/, '').trim());
  const out: string[][] = [];
  for (const p of parts) {
    const words = p.split(' ');
    if (words.length < 2 || words.length > 4 || !words.every((w) => NAME_WORD.test(w))) return null;
    out.push(words);
  }
  return out.length ? out : null;
}

/** The entry's author block with its full stop (`Ana M. Rivas and Li Wen.`), or null. */
export function naturalOrderAuthors(text: string): string | null {
  const end = blockEnd(text);
  if (end < 0) return null;
  if (YEAR_NEXT.test(text.slice(end + 1))) return null;
  const list = names(text.slice(0, end));
  if (!list || list.length > 8) return null;
  if (SUFFIX.test(list.at(-1)!.at(-1)!)) return null;
  if (list.length === 1 && !list[0]!.some((w) => INITIAL.test(w))) return null;
  return text.slice(0, end + 1);
}
