/**
 * Links whose text is itself in brackets: a Jekyll page names a textbook by its key as a link to the
 * book list, `[[M1]](/info/books/#primary-textbooks) Ch 4.2`, or two keys as one link `[[SB]/[SSS]](…)`.
 * A Markdown link's text holds no bracket, so these were left as `](/info/books/…) Ch 4.2`. The link
 * shows its keys as a part of its own, as the same pages write them over a line break
 * (`[[M1]](…) <br> Ch 1`): `M1 ¦ Ch 4.2`, `SB/SSS ¦ Ch 6`; the chapters after the key are the reading.
 */
/** The entry break of text.ts (a line break inside an entry). */
const ENTRY_BREAK = '¦';
const BRACKETED_LINK = /\[\[([^\][]{1,40})\](?:\/\[([^\][]{1,40})\])?\]\([^()]*\)/g;

export function unwrapBracketedLinks(text: string): string {
  return text.replace(
    BRACKETED_LINK,
    (_m, a: string, b: string | undefined) => `${b ? `${a}/${b}` : a} ${ENTRY_BREAK} `,
  );
}
