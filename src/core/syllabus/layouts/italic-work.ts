/**
 * A line naming an author and then a work in italics, as markdown syllabi list their readings:
 * `Francis Bacon, Selections from _New Organon_`, `René Descartes, _Meditations_ I--III`,
 * `| | <i class="fa fa-book"></i> G. W. Leibniz, *New System*` (a table row continuing the class
 * above). The italics are the syllabus's own mark of a work's title; once markup is stripped the line
 * has no other sign of a reading, so it is read as a labelled reading. A sentence that merely
 * italicises a word does not open with `Name, `.
 */

/** `Name Name, ` (initials and particles allowed), up to four words before a short lead, then `_` or `*`. */
const AUTHOR_ITALIC =
  /^(?:[A-Z][\p{L}'’-]*\.?\s){0,3}[A-Z][\p{L}'’-]+,\s(?:[A-Za-z]{1,12}\s){0,3}(?:_[^_\s]|\*[^*\s])/u;
const TAG = /<[^<>]{0,200}>/g;

/** The line's raw text without table pipes before it and without HTML tags. */
function bare(raw: string): string {
  let i = 0;
  const t = raw.replace(TAG, ' ');
  while (i < t.length && (t[i] === '|' || t[i] === ' ' || t[i] === '\t')) i++;
  return t.slice(i);
}

export function isItalicWorkLine(raw: string): boolean {
  return (raw.includes('_') || raw.includes('*')) && AUTHOR_ITALIC.test(bare(raw));
}
