/** The maintainers' scorer (corpus/tools/score-syllabus.mjs), loaded as a module. */
import { pathToFileURL } from 'node:url';
import { scorerPath } from '../bench-syllabus/corpus';
import type { Measures } from './score';

export type Counts = Record<string, number>;

export interface Scorer {
  scoreOne(truth: unknown, pred: unknown): Counts;
  summarize(counts: Counts[]): Measures;
}

export async function loadScorer(): Promise<Scorer> {
  return (await import(pathToFileURL(scorerPath).href)) as Scorer;
}
