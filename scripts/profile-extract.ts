/**
 * Times the PDF text stage (openPdf + extractText, as runPipeline runs it) on the dev PDFs and the
 * 10-page text PDF in CPU time, for a CPU profile or a before/after comparison on a loaded machine:
 *
 *   npx esbuild scripts/profile-extract.ts --bundle --platform=node --format=esm \
 *     --packages=external --outfile=bench-out/profile-extract.mjs
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof bench-out/profile-extract.mjs 30
 *
 * (run from the repo's root; bundled, the profile names functions and lines, and the bundle sits in
 * the repo so pdfjs-dist is found). Prints per document the best and median CPU ms of the runs. `--dump DIR` instead writes
 * extractText's lines of every corpus PDF and of the text PDF to DIR as JSON, to compare two commits
 * byte for byte (`diff -r`).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNodeEnv } from '../workers/pipeline/env/node';
import { extractText, openPdf } from '../workers/pipeline/stages/extractText';
import type { StageContext } from '../workers/pipeline/types';

// node_modules of the repo the script runs in (a bundle does not sit where env/node.ts does).
const ctx: StageContext = { env: createNodeEnv({ nodeModules: pathToFileURL('node_modules/') }) };

async function linesOf(file: string) {
  const handle = await openPdf(new Uint8Array(readFileSync(file)), ctx);
  try {
    return (await extractText(handle, basename(file), ctx)).lines;
  } finally {
    await handle.destroy();
  }
}

const corpusPdfs = () =>
  readdirSync('corpus/syllabi', { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.pdf'))
    .map((e) => join(e.parentPath, e.name))
    .sort();

async function dump(dir: string): Promise<void> {
  for (const file of [...corpusPdfs(), 'tests/fixtures/syllabus/text-10pages.pdf']) {
    const out = join(dir, `${basename(join(file, '..'))}-${basename(file)}.json`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(out, `${JSON.stringify(await linesOf(file), null, 1)}\n`);
  }
  console.log(`lines written to ${dir}`);
}

async function time(runs: number): Promise<void> {
  const files = [
    'tests/fixtures/syllabus/text-10pages.pdf',
    'corpus/syllabi/dev/p01.pdf',
    'corpus/syllabi/dev/p02.pdf',
    'corpus/syllabi/dev/p03.pdf',
  ];
  const cpu: number[][] = files.map(() => []);
  for (const f of files) await linesOf(f);
  // Documents interleaved, so a burst of load on the machine touches all of them alike.
  for (let r = 0; r < runs; r++)
    for (const [i, f] of files.entries()) {
      const c0 = process.cpuUsage();
      await linesOf(f);
      const c = process.cpuUsage(c0);
      cpu[i]!.push((c.user + c.system) / 1000);
    }
  for (const [i, f] of files.entries()) {
    const s = [...cpu[i]!].sort((a, b) => a - b);
    const med = s[Math.floor(s.length / 2)] ?? 0;
    console.log(`${basename(f).padEnd(18)} best ${s[0]?.toFixed(1)}  median ${med.toFixed(1)} ms CPU`);
  }
}

const at = process.argv.indexOf('--dump');
if (at >= 0) await dump(process.argv[at + 1] ?? 'bench-out/extract-lines');
else await time(Number(process.argv[2] ?? 20));
