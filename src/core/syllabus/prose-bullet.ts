/**
 * A bullet written as prose that asks questions — instructions, questions, hints ("Prepare answers to
 * the scenarios. What are the correct answers? Draw timelines for each.") — is not a list item that
 * names a reading. The prior that a bullet in a list of readings is a reading belongs to the bullet
 * as an item; cut into sentences, each sentence of such a bullet is judged on its own evidence, as on
 * a prose line. A bullet of several sentences without a question (a citation followed by "Review of
 * …", "Listen to X. Write an outline of it.") keeps the prior.
 */
import { isProseParagraph } from './prose-paragraph';
import type { Origin } from './readings';

export function sentenceOrigin(origin: Origin, sentences: readonly string[]): Origin {
  const asks =
    (sentences.length >= 2 && sentences.some((s) => /\?\s*$/.test(s))) || isProseParagraph(sentences);
  return origin.context === 'bullet' && asks && origin.bulletPrior > 0
    ? { ...origin, bulletPrior: 0 }
    : origin;
}
