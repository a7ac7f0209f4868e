/**
 * reStructuredText link references: a reST schedule names each reading by a reference to a link target
 * defined below the table (`` `MoL pp. 294-305`_ ``, `` `Dill`_ ``, anonymous `` `notes`__ ``). The
 * reference shows its text; references written one after another (`` `SSTB 1-3`_, `MoL pp. 294-305`_ ``)
 * are separate links, so each becomes an entry of its own, split where an HTML line break would split
 * them (the entry break of text.ts), instead of one reading run together.
 */
const ENTRY_BREAK = '¦';
/** The comma or semicolon between two references. */
const BETWEEN_REFERENCES = /`__?\s*[,;]\s*(?=`)/g;
const REFERENCE = /`([^`]+)`__?/g;

export function restReferences(text: string): string {
  return text.replace(BETWEEN_REFERENCES, `\`_ ${ENTRY_BREAK} `).replace(REFERENCE, '$1');
}
