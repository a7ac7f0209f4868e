/**
 * Syllabus structurer benchmark: runs the local structurer over every syllabus in
 * corpus/syllabi/dev (or CORPUS_DIR/syllabi/dev), writes predictions to
 * bench-out/syllabus/<id>.json, prints the scorer's table and timings.
 *
 *   npm run bench:syllabus
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TextLine } from '../src/core/model';
import { normalizeSyllabus, parseSyllabus, structureSyllabusText } from '../src/core/syllabus';
import { readPdfLines } from './bench-syllabus/read-pdf-lines';
import { readPdfLinesWithPipeline } from './bench-syllabus/pipeline-lines';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpusDir = resolve(process.env.CORPUS_DIR ?? join(repoRoot, 'corpus'));
const devDir = join(corpusDir, 'syllabi', 'dev');
const outDir = join(repoRoot, 'bench-out', 'syllabus');
const scorer = join(corpusDir, 'tools', 'score-syllabus.mjs');
/**
 * PDF text: 'pipeline' (default) is the product's extractText stage (workers/pipeline);
 * 'layout' is this benchmark's own pdf.js reader, which keeps wide gaps as runs of spaces.
 */
const pdfReader = process.env.SYLLABUS_PDF_READER === 'layout' ? 'layout' : 'pipeline';

/** Best of `repeat` runs after a warm-up: the least disturbed by other load on the machine. */
function timeIt<T>(fn: () => T, repeat: number): { value: T; ms: number; meanMs: number } {
  let value = fn();
  let best = Number.POSITIVE_INFINITY;
  let total = 0;
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    value = fn();
    const ms = performance.now() - t0;
    best = Math.min(best, ms);
    total += ms;
  }
  return { value, ms: best, meanMs: total / repeat };
}

async function linesOf(file: string): Promise<TextLine[] | string> {
  if (file.endsWith('.txt')) return readFileSync(file, 'utf8');
  const bytes = new Uint8Array(readFileSync(file));
  return pdfReader === 'layout' ? readPdfLines(file, bytes) : readPdfLinesWithPipeline(file, bytes);
}

async function main(): Promise<void> {
  if (!existsSync(devDir)) throw new Error(`No dev syllabi at ${devDir} (set CORPUS_DIR)`);
  mkdirSync(outDir, { recursive: true });
  const files = readdirSync(devDir)
    .filter((f) => /\.(txt|pdf)$/.test(f))
    .sort();
  const timings: string[] = [];
  let totalMs = 0;
  for (const f of files) {
    const id = basename(f).replace(/\.(txt|pdf)$/, '');
    const input = await linesOf(join(devDir, f));
    const run = () =>
      normalizeSyllabus(typeof input === 'string' ? structureSyllabusText(input) : parseSyllabus(input));
    const { value, ms } = timeIt(run, 5);
    totalMs += ms;
    timings.push(`${id.padEnd(8)} ${ms.toFixed(2).padStart(7)} ms`);
    writeFileSync(join(outDir, `${id}.json`), `${JSON.stringify(value, null, 2)}\n`);
  }
  console.log(
    `PDF text from: ${pdfReader === 'layout' ? 'bench pdf.js reader (column gaps kept)' : 'workers/pipeline extractText'}\n`,
  );
  console.log(execFileSync(process.execPath, [scorer, devDir, outDir], { encoding: 'utf8' }));
  console.log('Structurer time per syllabus (parse + normalize, best of 5 runs):');
  console.log(timings.join('\n'));
  console.log(`mean     ${(totalMs / files.length).toFixed(2).padStart(7)} ms`);

  let big = '';
  const texts = files.filter((f) => f.endsWith('.txt')).map((f) => readFileSync(join(devDir, f), 'utf8'));
  for (let i = 0; big.length < 40_000; i++) big += `${texts[i % texts.length]}\n`;
  const { ms } = timeIt(() => normalizeSyllabus(structureSyllabusText(big)), 10);
  console.log(
    `\n${(big.length / 1024).toFixed(1)} KB syllabus (concatenated dev texts): ${ms.toFixed(2)} ms`,
  );
}

await main();
