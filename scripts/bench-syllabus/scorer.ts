/** The maintainers' scorer (corpus/tools/score-syllabus.mjs), loaded as a module. */
import { pathToFileURL } from 'node:url';
import { scorerPath } from './corpus';

export type Counts = Record<string, number>;

/** What the scorer's summarize returns (fractions; null where no document has the measure). */
export interface Summary {
  documents: number;
  /** True readings over the documents. */
  readings: number;
  precision: number;
  recall: number;
  f1: number;
  week: number | null;
  pages: number | null;
  date: number | null;
  dates: number | null;
}

export interface Scorer {
  scoreOne(truth: unknown, pred: unknown): Counts;
  summarize(counts: Counts[]): Summary;
}

export async function loadScorer(): Promise<Scorer> {
  return (await import(pathToFileURL(scorerPath).href)) as Scorer;
}
