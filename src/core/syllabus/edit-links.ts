/**
 * A wiki page flattened to text keeps the section-edit link of every heading: `[edit] Week 1`
 * (older MediaWiki skins, link before the title) or `Week 1[edit]` / `Week 1 [edit source]` (link
 * after it). The link is the mark of a heading, so the line becomes a Markdown heading and the link
 * is dropped: `[edit] Week 1` reads as `## Week 1`.
 */

const LEADING_EDIT = /^\s*\[edit(?: source)?\]\s*(?=\S)/i;
const TRAILING_EDIT = /\s*\[edit(?: source)?\]\s*$/i;

/** The line as a Markdown heading when a wiki section-edit link marks it as one; else unchanged. */
export function editLinkHeading(raw: string): string {
  if (!raw.includes('[')) return raw;
  const lead = LEADING_EDIT.exec(raw);
  if (lead) return `## ${raw.slice(lead[0].length).trim()}`;
  const tail = TRAILING_EDIT.exec(raw);
  if (tail && tail.index > 0) return `## ${raw.slice(0, tail.index).trim()}`;
  return raw;
}
