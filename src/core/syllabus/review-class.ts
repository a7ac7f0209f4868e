/**
 * A class given to reviewing a unit: an item that is only a topic followed by "Review" ("Joinder
 * Review", "Personal Jurisdiction Review", "Final Review"). It names a session, not something to
 * read; with a reference it is no longer only that ("Review: Casebook 1-20" is read).
 */
export const REVIEW_CLASS = /^(?:\S+\s+){0,6}review\.?$/i;

/** Is the text a review class: a short topic ending in "Review", without digits? */
export function isReviewClass(text: string): boolean {
  const t = text.trim();
  return t.length <= 80 && !/\d/.test(t) && REVIEW_CLASS.test(t);
}
