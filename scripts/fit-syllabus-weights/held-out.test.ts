import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURES, type Feature } from '../../src/core/syllabus/classify';
import { confidenceUnder, type Fit, printHeldOut, type Sample } from './held-out';

const zero = () => Object.fromEntries(FEATURES.map((f) => [f, 0])) as Record<Feature, number>;

/** A stand-in fit: `pages` weighs the share of the training spans that are right (so each fold differs). */
const fitOn = (d: readonly Sample[]): Fit => {
  const w = zero();
  w.pages = 10 * (d.filter((s) => s.y).length / d.length) - 5;
  return { w, bias: 0 };
};

const sample = (folder: string, y: 0 | 1, taken = true): Sample => ({ x: ['pages'], y, folder, taken });

describe('printHeldOut', () => {
  afterEach(() => vi.restoreAllMocks());

  it('bands each folder by the fit made without it, beside the fit made on all', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((s: string) => lines.push(s));
    // a: all right; b: all wrong. Without a the fit sees only wrong spans (pages -5: conf 1);
    // on everything it sees half right (pages 0: conf 50).
    const data = [sample('a', 1), sample('a', 1), sample('b', 0), sample('b', 0), sample('b', 0, false)];
    printHeldOut(data, fitOn);
    const row = (folder: string) => lines.find((l) => l.startsWith(folder.padEnd(11)))!;
    expect(row('a')).toMatch(/^a\s+0\s+-\s+0\s+-\s+2\s+100\.0\s+\|\s+0\s+-\s+0\s+-\s+2\s+100\.0$/);
    // Without b the fit sees only right spans (pages +5: conf 99); b's one untaken span is not counted.
    expect(row('b')).toMatch(/^b\s+2\s+0\.0\s+0\s+-\s+0\s+-\s+\|\s+0\s+-\s+0\s+-\s+2\s+0\.0$/);
    expect(row('ALL')).toMatch(/^ALL\s+2\s+0\.0\s+0\s+-\s+2\s+100\.0\s+\|/);
  });

  it('rounds the confidence as the classifier does', () => {
    const w = zero();
    w.pages = 1.4;
    expect(confidenceUnder({ w, bias: 0 }, ['pages'])).toBe(80);
  });
});
