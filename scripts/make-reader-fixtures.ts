/**
 * Writes the reading companion's test PDFs into tests/fixtures/reader/ (committed; no tools needed):
 * - reading.pdf: a 3-page excerpt (the e2e reading);
 * - text-100pages.pdf: 100 pages of text (npm run bench:reader).
 * Run: npx tsx scripts/make-reader-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildPdf, textPages } from '../workers/pipeline/testing/minipdf';

const OUT = new URL('../tests/fixtures/reader/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

/** The sentence the e2e test highlights (alone on its line so a drag over the line selects it). */
export const HIGHLIGHT_SENTENCE = 'The risk reasonably to be perceived defines the duty to be obeyed.';

const excerpt = [
  [
    'Palsgraf v. Long Island Railroad Co., 248 N.Y. 339 (1928)',
    '',
    'Plaintiff was standing on a platform of defendant railroad after buying a ticket.',
    'A train stopped at the station, bound for another place. Two men ran forward to catch it.',
    'One of the men reached the platform of the car without mishap, though the train was',
    'already moving. The other man, carrying a package, jumped aboard the car, but seemed',
    'unsteady as if about to fall. A guard on the car reached forward to help him in, and',
    'another guard on the platform pushed him from behind. In this act, the package was',
    'dislodged, and fell upon the rails. It was a package of small size, covered by a newspaper.',
    '',
    HIGHLIGHT_SENTENCE,
    '',
    'The conduct of the defendant, although not a wrong in its relation to the holder of the',
    'package, was not a wrong in its relation to the plaintiff, standing far away.',
  ],
  [
    'Proof of negligence in the air, so to speak, will not do.',
    'Negligence is not actionable unless it involves the invasion of a legally protected interest.',
    'The victim does not sue derivatively, but by right of a wrong personal to her.',
  ],
  [
    'Dissent (Andrews, J.)',
    'Every one owes to the world at large the duty of refraining from',
    'those acts that may unreasonably threaten the safety of others.',
  ],
];
writeFileSync(`${OUT}reading.pdf`, buildPdf(textPages(excerpt)));

const lorem =
  'The court considered whether the defendant owed a duty of care to the plaintiff and whether the harm was foreseeable.';
const hundred = Array.from({ length: 100 }, (_, p) => [
  `Page ${p + 1}: Chapter ${Math.floor(p / 10) + 1}, section ${(p % 10) + 1}`,
  ...Array.from({ length: 40 }, (_, l) => `${l + 1}. ${lorem.slice(0, 60 + ((p + l) % 30))}`),
]);
writeFileSync(`${OUT}text-100pages.pdf`, buildPdf(textPages(hundred, 10, 17)));
console.log('wrote', OUT);
