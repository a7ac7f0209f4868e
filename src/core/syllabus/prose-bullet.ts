/**
 * A bullet written as prose — several sentences: instructions, questions, hints ("Prepare answers to
 * the scenarios. What are the correct answers? Draw timelines for each.") — is not a list item that
 * names a reading. The prior that a bullet in a list of readings is a reading belongs to the bullet
 * as an item; cut into sentences, each sentence is judged on its own evidence, as on a prose line.
 */
import type { Origin } from './readings';

export function sentenceOrigin(origin: Origin, sentenceCount: number): Origin {
  return origin.context === 'bullet' && sentenceCount >= 2 && origin.bulletPrior > 0
    ? { ...origin, bulletPrior: 0 }
    : origin;
}
