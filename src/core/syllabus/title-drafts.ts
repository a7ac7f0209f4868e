/**
 * Readings read in the label context because of the line's own shape (a blog post's link title, an
 * instructor's notes page: layouts/post-links.ts, layouts/notes-page.ts), not because a reading label
 * or column introduced them. They say nothing about which lines of a class are labelled, so
 * labelled-sessions.ts does not count them as a label.
 */
import type { Session } from './layouts/session';
import type { ReadingDraft } from './readings';

const titleDrafts = new WeakSet<ReadingDraft>();

/** Marks the readings added to `s` since it held `before` of them. */
export function markTitleDrafts(s: Session, before: number): void {
  for (const d of s.readings.slice(before)) titleDrafts.add(d);
}

/** A reading labelled by a reading label or column (not by its line's own shape). */
export const isLabelledByLabel = (d: ReadingDraft): boolean =>
  d.features.includes('labelled') && !titleDrafts.has(d);
