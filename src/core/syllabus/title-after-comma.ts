/**
 * The `Author, Title` shape needs a title after its comma. A lecture outline's comma list of topics
 * (`Tuples, arrays, dicts`, `Separability, linearity, ...`) or a sentence opened by a word and a comma
 * (`Rather, he raised ...`, `By Friday, respond ...`) has the same first comma, but what follows it
 * is lower-case words only: no capitalised word, no number (`ch. 1`, `pp. 5-9`, `III`), no quoted
 * title. A title after an author has one of these (`Hobbes, excerpts from Leviathan`, `Mill, ch. 1`,
 * `Tempest, act 2`); an author cited with a year or note before the comma needs none (`Okafor (2012), an
 * overview of loan words`). A web address is a title too: a linked page after its author (`Ann Lee,
 * http://site.org/intro.html`, a `<page> by <author>` item turned round by byline-entry.ts).
 * Used by the classifier's authorTitle feature (classify.ts).
 */
const TITLE_MARK = /[A-Z][a-z]|\d|["“«]|\b[IVXLC]+\b|https?:\/\/|\bwww\./;

export function hasTitleAfterComma(text: string): boolean {
  const comma = text.indexOf(',');
  if (comma < 0) return false;
  return text.slice(0, comma).includes('(') || TITLE_MARK.test(text.slice(comma + 1));
}
