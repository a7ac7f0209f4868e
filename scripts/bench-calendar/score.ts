/** Scores of one style over the documents it changed: the variant's and the unchanged text's, side by side. */
import type { Counts } from '../bench-syllabus/scorer';

export interface DocResult {
  doc: string;
  before: Counts;
  after: Counts;
}

export interface Measures {
  f1: number;
  week: number | null;
  date: number | null;
  dates: number | null;
}

type Summarize = (counts: Counts[]) => Measures;

const pct = (x: number | null) => (x == null ? '    -' : (100 * x).toFixed(1).padStart(5));
const pair = (a: number | null, b: number | null) => `${pct(a)} ${pct(b)}`;

export function tableHeader(): string {
  return `${'style'.padEnd(22)} docs   date: was   now   week: was   now   semester: was   now   F1: was   now`;
}

export function styleRow(name: string, results: DocResult[], summarize: Summarize): string {
  const b = summarize(results.map((r) => r.before));
  const a = summarize(results.map((r) => r.after));
  return `${name.padEnd(22)} ${String(results.length).padStart(4)}   ${pair(b.date, a.date)}   ${pair(b.week, a.week)}   ${pair(b.dates, a.dates)}       ${pair(b.f1, a.f1)}`;
}

const MEASURES = ['f1', 'date', 'week', 'dates'] as const;

/** The documents a style made worse (F1, date, week, semester), the largest loss first: `id date 100->40`. */
export function worse(results: DocResult[], summarize: Summarize): string[] {
  const out: { text: string; loss: number }[] = [];
  for (const r of results) {
    const b = summarize([r.before]);
    const a = summarize([r.after]);
    const lost = MEASURES.filter((m) => (a[m] ?? 0) < (b[m] ?? 0) - 1e-9);
    if (lost.length === 0) continue;
    const loss = lost.reduce((s, m) => s + (b[m] ?? 0) - (a[m] ?? 0), 0);
    const text = `${r.doc} ${lost.map((m) => `${m === 'dates' ? 'semester' : m} ${pct(b[m])}->${pct(a[m])}`.replace(/ +/g, ' ')).join(', ')}`;
    out.push({ text, loss });
  }
  return out.sort((x, y) => y.loss - x.loss || x.text.localeCompare(y.text)).map((o) => o.text);
}
