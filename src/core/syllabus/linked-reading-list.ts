/**
 * A page that is a reading list (its title says so: `# Readings`, `# DATA 237 Readings`, `# Reading
 * List`) whose items link to the works: `- [The Value of Visualization](url)`, `- This [paper by Cleveland
 * and McGill](url) set a precedent ...`, `- Papers on [Idyll](url) and [Idyll Studio](url).` Each link of
 * such an item is a work to read, titled by its link text (the sentence around it only says why it is
 * read), so the item becomes one `Reading:` item per link; a link to a video host is no reading and an
 * item without a link is left as it is. The page must say it is a reading list and hold five linked
 * items or more. Links are found by a scanner, not a regular expression.
 */

/** A Markdown heading or front matter title that names a reading list. */
const LIST_TITLE =
  /^(?:#{1,3}\s+|title:\s*["']?)(?:[^#\n]{0,60}\s)?(?:readings?|reading list|reading assignments)\s*["']?$/i;
const BULLET = /^(\s*)([-*+])\s+/;
const VIDEO_HOST = /youtube\.com|youtu\.be|vimeo\.com/i;

interface Link {
  text: string;
  url: string;
}

/** The Markdown links `[text](url)` of a line, in order. */
export function markdownLinks(line: string): Link[] {
  const links: Link[] = [];
  let at = line.indexOf('](');
  while (at >= 0) {
    const open = line.lastIndexOf('[', at);
    const close = line.indexOf(')', at + 2);
    if (open < 0 || close < 0) break;
    const text = line.slice(open + 1, at).trim();
    if (text && !text.includes('](')) links.push({ text, url: line.slice(at + 2, close) });
    at = line.indexOf('](', close + 1);
  }
  return links;
}

/** Whether the page is a reading list of linked items. */
export function isLinkedReadingList(lines: readonly string[]): boolean {
  const title = lines.find((l) => /^#{1,3}\s|^title:/i.test(l.trim()));
  if (!title || !LIST_TITLE.test(title.trim())) return false;
  return lines.filter((l) => BULLET.test(l) && markdownLinks(l).length > 0).length >= 5;
}

/** One `Reading:` item per link of a linked item on a reading-list page; any other line alone. */
export function linkedReadingPieces(line: string, readingList: boolean): string[] {
  if (!readingList) return [line];
  const m = BULLET.exec(line);
  if (!m) return [line];
  const works = markdownLinks(line).filter((l) => !VIDEO_HOST.test(l.url));
  if (!works.length) return [line];
  return works.map((w) => `${m[1]}${m[2]} Reading: ${w.text}`);
}
