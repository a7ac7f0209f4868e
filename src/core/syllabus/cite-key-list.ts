/**
 * Works named by their citation keys, separated by commas: `Reading: Okafor2019, lindqvist2004,
 * Brandt2011a`. A syllabus written in Markdown, Quarto or Typst cites its works by key (`@Okafor2019`,
 * `#cite(<Okafor2019>)`), and an unrendered page shows the keys themselves: a name glued to a year, with
 * perhaps a letter or a title word after it. Each key is a work of its own, so the list is cut at its
 * commas - only when it has two keys or more and every comma item is one key and nothing else
 * (`Skills Heckman2006, Cunha2009` or `Okafor2019 chapters 2-3` stay whole).
 */

/** `Okafor2019`, `lindqvist2004`, `Brandt2011a`, `suttonReinforcement1998`, `sutton1998reinforcement`. */
const CITE_KEY = /^[A-Za-z][A-Za-z'-]{1,40}(?:1[5-9]|20)\d{2}[a-z]{0,24}$/;

export function splitCiteKeyList(piece: string): string[] {
  if (!piece.includes(',')) return [piece];
  const items = piece
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return items.length >= 2 && items.every((item) => CITE_KEY.test(item)) ? items : [piece];
}
