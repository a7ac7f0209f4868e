/**
 * Leave-one-folder-out check of the classifier's confidence (`npm run fit:syllabus-weights -- --cv`):
 * for each corpus folder the weights are fitted on every other folder, then the spans the structurer
 * takes in the left-out folder are scored with those weights and banded like the bench's reliability
 * table. A folder's held-out figure is what a syllabus of a kind the fit has not seen gets; the
 * in-sample figure beside it (weights fitted on every folder) shows how much the fit flatters itself.
 */
import type { Feature } from '../../src/core/syllabus/classify';

export interface Sample {
  x: Feature[];
  y: 0 | 1;
  folder: string;
  /** The structurer took the span (and no later pass removed it): it is a reading the student sees. */
  taken: boolean;
}

export interface Fit {
  w: Record<Feature, number>;
  bias: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The fitted probability, 0-100, as classify.ts rounds it. */
export const confidenceUnder = (fit: Fit, x: readonly Feature[]) =>
  Math.round(100 * sigmoid(x.reduce((z, f) => z + fit.w[f], fit.bias)));

const BANDS = [
  { name: '>= 80', test: (c: number) => c >= 80 },
  { name: '60-79', test: (c: number) => c >= 60 && c < 80 },
  { name: '< 60', test: (c: number) => c < 60 },
] as const;

/** "n right%" per band for the taken spans of `data` under `fit`. */
function bandCells(fit: Fit, data: readonly Sample[]): string[] {
  const counts = BANDS.map(() => ({ n: 0, right: 0 }));
  for (const s of data) {
    if (!s.taken) continue;
    const b = BANDS.findIndex((band) => band.test(confidenceUnder(fit, s.x)));
    counts[b]!.n++;
    counts[b]!.right += s.y;
  }
  return counts.map(
    ({ n, right }) => `${String(n).padStart(5)} ${n ? ((100 * right) / n).toFixed(1).padStart(5) : '    -'}`,
  );
}

/** Prints, per folder, the held-out and in-sample reliability of the taken spans. */
export function printHeldOut(data: readonly Sample[], fitOn: (d: readonly Sample[]) => Fit): void {
  const all = fitOn(data);
  const folders = [...new Set(data.map((s) => s.folder))];
  console.log(
    '\nLeave-one-folder-out reliability of taken spans (n, % right per band; right = paired by the scorer)',
  );
  console.log(
    `${'folder'.padEnd(11)} held-out: >= 80        60-79        < 60   | in-sample: >= 80        60-79        < 60`,
  );
  const heldOut: Sample[] = [];
  const fits = new Map<string, Fit>();
  for (const folder of folders) {
    const fit = fitOn(data.filter((s) => s.folder !== folder));
    fits.set(folder, fit);
    const here = data.filter((s) => s.folder === folder);
    heldOut.push(...here);
    console.log(
      `${folder.padEnd(11)} ${bandCells(fit, here).join('  ')}   | ${bandCells(all, here).join('  ')}`,
    );
  }
  // Every folder scored by the fit that did not see it, pooled.
  const pooled = BANDS.map(() => ({ n: 0, right: 0 }));
  for (const s of heldOut) {
    if (!s.taken) continue;
    const b = BANDS.findIndex((band) => band.test(confidenceUnder(fits.get(s.folder)!, s.x)));
    pooled[b]!.n++;
    pooled[b]!.right += s.y;
  }
  const cells = pooled.map(
    ({ n, right }) => `${String(n).padStart(5)} ${n ? ((100 * right) / n).toFixed(1).padStart(5) : '    -'}`,
  );
  console.log(`${'ALL'.padEnd(11)} ${cells.join('  ')}   | ${bandCells(all, data).join('  ')}`);
}
