/**
 * An entry of a list of books to buy — `1. The Handbook by A. Jones. 2nd ed. ISBN: 978-0314283795.`,
 * `2. Child Tribes and States, Atwood. Caroline Press. 978-1594605222.` — carries an ISBN. Numbered,
 * it is still no numbered class: the session scan does not count it as one. (It may still be a
 * reading: a bibliography of assigned books gives their ISBNs too.)
 */

/** "ISBN: 0-314-28974-2", "ISBN 9781454805526", or a bare ISBN-13 "978-1594605222". */
const ISBN = /\bISBN(?:-1[03])?:?\s*[\dX][\dX -]{8,}|\b97[89][- ]?\d{1,5}[- ]?\d[\d-]{6,}\b/i;

export function isBookListEntry(text: string): boolean {
  return ISBN.test(text);
}
