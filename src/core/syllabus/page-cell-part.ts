/**
 * A table cell whose reading is broken over two lines, the page reference alone on the second:
 * `Chapter 2, ¦ p.19-p.35`, `Chapter 4 ¦ pp. 222-238`. A line-broken part that is only a page
 * reference continues the part before it when that part has no pages of its own, so the cell is one
 * reading (`Chapter 2, p.19-35`), not a chapter without pages and a reading titled `p.35`. A `p.`
 * repeated before the range's end (`p.19-p.35`) is dropped so the range reads as one.
 */
import { findPages } from './pages';

/** `p.19-p.35`, `pp. 36–57`, `pages 5-18`, `p.297`: a page reference and nothing else. */
const PAGE_ONLY = /^(pp?\.|pages?)\s?(\d{1,5})(?:\s?[-–—]\s?(?:pp?\.\s?)?(\d{1,5}))?\.?$/i;

function pageOnly(part: string): string | null {
  const m = PAGE_ONLY.exec(part);
  if (!m) return null;
  return m[3] ? `${m[1]}${m[2]}-${m[3]}` : `${m[1]}${m[2]}`;
}

/** The cell's parts with each page-only part joined to the page-less part before it. */
export function joinPageParts(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const pages = pageOnly(part);
    const prev = out.length ? out[out.length - 1]! : null;
    if (pages && prev && /\p{L}/u.test(prev) && !findPages(prev)) {
      out[out.length - 1] = `${prev.replace(/,$/, '')}, ${pages}`;
    } else {
      out.push(part);
    }
  }
  return out;
}
