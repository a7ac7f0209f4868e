/** Turning raw text into provenance-carrying lines, and cleaning markup out of a line. */
import type { TextLine } from '../model';
import { textMemo } from './memo';
import { unwrapBracketedLinks } from './bracketed-link';
import { orgLinkText } from './org-link';
import { restReferences } from './rest-references';

/** Split plain text into lines (CRLF, CR or LF); a form feed starts a new page. */
export function textToLines(rawText: string): TextLine[] {
  const out: TextLine[] = [];
  rawText.split('\f').forEach((pageText, pageIndex) => {
    pageText.split(/\r\n|\r|\n/).forEach((text, lineIndex) => {
      out.push({ text, page: pageIndex + 1, line: lineIndex + 1 });
    });
  });
  return out;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
  '&ndash;': '–',
  '&mdash;': '—',
  '&sect;': '§',
};

/*
 * Every pattern below is linear in its input (issue 18): no pattern can rescan the same text from
 * many starting points. Bracket and tag bodies stop at the next opening bracket or tag, link text
 * has no ambiguous escape alternation, and whitespace is collapsed before the space-before-punctuation rule looks at it.
 */
const IMAGE = /!\[(?:\\.|[^\]\\[])*\]\([^()]*\)/g;
const LINK = /\[((?:\\.|[^\]\\[])*)\]\([^()]*\)/g;
/** A reference-style link, "[4.1][dcic4.1]": its text is what shows. */
const REF_LINK = /\[((?:\\.|[^\]\\[])*)\]\[[^\][]*\]/g;
/** A reference link's definition, "[dcic4.1]: https://...": no visible text (a "[^1]:" footnote has). */
const LINK_DEFINITION = /^\s*\[[^\][^][^\][]*\]:\s*(?:https?:|www\.|\.{0,2}\/)/;
const AUTOLINK = /<(?:https?:|mailto:)[^<>]*>/g;
const TAG = /<\/?[a-z][^<>]*>/gi;
const BREAK = /<br\s*\/?>/gi;
/** Marks where an HTML line break split an entry or a table cell. */
export const ENTRY_BREAK = '¦';
const ENTITY = /&[a-z]+;|&#\d+;/gi;
const ESCAPE = /\\([\\`*_{}[\]()#+\-.!|>])/g;
const EMPHASIS = /(^|[\s(["'“])[*_]([^*_\n]+?)[*_](?=$|[\s).,;:!?'"”\]])/g;
/** A TeX-quoted text: ``Title'' (no backquote or apostrophe inside, bounded: one scan). */
const TEX_QUOTE = /``([^`'\n]{1,200})''/g;
const SPACE_BEFORE_PUNCT = / (?=[,;:](?: |$))/g;
/** Whitespace that is not one plain space: a tab, a newline, a no-break space, or a run of two. */
const WHITESPACE_TO_COLLAPSE = /[^\S ]|\s\s/;
/** Where SPACE_BEFORE_PUNCT may apply: a space before , ; or : (one scan of the text). */
const SPACE_PUNCT = / [,;:]/;

/**
 * Remove Markdown/HTML markup, keeping the visible text. Each rule runs only when the text still
 * holds the character it needs (most lines have no markup): same result, far fewer regex scans.
 * Read once per text in a document (memo.ts): a plain line is cleaned when wrapped lines are
 * joined and again, the same string, when it becomes a prepared line.
 */
export const stripMarkup = textMemo(stripMarkupOnce);

function stripMarkupOnce(text: string): string {
  let s = text;
  if (s.includes('![')) s = s.replace(IMAGE, ' ');
  if (s.includes(']:') && LINK_DEFINITION.test(s)) return '';
  if (s.includes('[[')) s = unwrapBracketedLinks(orgLinkText(s));
  if (s.includes('](')) s = s.replace(LINK, '$1');
  if (s.includes('][')) s = s.replace(REF_LINK, '$1');
  if (s.includes('<')) {
    s = s.replace(AUTOLINK, ' ');
    // A line break inside an entry ("Title<br>Author<br>Read all.") separates its parts.
    s = s.replace(BREAK, ` ${ENTRY_BREAK} `);
    s = s.replace(TAG, ' ');
  }
  if (s.includes('&')) s = s.replace(ENTITY, (e) => ENTITIES[e.toLowerCase()] ?? ' ');
  if (s.includes('\\')) s = s.replace(ESCAPE, '$1');
  // reST link references (`` `MoL pp. 294-305`_, `Dill`_ ``): each is an entry of its own (rest-references.ts).
  if (s.includes('`_')) s = restReferences(s);
  if (s.includes('*') || s.includes('_')) {
    s = s.replace(/\*\*|__/g, '');
    s = s.replace(EMPHASIS, '$1$2');
  }
  // TeX quotes (``First Steps,'') are curly quotes: the quoted title keeps its marks.
  if (s.includes('``')) s = s.replace(TEX_QUOTE, '“$1”');
  if (s.includes('`')) s = s.replace(/`+/g, '');
  // Pandoc/TeX '--' between numbers is an en dash: "pp. 21--50".
  if (s.includes('--')) s = s.replace(/(\d)\s?--\s?(?=[\dA-Za-z*])/g, '$1–');
  // Whitespace runs collapse first (each run is matched once), then a lone space before , ; : goes.
  // A text whose only whitespace is single plain spaces is left as it is (the replace would give it back).
  if (WHITESPACE_TO_COLLAPSE.test(s)) s = s.replace(/\s+/g, ' ');
  if (SPACE_PUNCT.test(s)) s = s.replace(SPACE_BEFORE_PUNCT, '');
  return s.trim();
}

/** True for a Markdown table rule ("---|---") or an empty table row ("| | |"). */
export function isTableRule(text: string): boolean {
  return /^[\s|:+=-]*$/.test(text) && /[|-]/.test(text);
}

/**
 * `text` without the whitespace and the characters of `chars` at its end. A `/[\s.;,]+$/` pattern does the
 * same but is quadratic on a long run of those characters that is not at the end (it is tried from every
 * position of the run): this walks back from the end once.
 */
export function stripTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0) {
    const ch = text[end - 1]!;
    if (!chars.includes(ch) && ch.trim() !== '') break;
    end--;
  }
  return end === text.length ? text : text.slice(0, end);
}
