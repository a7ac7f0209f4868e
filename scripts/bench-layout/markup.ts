/**
 * Rewrites of a syllabus text's markup and typography, each keeping the words of every line: markdown
 * taken away as a word processor's or a web page's plain-text copy does, headings in capitals, blank
 * lines gone, numbered lists marked another way, quotes and dashes typographic or plain.
 */
import { tableBlocks } from './tables';

const HEADING = /^\s{0,3}#{1,6}\s+/;
const BULLET = /^(\s*)[*+-]\s+/;

/** Line indexes inside pipe tables, which the line rewrites below leave alone. */
function tableLines(lines: string[]): Set<number> {
  const set = new Set<number>();
  for (const b of tableBlocks(lines)) for (let i = b.start; i < b.end; i++) set.add(i);
  return set;
}

function eachLine(text: string, rewrite: (line: string) => string, inTables = false): string {
  const lines = text.split('\n');
  const skip = inTables ? new Set<number>() : tableLines(lines);
  return lines.map((l, i) => (skip.has(i) ? l : rewrite(l))).join('\n');
}

/** `[text](url)` -> `text`, an image `![alt](url)` gone (a page's copy has no images); `**b**`, `__b__`, `*i*`, `_i_` and backticks -> their text. */
function inlinePlain(line: string): string {
  return line
    .replace(/!\[[^\]\n]*\]\([^)\s]*\)/g, '')
    .replace(/\[([^\]\n]*)\]\([^)\s]*\)/g, '$1')
    .replace(/\*\*([^*\n]+)\*\*/g, '$1')
    .replace(/__([^_\n]+)__/g, '$1')
    .replace(/(^|[\s(])\*([^*\s][^*\n]*)\*/g, '$1$2')
    .replace(/(^|[\s(])_([^_\s][^_\n]*)_(?=[\s).,;:]|$)/g, '$1$2')
    .replace(/`([^`\n]+)`/g, '$1');
}

/** Markdown taken away: no `#`, no emphasis, links their text; bullets as `•` or gone. */
export function plainText(text: string, bullets: 'dot' | 'none'): string {
  return eachLine(
    text,
    (l) => {
      let line = l.replace(HEADING, '');
      line = line.replace(BULLET, (_m, ind: string) => (bullets === 'dot' ? `${ind}• ` : ind));
      return inlinePlain(line);
    },
    true,
  );
}

/** Markdown headings written as capitals lines, without their `#`. */
export function capitalHeadings(text: string): string {
  return eachLine(text, (l) => (HEADING.test(l) ? inlinePlain(l.replace(HEADING, '')).toUpperCase() : l));
}

/** Every blank line removed. */
export const noBlankLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .join('\n');

const NUMBERED = /^(\s*(?:[*+-]\s+)?)(\d{1,2})\.(\s+)(?=\S)/;

/** Numbered list items `1.` written `1)` or lettered `a.` (counting on from the item's number). */
export function numberedAs(text: string, mark: 'paren' | 'letter'): string {
  return eachLine(text, (l) =>
    HEADING.test(l)
      ? l
      : l.replace(NUMBERED, (_m, lead: string, n: string, sp: string) => {
          const k = Number(n);
          if (mark === 'paren') return `${lead}${n})${sp}`;
          if (k < 1 || k > 26) return _m;
          return `${lead}${String.fromCharCode(96 + k)}.${sp}`;
        }),
  );
}

/** Curly quotes, dashes and ellipses written plain: `"`, `'`, `-`, `--`, `...`. */
export function plainPunctuation(text: string): string {
  return text
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2018\u2019\u201a]/g, "'")
    .replace(/\u2013/g, '-')
    .replace(/\u2014/g, '--')
    .replace(/\u2026/g, '...');
}

/**
 * Straight quotes written curly (opening after a space, a bracket or the line's start), an apostrophe
 * `’`, a spaced ` - ` an en dash and ` -- ` an em dash: a word processor's autocorrect (which leaves a
 * hyphen between numbers alone).
 */
export function smartPunctuation(text: string): string {
  return eachLine(
    text,
    (l) =>
      l
        .replace(/(^|[\s([{\u2014])"/g, '$1\u201c')
        .replace(/"/g, '\u201d')
        .replace(/(^|[\s([{\u2014])'/g, '$1\u2018')
        .replace(/'/g, '\u2019')
        .replace(/ -- /g, ' \u2014 ')
        .replace(/ - /g, ' \u2013 '),
    true,
  );
}
