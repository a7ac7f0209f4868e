/**
 * A line that is only an author and a work (`J. M. Coetzee, The Lives of Animals`, `T. S. Eliot, ‘The
 * Waste Land’`): a personal name written with initials (one or two, then one or two capitalised
 * words), a comma, then a title-cased title or a title in single quotes, and nothing after it. It names
 * a work to read as plainly as quotes or pages do. Without initials the shape is also a topic's
 * (`Course Overview, The Themes of Family Law`, `Looking Backwards, Looking Forward`), so it is not used.
 */
const NAME = "(?:[A-Z]\\.\\s?){1,2}(?:[A-Z][a-z'’-]+\\s){0,1}[A-Z][a-z'’-]+";
const TITLE_WORD = "(?:of|and|the|in|on|to|for|a|an|[A-Z][a-z'’-]+)";
const AUTHOR_WORK = new RegExp(`^${NAME},\\s+(?:‘[A-Z][^‘’]{2,}’|[A-Z][a-z'’-]+(?:\\s${TITLE_WORD}){1,8})$`);

export function isAuthorCommaWork(text: string): boolean {
  return AUTHOR_WORK.test(text.trim());
}
