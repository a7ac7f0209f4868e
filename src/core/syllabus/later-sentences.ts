/**
 * The sentences after the first of a bullet: a bullet in a list of readings names its reading first,
 * and what follows is prose about it ("… click here. It can be found here.", "(Further photos are
 * available here.)"). The prior that a bullet of a reading list is a reading belongs to the item, so a
 * later sentence with no reading's shape of its own (pages, a chapter, a case, a quoted title…) is
 * judged without it, as on a free line. A later sentence that names a work keeps the prior.
 */
import { looksLikeReadingOnItsOwn } from './classify';
import type { Origin } from './readings';

export function laterSentenceOrigin(origin: Origin, index: number, sentence: string): Origin {
  if (index === 0 || origin.context !== 'bullet' || origin.bulletPrior === 0) return origin;
  return looksLikeReadingOnItsOwn(sentence) ? origin : { ...origin, bulletPrior: 0 };
}
