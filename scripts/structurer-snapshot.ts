/**
 * Byte-identity check for work on the structurer's internals: writes the structurer's JSON output
 * (and its trace: every line's region, every span's verdict, score and features) for every document
 * of every corpus folder and for the 40 KB syllabus of bench:syllabus, to one folder.
 *
 *   npm run snapshot:structurer -- bench-out/snap-before
 *   ... change the code ...
 *   npm run snapshot:structurer -- bench-out/snap-after --against bench-out/snap-before
 *
 * `--against DIR` lists every file that differs from DIR (or is missing) and exits 1 if any does.
 * PDF and photo lines (pdf.js, OCR) are read once and kept in bench-out/structurer-lines, so later
 * snapshots feed the structurer exactly the same lines; `--fresh` reads them again. Each cached file is
 * keyed on the document's bytes and on the text stage's code (workers/pipeline), so a change there, or
 * another checkout's cache, never feeds a snapshot stale lines.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { TextLine } from '../src/core/model';
import { newTrace, normalizeSyllabus, parseSyllabus, textToLines } from '../src/core/syllabus';
import { bigSyllabus } from './bench-syllabus/big';
import {
  type CorpusDoc,
  corpusDocs,
  corpusFolders,
  linesOf,
  outRoot,
  syllabiDir,
} from './bench-syllabus/corpus';
import { closeOcr } from './bench-syllabus/ocr-lines';

const linesCache = join(dirname(outRoot), 'structurer-lines');
const pipelineDir = join(import.meta.dirname, '..', 'workers', 'pipeline');

/** Hash of the text stage's source (every non-test .ts file under workers/pipeline, in name order). */
function pipelineHash(): string {
  const hash = createHash('sha256');
  for (const f of filesUnder(pipelineDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))
    hash.update(f).update(readFileSync(join(pipelineDir, f)));
  return hash.digest('hex');
}

function cacheKey(file: string, pipeline: string): string {
  return createHash('sha256').update(pipeline).update(readFileSync(file)).digest('hex').slice(0, 16);
}

async function inputLines(doc: CorpusDoc, fresh: boolean, pipeline: string): Promise<TextLine[]> {
  const cached = join(linesCache, doc.folder, `${doc.id}-${cacheKey(doc.file, pipeline)}.json`);
  if (!doc.file.endsWith('.txt') && !fresh && existsSync(cached))
    return JSON.parse(readFileSync(cached, 'utf8')) as TextLine[];
  const input = await linesOf(doc.file);
  if (typeof input === 'string') return textToLines(input);
  mkdirSync(dirname(cached), { recursive: true });
  writeFileSync(cached, JSON.stringify(input));
  return input;
}

function snapshot(lines: TextLine[], file: string): void {
  const trace = newTrace();
  const out = normalizeSyllabus(parseSyllabus(lines, { trace }));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.json`, `${JSON.stringify(out, null, 2)}\n`);
  writeFileSync(`${file}.trace.json`, `${JSON.stringify(trace, null, 1)}\n`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

function differences(outDir: string, baseDir: string): string[] {
  const ours = filesUnder(outDir);
  const theirs = filesUnder(baseDir);
  const diff = theirs.filter((f) => !ours.includes(f)).map((f) => `missing ${f}`);
  for (const f of ours) {
    const base = join(baseDir, f);
    if (!existsSync(base)) diff.push(`new ${f}`);
    else if (!readFileSync(base).equals(readFileSync(join(outDir, f)))) diff.push(`differs ${f}`);
  }
  return diff;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--against');
  const against = at >= 0 ? args[at + 1] : undefined;
  const outDir = args.find((a, i) => !a.startsWith('-') && (at < 0 || i !== at + 1));
  if (!outDir) throw new Error('usage: structurer-snapshot OUT_DIR [--against BASE_DIR] [--fresh]');
  const pipeline = pipelineHash();
  let n = 0;
  for (const folder of corpusFolders([]))
    for (const doc of corpusDocs(folder)) {
      snapshot(await inputLines(doc, args.includes('--fresh'), pipeline), join(outDir, folder, doc.id));
      n++;
    }
  snapshot(textToLines(bigSyllabus(join(syllabiDir, 'dev'))), join(outDir, 'big-40kb'));
  console.log(`${n} corpus documents and the 40 KB syllabus written to ${outDir}`);
  if (!against) return;
  const diff = differences(outDir, against);
  console.log(
    diff.length ? diff.join('\n') : `byte-identical to ${against} (${filesUnder(outDir).length} files)`,
  );
  if (diff.length) process.exitCode = 1;
}

await main();
await closeOcr();
