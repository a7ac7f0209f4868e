/**
 * When the sentences of a bullet lose the prior that an item of a reading list is a reading. The prior
 * belongs to the bullet as an item that names a reading; cut into sentences, a sentence that is prose
 * is judged on its own evidence, as on a prose line.
 */
import { looksLikeReadingOnItsOwn } from './classify';
import type { Origin } from './readings';

/**
 * A bullet that is a paragraph — six sentences or more of instructions around one or two works ("U.S.
 * Constitution. The Constitution is reprinted in the Casebook ... Read it. All of it. Carefully.
 * ... Finally, read CB pages 1-20") — is prose, not a list item naming a reading: the works named with
 * their evidence (a statute, pages, a case) stay, the emphasis and asides go.
 */
const PARAGRAPH_SENTENCES = 6;

/**
 * Every sentence of a bullet written as prose that asks questions — instructions, questions, hints
 * ("Prepare answers to the scenarios. What are the correct answers? Draw timelines for each.") — or of
 * a paragraph bullet. A bullet of several sentences without a question (a citation followed by "Review
 * of …", "Listen to X. Write an outline of it.") keeps the prior.
 */
export function sentenceOrigin(origin: Origin, sentences: readonly string[]): Origin {
  const asks =
    (sentences.length >= 2 && sentences.some((s) => /\?\s*$/.test(s))) ||
    sentences.length >= PARAGRAPH_SENTENCES;
  return origin.context === 'bullet' && asks && origin.bulletPrior > 0
    ? { ...origin, bulletPrior: 0 }
    : origin;
}

/**
 * The sentences after the first of a bullet: a bullet in a list of readings names its reading first,
 * and what follows is prose about it ("… click here. It can be found here.", "(Further photos are
 * available here.)"). A later sentence with no reading's shape of its own (pages, a chapter, a case, a
 * quoted title…) is judged without the prior; one that names a work keeps it.
 */
export function laterSentenceOrigin(origin: Origin, index: number, sentence: string): Origin {
  if (index === 0 || origin.context !== 'bullet' || origin.bulletPrior === 0) return origin;
  return looksLikeReadingOnItsOwn(sentence) ? origin : { ...origin, bulletPrior: 0 };
}
