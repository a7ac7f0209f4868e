/**
 * A `See also:` label alone on its line. A reading list typeset from a bibliography (LaTeX, BibTeX)
 * prints each week's assigned works and then `See Also:` over works the student may follow up; its
 * entries are written exactly like the assigned ones, so the label is read like a further-reading label
 * (media-block.ts): nothing under it is a reading until the next heading, label or session. Only the
 * label alone counts: `See also Ch. 4` on one line is a reference, not a list's label.
 */
export const SEE_ALSO_LABEL = /^see\s{1,3}also\s{0,3}:?\s*$/i;

/** Is the line a `See also:` label alone on its line? */
export function isSeeAlsoLabel(text: string): boolean {
  return SEE_ALSO_LABEL.test(text.replace(/[*_]/g, '').trim());
}
