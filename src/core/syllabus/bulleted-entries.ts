/**
 * A table cell's list kept apart by line breaks: `• Read: Handbook, pages 137-77 ¦ • Complete: Online
 * course evaluation ¦ • Bring your draft`. A PDF or HTML table cell holding a bulleted list gives each
 * bullet as an entry of its own; entries that, after the first, all open with a bullet mark are the
 * items of a list (the first entry's mark may be gone: prepare.ts reads a mark opening the cell as the line's
 * bullet), each a candidate on its own — not one bibliography entry whose first part is the title and
 * whose `Read pages…` part gives the pages (readings.ts `entryDraft`).
 */

/** A bullet mark opening an entry. */
const BULLET_MARK = /^[•●▪◦‣⁃]\s+/;

/**
 * The entries without their bullet marks when every entry after the first opens with one (the cell's
 * first mark may have been read off as the line's own bullet), else null.
 */
export function bulletedEntries(segments: string[]): string[] | null {
  const rest = segments.slice(1);
  if (!rest.length || !rest.every((s) => BULLET_MARK.test(s))) return null;
  return segments.map((s) => s.replace(BULLET_MARK, ''));
}
