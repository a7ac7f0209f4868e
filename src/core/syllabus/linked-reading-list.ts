/**
 * A page that is a reading list (its title says so: `# Readings`, `# DATA 237 Readings`, `# Reading
 * List`, or in capitals as a word processor or a stripped page writes it, `DATA 237 READINGS`) whose items link to the works: `- [The Value of Visualization](url)`, `- This [paper by Cleveland
 * and McGill](url) set a precedent ...`, `- Papers on [Idyll](url) and [Idyll Studio](url).` Each link of
 * such an item is a work to read, titled by its link text (the sentence around it only says why it is
 * read), so the item becomes one `Reading:` item per link; a link to a video host is no reading and an
 * item without a link is left as it is. The page must say it is a reading list and hold five linked
 * items or more. Links are found by a scanner, not a regular expression.
 */
import { isCapitalsHeading } from './capitals-heading';

/** A Markdown heading, front matter title or heading in capitals that names a reading list. */
const LIST_TITLE =
  /^(?:#{1,3}\s+|title:\s*["']?)?(?:[^#\n]{0,60}\s)?(?:readings?|reading list|reading assignments)\s*["']?$/i;
const BULLET = /^(\s*)([-*+])\s+/;
const VIDEO_HOST = /youtube\.com|youtu\.be|vimeo\.com/i;

interface Link {
  text: string;
  url: string;
}

/** The Markdown links `[text](url)` of a line, in order: one pass, each `)` searched for once at most. */
export function markdownLinks(line: string): Link[] {
  const links: Link[] = [];
  let open = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '[') open = i;
    else if (c === ']' && line[i + 1] === '(' && open >= 0) {
      const close = line.indexOf(')', i + 2);
      if (close < 0) break;
      const text = line.slice(open + 1, i).trim();
      if (text) links.push({ text, url: line.slice(i + 2, close) });
      open = -1;
      i = close;
    }
  }
  return links;
}

/** The page's title: its first `#` heading, front matter title or heading in capitals at the margin. */
function pageTitle(lines: readonly string[]): string | undefined {
  return lines.find(
    (l) => /^#{1,3}\s|^title:/i.test(l.trim()) || (l === l.trimStart() && isCapitalsHeading(l.trimEnd())),
  );
}

/** Whether the page is a reading list of linked items. */
export function isLinkedReadingList(lines: readonly string[]): boolean {
  const title = pageTitle(lines);
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
