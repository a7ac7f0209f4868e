/**
 * Short references as a reading column lists them, `;` between them: an author-year reference (`Levy, 2013`,
 * `Levy & Andrew, 2006`, `Levy and Andrew (2006)`, `Kutas et al. 2011`, `Roe (2016b,a)`, `Roe and Poe (2016, 2015)`, `Eisenstein, 2018, Section 9.2`) or a book's abbreviation with the part
 * to read (`SLP3 12`, `M&S 2.1`, `NLTK 8.1-8.5`, `J&M2008 2.1-2.4, 3`). Each names one work the key list or the
 * bibliography spells out, so each is an item of the list even when its words alone look like too little to read.
 */
/** Surnames (`Levy`, `Levy & Andrew`, `Goldwater, Griffiths, & Johnson`, `Dyer et al.`), then the year (bare or in parentheses), then a part. */
const AUTHOR_YEAR =
  /^[A-Z][A-Za-z'’-]+(?:(?:,\s*|\s+)(?:&\s+|and\s+)?[A-Z][A-Za-z'’-]+){0,3}(?:\s+et\s+al\.?)?,?\s+(?:(?:19|20)\d{2}[a-z]?|\((?:19|20)\d{2}[a-z]?(?:,\s?(?:(?:19|20)\d{2})?[a-z]?){0,3}\))(?:,\s*[^;]{1,40})?$/;
/** A book's capitalised abbreviation (letters, `&`, digits) and the chapters or sections to read. */
const ABBREVIATION_PART =
  /^[A-Z][A-Z&]{1,5}\d{0,4}\s+\d{1,2}(?:\.\d{1,2})*(?:\s*[-–&,]\s*\d{1,2}(?:\.\d{1,2})*)*$/;

export function isShortReference(text: string): boolean {
  const t = text.trim();
  return AUTHOR_YEAR.test(t) || ABBREVIATION_PART.test(t);
}
