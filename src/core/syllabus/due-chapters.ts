/**
 * Chapters that are due: `October 5 – chapters 1-4 due, rewritten essays due`, `Ch. 7 due`. A meeting
 * line lists what must be done by that day; when an item is a span of a book's chapters and nothing
 * else, what is due is the reading of those chapters, so the word `due` (which marks assignments) does
 * not make it one. The line is cut at its commas; the chapter items are kept without `due`, the other
 * items only when they read as readings on their own (`essays due`, `return papers` go).
 */
import { looksLikeReadingOnItsOwn } from './classify';

const DUE_CHAPTERS =
  /^(?:read\s+)?((?:chs?|chaps?|chapters?)\.?\s*\d{1,3}(?:\s*[-–]\s*\d{1,3})?)\s+(?:are\s+|is\s+)?due$/i;

/** The readings of a line whose items include due chapters, joined by `;`; null when it has none. */
export function dueChapters(text: string): string | null {
  if (!/\bdue\b/i.test(text)) return null;
  const items = text.split(/,\s+/).map((s) => s.trim());
  if (!items.some((i) => DUE_CHAPTERS.test(i))) return null;
  const kept: string[] = [];
  for (const item of items) {
    const chapters = DUE_CHAPTERS.exec(item);
    if (chapters) kept.push(chapters[1]!);
    else if (!/\bdue\b/i.test(item) && looksLikeReadingOnItsOwn(item)) kept.push(item);
  }
  return kept.join('; ');
}
