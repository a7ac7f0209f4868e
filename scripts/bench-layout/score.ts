/** One style's row of the layout bench: its documents scored as written (was) and in the style (now). */
import type { DocResult } from '../bench-calendar/score';
import type { Counts, Summary } from '../bench-syllabus/scorer';

export type Summarize = (counts: Counts[]) => Summary;

const pct = (x: number | null) => (x == null ? '    -' : (100 * x).toFixed(1).padStart(5));
const pair = (a: number | null, b: number | null) => `${pct(a)} ${pct(b)}`;

export function tableHeader(): string {
  return `${'style'.padEnd(25)} docs   F1: was   now   (P    R now)   week: was   now   date: was   now   semester: was   now`;
}

export function styleRow(name: string, results: DocResult[], summarize: Summarize): string {
  const b = summarize(results.map((r) => r.before));
  const a = summarize(results.map((r) => r.after));
  return `${name.padEnd(25)} ${String(results.length).padStart(4)}   ${pair(b.f1, a.f1)}  (${pct(a.precision)}${pct(a.recall)})   ${pair(b.week, a.week)}   ${pair(b.date, a.date)}       ${pair(b.dates, a.dates)}`;
}
