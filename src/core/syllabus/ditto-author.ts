/**
 * A bibliography repeats its last author as a run of dashes: `———, Title` after a line by the same
 * author, and in the Chicago style `———. "Title." Journal 10, no. 9 (1913): 239–42.` after
 * `Lewis, C. I. "Title." …`. The dashes are written out as that author, so the entry reads like the
 * one above it: for a Chicago entry the whole author block (`Lewis, C. I.`), whose shape the entry
 * readers know (readings.ts: an author block, a quoted title, a container); otherwise the first name
 * part (`Lewis, Title`).
 */

/** The dashes that stand for the author above. */
const DITTO = /^[—–-]{2,}/;
/** An entry's author block before its quoted title: `Lewis, C. I` of `Lewis, C. I. "Title."`. */
const BLOCK_BEFORE_TITLE = /^([A-Z][^"“”]{1,80}?)\.\s+["“]/;
/** An entry's first name part: `Lewis` of `Lewis, Title` or `Lewis. Title`. */
const FIRST_PART = /^([A-Z][^,.;:]{1,60}?)[,.]\s+\S/;
/** What follows the dashes of a Chicago entry: a full stop and the quoted title. */
const CHICAGO_REST = /^\.\s+["“]/;

export class DittoAuthor {
  private firstPart: string | null = null;
  private block: string | null = null;

  /** The line with its leading dashes written out as the author of the last entry (others unchanged). */
  resolve(raw: string): string {
    const ditto = DITTO.exec(raw);
    if (!ditto) {
      const part = FIRST_PART.exec(raw);
      if (part) {
        this.firstPart = part[1]!;
        // The block stands before a quoted title: a line without a quote mark has none.
        const quoted = raw.includes('"') || raw.includes('“');
        this.block = quoted ? (BLOCK_BEFORE_TITLE.exec(raw)?.[1] ?? null) : null;
      }
      return raw;
    }
    const rest = raw.slice(ditto[0].length);
    if (this.block && CHICAGO_REST.test(rest)) return `${this.block}${rest}`;
    return this.firstPart ? `${this.firstPart}, ${rest.replace(/^\.?,?\s*/, '')}` : raw;
  }
}
