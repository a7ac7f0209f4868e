/**
 * A Chicago author-date entry wrapped by a Word or PDF line break: `– Lamb, Ivy, and Tom Reyes. 2015.` on one
 * line and `“Rivers of Print.”` (or an unquoted `Rivers of Print.`, as an ACM entry writes it) on the next, or `… 2015. “Rivers of Print.”` and then `Harbor Review 4 (2):
 * 45–67.` The full stop after the year and the one closing the quoted title end no sentence: the title
 * and the container below belong to the entry (joinWrapped in prepare.ts), or each is read on its own.
 */

/** `Surname, Given[, and Other Name]. 2015.` (or `(2015).`) anywhere in the line. */
const HEAD = /[A-Z][\p{L}'’-]+,\s[^.]{1,60}\.\s\(?(?:1[5-9]\d\d|20\d\d)[a-z]?\)?\./u;
const HEAD_AT_END = new RegExp(`${HEAD.source}$`, 'u');
const HEAD_THEN_TITLE = new RegExp(`${HEAD.source}\\s[“"][^”"]{1,200}[”"]$`, 'u');
/** An unquoted title's first line: a capitalised word, then at least two more words. */
const UNQUOTED_TITLE = /^[A-Z][\p{L}'’-]*(?:\s[^\s]+){2}/u;
const TITLE_CLOSED = /[.,?!][”"]$/;

export function continuesAuthorDateEntry(prevClean: string, clean: string): boolean {
  const prev = prevClean.trimEnd();
  // `Ann Lee, Tom Reyes, and Cy Moss. 2013.` over `Rivers of Print. https://…`: an unquoted title below the head.
  if (/^[“"]/.test(clean)) return HEAD_AT_END.test(prev);
  if (UNQUOTED_TITLE.test(clean) && HEAD_AT_END.test(prev)) return true;
  return /^[A-Z]/.test(clean) && TITLE_CLOSED.test(prev) && HEAD_THEN_TITLE.test(prev);
}
