/**
 * The head of an author-date citation: `Mann, Lina. 2021.`, `Gaughan, Anthony J. (forthcoming).`,
 * `Lucia McMahon. 2011.`, `Deborah A. Stone. 2011.`, `W.E.B. DuBois. 1897.`, a list of
 * authors, a first and a later year (`1973/1975.`). The title follows (`“The Election of 1876.” Venue.`): the full stop after the
 * year ends no sentence, or the author and year become one reading and the title another. The word
 * before the year is a name or an initial (capitalised), never a page marker (`read pp. 1531.`).
 */
const AUTHOR_YEAR_HEAD =
  /^[A-Z][^.]{0,60}\b[A-Z][A-Za-z'’-]*\.\s+(?:\((?:1[5-9]\d\d|20\d\d)[a-z]?\)|(?:1[5-9]\d\d|20\d\d)[a-z]?|\(forthcoming\)|\(in press\))\.$/;

/** The same head with initials (`Deborah A. Stone`, `W.E.B. DuBois`) or a long list of authors: no digit, colon or semicolon in it. */
const INITIALLED_HEAD =
  /^(?=[A-Z])(?:[^.\d:;]|\b[A-Z]\.){0,200}?\b[A-Z][A-Za-z'’-]*\.\s+(?:\((?:1[5-9]\d\d|20\d\d)[a-z]?\)|(?:1[5-9]\d\d|20\d\d)[a-z]?(?:\/(?:1[5-9]\d\d|20\d\d))?|\(forthcoming\)|\(in press\))\.$/;

export function isAuthorYearHead(text: string): boolean {
  const t = text.trim();
  return AUTHOR_YEAR_HEAD.test(t) || INITIALLED_HEAD.test(t);
}
