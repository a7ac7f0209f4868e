/**
 * Syllabus structurer benchmark: runs the local structurer over every labelled syllabus in every
 * folder of corpus/syllabi (or CORPUS_DIR/syllabi), writes predictions to
 * bench-out/syllabus/<folder>/<id>.json, prints the scorer's table per folder, the totals per folder
 * and overall, the confidence reliability table and timings.
 *
 *   npm run bench:syllabus
 *   npm run bench:syllabus -- public        (only the named folders)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StructuredSyllabus, TextLine } from '../src/core/model';
import { normalizeSyllabus, parseSyllabus, structureSyllabusText } from '../src/core/syllabus';
import { flatten, pairedPredictions } from './bench-syllabus/pairs';
import { readPdfLines } from './bench-syllabus/read-pdf-lines';
import { readPdfLinesWithPipeline } from './bench-syllabus/pipeline-lines';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = resolve(process.env.CORPUS_DIR ?? join(repoRoot, 'corpus'));
const syllabiDir = join(corpusDir, 'syllabi');
const outRoot = join(repoRoot, 'bench-out', 'syllabus');
const scorer = join(corpusDir, 'tools', 'score-syllabus.mjs');
/**
 * PDF text: 'pipeline' (default) is the product's extractText stage (workers/pipeline);
 * 'layout' is this benchmark's own pdf.js reader, which keeps wide gaps as runs of spaces.
 */
const pdfReader = process.env.SYLLABUS_PDF_READER === 'layout' ? 'layout' : 'pipeline';

interface Counts {
  [key: string]: number;
}
interface Summary {
  documents: number;
  readings: number;
  precision: number;
  recall: number;
  f1: number;
  week: number | null;
  pages: number | null;
  date: number | null;
  dates: number | null;
}
interface Scorer {
  scoreOne(truth: unknown, pred: unknown): Counts;
  summarize(counts: Counts[]): Summary;
}

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

async function linesOf(file: string): Promise<TextLine[] | string> {
  if (file.endsWith('.txt')) return readFileSync(file, 'utf8');
  const bytes = new Uint8Array(readFileSync(file));
  return pdfReader === 'layout' ? readPdfLines(file, bytes) : readPdfLinesWithPipeline(file, bytes);
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
  if (!existsSync(syllabiDir)) throw new Error(`No syllabi at ${syllabiDir} (set CORPUS_DIR)`);
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const folders = readdirSync(syllabiDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (only.length === 0 || only.includes(d.name)))
    .map((d) => d.name)
    .sort();
  const { scoreOne, summarize } = (await import(pathToFileURL(scorer).href)) as Scorer;
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
    const files = readdirSync(dir)
      .filter((f) => /\.(txt|pdf)$/.test(f) && !f.endsWith('.truth.txt'))
      .sort();
    const counts: Counts[] = [];
    for (const f of files) {
      const id = basename(f).replace(/\.(txt|pdf)$/, '');
      const input = await linesOf(join(dir, f));
      const run = (): StructuredSyllabus =>
        normalizeSyllabus(typeof input === 'string' ? structureSyllabusText(input) : parseSyllabus(input));
      const { value, ms } = timeIt(run, 3);
      timings.push(ms);
      writeFileSync(join(outDir, `${id}.json`), `${JSON.stringify(value, null, 2)}\n`);
      const truthFile = join(dir, `${id}.truth.json`);
      if (!existsSync(truthFile)) continue;
      const truth = JSON.parse(readFileSync(truthFile, 'utf8'));
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
  const devDir = join(syllabiDir, 'dev');
  const texts = readdirSync(devDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readFileSync(join(devDir, f), 'utf8'));
  let big = '';
  for (let i = 0; big.length < 40_000; i++) big += `${texts[i % texts.length]}\n`;
  big = big.slice(0, 40_960);
  const { ms } = timeIt(() => normalizeSyllabus(structureSyllabusText(big)), 10);
  console.log(`${(big.length / 1024).toFixed(1)} KB syllabus (concatenated dev texts): ${ms.toFixed(2)} ms`);
}

await main();
