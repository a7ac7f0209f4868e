/**
 * A class line that lists its items with `; ` and gives an article as an italic link:
 * `* 2/8: W&S Chapter 2; [*Kids’ perceptions of police fall as they age*](https://…)`. Once the markup
 * is gone the article's title is plain words, nothing a reading is known by, so the line stays one item
 * (and a long one is dropped). The italics are what mark it a work's title, as quotes do: an italic link
 * that is a whole `; ` item of the line is written as a quoted title (`“Kids’ perceptions …”`), which
 * the `; ` split reads as an item of its own.
 */

/** `[*Title*](url)` / `[_Title_](url)` / `*[Title](url)*`: a link whose whole text is in italics. */
const ITALIC_LINK =
  /^(?:\[\*([^*\][]+)\*\]|\[_([^_\][]+)_\]|\*\[([^*\][]+)\]\(([^()\s]*)\)\*)(?:\(([^()\s]*)\))?$/;

/** Is the item an italic link, and its title? */
function italicLinkTitle(item: string): string | null {
  const m = ITALIC_LINK.exec(item.trim());
  if (!m) return null;
  const title = m[1] ?? m[2] ?? m[3];
  // The first two forms need their (url) after the brackets; the third has it inside.
  if (!title || (m[3] === undefined && m[5] === undefined)) return null;
  return title.trim();
}

/** The line with each `; ` item that is an italic link written as a quoted title (others unchanged). */
export function quoteItalicLinkItems(text: string): string {
  if (!text.includes('; ') || !text.includes('](')) return text;
  const items = text.split('; ');
  let changed = false;
  const out = items.map((item, i) => {
    if (i === 0) return item;
    const title = italicLinkTitle(item);
    if (!title) return item;
    changed = true;
    const lead = item.slice(0, item.length - item.trimStart().length);
    return `${lead}“${title}”`;
  });
  return changed ? out.join('; ') : text;
}
