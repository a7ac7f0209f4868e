/** Turning raw text into provenance-carrying lines, and cleaning markup out of a line. */
import type { TextLine } from '../model';

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

/** Remove Markdown/HTML markup, keeping the visible text. */
export function stripMarkup(text: string): string {
  let s = text;
  s = s.replace(/!\[(?:\\.|[^\]])*\]\([^)]*\)/g, ' ');
  s = s.replace(/\[((?:\\.|[^\]])*)\]\([^)]*\)/g, '$1');
  s = s.replace(/<(?:https?:|mailto:)[^>]*>/g, ' ');
  s = s.replace(/<\/?[a-z][^>]*>/gi, ' ');
  s = s.replace(/&[a-z]+;|&#\d+;/gi, (e) => ENTITIES[e.toLowerCase()] ?? ' ');
  s = s.replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, '$1');
  s = s.replace(/\*\*|__/g, '');
  s = s.replace(/(^|[\s(["'“])[*_]([^*_\n]+?)[*_](?=$|[\s).,;:!?'"”\]])/g, '$1$2');
  s = s.replace(/`+/g, '');
  s = s.replace(/\s+([,;:])(?=\s|$)/g, '$1');
  return s.replace(/[ \t\u00a0]+/g, ' ').trim();
}

/** True for a Markdown table rule ("---|---") or an empty table row ("| | |"). */
export function isTableRule(text: string): boolean {
  return /^[\s|:+=-]*$/.test(text) && /[|-]/.test(text);
}
