/**
 * Two authors sharing one part in a reading instruction, each the author of a book of their own
 * (`Prothero and Novak chapters on Buddhism`, `Prothero (190-193) and Novak (95-103) on Zen`): one reading
 * per author, each with the shared part and its own pages (`Prothero chapters on Buddhism`, `Novak on Zen
 * (95-103)`).
 *
 * Only two single capitalised names joined by `and`, then `chapter(s)`, `section(s)` or `pages` and `on`, or
 * `on` alone after each name's own page range in parentheses: a title (`Pride and Prejudice chapters`), a
 * pair of co-authors of one book (`Smith and Jones, chapter 2`: a comma, no shared `on`) are left whole.
 */
const NAME = '([A-Z][a-z]{2,20})';
const PAGES = '\\((\\d{1,4}\\s?[-–]\\s?\\d{1,4})\\)';
/** A reading label before the instruction (`Reading to prepare:`), left off the pieces. */
const LABEL = '(?:[Rr]eadings?(?:\\s+to\\s+prepare(?:\\s+for\\s+(?:today|class))?)?\\s*:\\s*)?';
const SHARED = new RegExp(
  `^${LABEL}${NAME}\\s+and\\s+${NAME}\\s+((?:chapters?|sections?|pages)\\s+on\\s+\\S[^]*)$`,
);
const PAGED = new RegExp(`^${LABEL}${NAME}\\s+${PAGES}\\s+and\\s+${NAME}\\s+${PAGES}\\s+(on\\s+\\S[^]*)$`);

export function splitSharedPart(text: string): string[] {
  const lead = text.trimStart();
  const shared = SHARED.exec(lead);
  if (shared) return [`${shared[1]} ${shared[3]}`, `${shared[2]} ${shared[3]}`];
  const paged = PAGED.exec(lead);
  if (paged) return [`${paged[1]} ${paged[5]} (${paged[2]})`, `${paged[3]} ${paged[5]} (${paged[4]})`];
  return [text];
}
