/**
 * Blank lines a PDF's text layer or OCR leaves out. Both give back only the lines that hold text, so
 * a syllabus whose items stand apart (`A. Trespass` / blank / `1. Notes (P53-54)` / blank / `a. Common
 * Law Privileges`) comes back as one run of lines that reads like a wrapped paragraph. Their boxes
 * still show the space: where the gap between two lines of a page is as tall as a line of text, a
 * blank line is put back. Lines without boxes (typed text) are returned as they are.
 */
import type { TextLine } from '../model';

/** A gap this many typical line heights tall is a blank line. */
const BLANK_GAP = 0.9;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** `lines` with an empty line wherever two boxed lines of one page stand a line's height apart. */
export function blankLinesAtGaps(lines: TextLine[]): TextLine[] {
  const heights = lines.flatMap((l) => (l.bbox && l.text.trim() ? [l.bbox.y1 - l.bbox.y0] : []));
  if (heights.length < 2) return lines;
  const tall = BLANK_GAP * median(heights);
  if (!(tall > 0)) return lines;
  const out: TextLine[] = [];
  let prev: TextLine | undefined;
  for (const l of lines) {
    if (prev?.bbox && l.bbox && prev.page === l.page && l.bbox.y0 - prev.bbox.y1 > tall)
      out.push({ text: '', page: l.page, line: l.line });
    out.push(l);
    prev = l;
  }
  return out;
}
