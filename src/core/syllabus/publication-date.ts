/**
 * `Plumbing the West, Geographic Monthly (April 2010)`, `Ann Lee, Big Water, The Daily Post, May 13, 2014`: a
 * work named before a comma and closed by the day or month it was published — a magazine or newspaper
 * article in a reading list. A reading signal (signals.ts): the classifier still decides.
 */
const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const YEAR = '(?:19|20)\\d\\d';
const CLOSING_DATE = new RegExp(
  `(?:\\(${MONTH}\\s(?:\\d{1,2},\\s)?${YEAR}\\)|,\\s${MONTH}\\s\\d{1,2},\\s${YEAR})\\s*$`,
);

/** True when the line closes with a publication date and names something before a comma. */
export function closesWithPublicationDate(text: string): boolean {
  const m = CLOSING_DATE.exec(text);
  return m !== null && text.slice(0, m.index).includes(', ');
}
