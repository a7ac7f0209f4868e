/**
 * Syllabus structurer benchmark: runs the local structurer over every labelled syllabus in every
 * folder of corpus/syllabi (or CORPUS_DIR/syllabi), writes predictions to
 * bench-out/syllabus/<folder>/<id>.json, prints the scorer's table per folder, the totals per folder
 * and overall, the confidence reliability table and timings.
 *
 *   npm run bench:syllabus
 *   npm run bench:syllabus -- public        (only the named folders)
 *   npm run bench:syllabus -- --time        (only the 40 KB timing and its per-pass breakdown, after
 *                                            a warm-up over the corpus's text documents)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StructuredSyllabus } from '../src/core/model';
import { normalizeSyllabus, parseSyllabus, structureSyllabusText } from '../src/core/syllabus';
import { load } from './bench-kit';
import { bigSyllabus } from './bench-syllabus/big';
import {
  corpusDocs,
  corpusFolders,
  linesOf,
  outRoot,
  pdfReader,
  scorerPath as scorer,
  syllabiDir,
} from './bench-syllabus/corpus';
import { closeOcr } from './bench-syllabus/ocr-lines';
import { type Counts, loadScorer, type Summary } from './bench-syllabus/scorer';
import { passLine } from './bench-syllabus/passes';
import { flatten, pairedPredictions } from './bench-syllabus/pairs';

/** Best of `repeat` runs after a warm-up: the least disturbed by other load on the machine. */
function timeIt<T>(fn: () => T, repeat: number): { value: T; ms: number } {
  let value = fn();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    value = fn();
    best = Math.min(best, performance.now() - t0);
  }
  return { value, ms: best };
}

const pct = (x: number | null) => (x == null ? '    -' : (100 * x).toFixed(1).padStart(5));

function summaryLine(name: string, s: Summary, minF1: number): string {
  return `${name.padEnd(8)} ${String(s.documents).padStart(4)} ${String(s.readings).padStart(6)}  ${pct(s.precision)}  ${pct(s.recall)}  ${pct(s.f1)}  ${pct(s.week)}  ${pct(s.pages)}  ${pct(s.date)}  ${pct(s.dates)}  ${pct(minF1)}`;
}

/** Confidence bands: how often a reading the structurer is this sure of is paired with a true one. */
const BANDS = [
  { name: '>= 80', test: (c: number) => c >= 80 },
  { name: '60-79', test: (c: number) => c >= 60 && c < 80 },
  { name: '< 60', test: (c: number) => c < 60 },
];

async function main(): Promise<void> {
  if (process.argv.includes('--time')) {
    // Warm the JIT as the corpus run does before its timing (four runs of each document).
    for (const folder of corpusFolders([]))
      for (const doc of corpusDocs(folder).filter((d) => d.file.endsWith('.txt'))) {
        const input = readFileSync(doc.file, 'utf8');
        for (let i = 0; i < 4; i++) normalizeSyllabus(structureSyllabusText(input));
      }
    return bigSyllabusTiming();
  }
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const folders = corpusFolders(only);
  const { scoreOne, summarize } = await loadScorer();
  const all: Counts[] = [];
  const summaries: string[] = [];
  const bands = BANDS.map(() => ({ n: 0, right: 0 }));
  const timings: number[] = [];
  console.log(
    `PDF text from: ${pdfReader === 'layout' ? 'bench pdf.js reader (column gaps kept)' : 'workers/pipeline extractText'}\n`,
  );
  for (const folder of folders) {
    const dir = join(syllabiDir, folder);
    const outDir = join(outRoot, folder);
    mkdirSync(outDir, { recursive: true });
    const counts: Counts[] = [];
    for (const doc of corpusDocs(folder)) {
      const { id } = doc;
      const input = await linesOf(doc.file);
      const run = (): StructuredSyllabus =>
        normalizeSyllabus(typeof input === 'string' ? structureSyllabusText(input) : parseSyllabus(input));
      const { value, ms } = timeIt(run, 3);
      timings.push(ms);
      writeFileSync(join(outDir, `${id}.json`), `${JSON.stringify(value, null, 2)}\n`);
      if (!doc.truthFile) continue;
      const truth = JSON.parse(readFileSync(doc.truthFile, 'utf8'));
      const c = scoreOne(truth, value);
      counts.push(c);
      const pred = flatten(value);
      const paired = pairedPredictions(flatten(truth), pred);
      if (paired.filter(Boolean).length !== c.matched)
        throw new Error(`${folder}/${id}: pairing drifted from the scorer`);
      pred.forEach((p, k) => {
        const b = BANDS.findIndex((band) => band.test(p.confidence ?? 0));
        bands[b]!.n++;
        if (paired[k]) bands[b]!.right++;
      });
    }
    console.log(`== ${folder}`);
    console.log(execFileSync(process.execPath, [scorer, dir, outDir], { encoding: 'utf8' }));
    all.push(...counts);
    const minF1 = Math.min(...counts.map((c) => summarize([c]).f1));
    summaries.push(summaryLine(folder, summarize(counts), minF1));
  }
  console.log('folder   docs  truth      P      R     F1   week  pages   date  dates  minF1');
  console.log(summaries.join('\n'));
  console.log(summaryLine('ALL', summarize(all), Math.min(...all.map((c) => summarize([c]).f1))));

  console.log('\nConfidence reliability (right = paired with a true reading by the scorer):');
  console.log('band     count  share right');
  BANDS.forEach((band, i) => {
    const b = bands[i]!;
    console.log(`${band.name.padEnd(8)} ${String(b.n).padStart(5)}  ${b.n ? pct(b.right / b.n) : '    -'}`);
  });

  const mean = timings.reduce((a, b) => a + b, 0) / Math.max(1, timings.length);
  console.log(
    `\nStructurer time per syllabus (parse + normalize, best of 3): mean ${mean.toFixed(2)} ms, max ${Math.max(...timings).toFixed(2)} ms`,
  );
  bigSyllabusTiming();
}

/** The 40 KB target (issue 9): whole structurer, then the time of each pass. */
function bigSyllabusTiming(): void {
  const big = bigSyllabus(join(syllabiDir, 'dev'));
  const { ms } = timeIt(() => normalizeSyllabus(structureSyllabusText(big)), 10);
  // CPU time of this process: what the structurer costs, less disturbed by other load on the machine.
  let cpu = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10; i++) {
    const c0 = process.cpuUsage();
    normalizeSyllabus(structureSyllabusText(big));
    const c = process.cpuUsage(c0);
    cpu = Math.min(cpu, (c.user + c.system) / 1000);
  }
  console.log(
    `${(big.length / 1024).toFixed(1)} KB syllabus (concatenated dev texts): ${ms.toFixed(2)} ms wall, ${cpu.toFixed(1)} ms CPU (best of 10; target 50 ms; ${load()})`,
  );
  console.log(passLine(big, 10));
}

await main();
await closeOcr();
