/**
 * npm run bench:pipeline — per-stage times of the syllabus pipeline in Node:
 * a 10-page text PDF, the dev-set PDFs, a scanned (image-only) PDF page and a photo (PNG) of a page.
 * OCR cases run after the tesseract worker is warm. Targets (issue 3): text PDF under 100 ms a page
 * end to end; OCR of a letter page at 150 dpi under 3 s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeEnv } from '../workers/pipeline/env/node';
import { runPipeline } from '../workers/pipeline/run';
import { disposeOcr, getOcrEngine } from '../workers/pipeline/stages/ocr';
import { STAGE_NAMES, type StageName } from '../workers/pipeline/types';

const FIXTURES = new URL('../tests/fixtures/syllabus/', import.meta.url).pathname;
const DEV = fileURLToPath(new URL('../corpus/syllabi/dev/', import.meta.url));

interface Case {
  label: string;
  file: string;
  type: string;
  runs: number;
  /** Target in ms per page, end to end. */
  targetPerPage: number;
}

const cases: Case[] = [
  {
    label: 'text PDF, 10 pages',
    file: `${FIXTURES}text-10pages.pdf`,
    type: 'application/pdf',
    runs: 7,
    targetPerPage: 100,
  },
  ...['p01', 'p02', 'p03']
    .map((p) => `${DEV}${p}.pdf`)
    .filter((f) => existsSync(f))
    .map((file) => ({
      label: `dev ${basename(file)}`,
      file,
      type: 'application/pdf',
      runs: 5,
      targetPerPage: 100,
    })),
  {
    label: 'scanned PDF, 1 page',
    file: `${FIXTURES}scanned.pdf`,
    type: 'application/pdf',
    runs: 3,
    targetPerPage: 3000,
  },
  {
    label: 'photo PNG, 1 page',
    file: `${FIXTURES}syllabus-photo.png`,
    type: 'image/png',
    runs: 3,
    targetPerPage: 3000,
  },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const fmt = (n: number | undefined) =>
  n === undefined ? '-' : n < 10 ? n.toFixed(1) : Math.round(n).toString();

const env = createNodeEnv();
const t0 = performance.now();
await getOcrEngine(env).warm();
const warmMs = performance.now() - t0;

const header = ['case', 'pages', ...STAGE_NAMES, 'total', 'ms/page', 'target', 'ok'];
const rows: string[][] = [];
let allOk = true;
for (const c of cases) {
  const bytes = new Uint8Array(readFileSync(c.file));
  const perStage = new Map<StageName, number[]>();
  const totals: number[] = [];
  let pages = 1;
  // One unmeasured run first: module import and JIT warm-up.
  await runPipeline({ bytes, name: basename(c.file), type: c.type }, { env });
  for (let i = 0; i < c.runs; i++) {
    const start = performance.now();
    const out = await runPipeline({ bytes, name: basename(c.file), type: c.type }, { env });
    totals.push(performance.now() - start);
    pages = out.extraction?.totalPages ?? 1;
    for (const s of out.stages) perStage.set(s.name, [...(perStage.get(s.name) ?? []), s.ms]);
  }
  const total = median(totals);
  const perPage = total / pages;
  const ok = perPage < c.targetPerPage;
  allOk &&= ok;
  rows.push([
    c.label,
    String(pages),
    ...STAGE_NAMES.map((s) => fmt(perStage.has(s) ? median(perStage.get(s) ?? []) : undefined)),
    fmt(total),
    fmt(perPage),
    `< ${c.targetPerPage}`,
    ok ? 'yes' : 'NO',
  ]);
}
await disposeOcr(env);

const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
console.log(
  `Syllabus pipeline, Node ${process.version}, medians in ms (tesseract worker warm-up: ${fmt(warmMs)} ms)`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
if (!allOk) process.exitCode = 1;
