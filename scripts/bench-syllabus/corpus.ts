/** The labelled corpus as the benches read it: every folder of corpus/syllabi, its documents and truths. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TextLine } from '../../src/core/model';
import { readPdfLines } from './read-pdf-lines';
import { readImageLinesWithOcr } from './ocr-lines';
import { readPdfLinesWithPipeline } from './pipeline-lines';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const corpusDir = resolve(process.env.CORPUS_DIR ?? join(repoRoot, 'corpus'));
export const syllabiDir = join(corpusDir, 'syllabi');
export const outRoot = join(repoRoot, 'bench-out', 'syllabus');
export const scorerPath = join(corpusDir, 'tools', 'score-syllabus.mjs');
/**
 * PDF text: 'pipeline' (default) is the product's extractText stage (workers/pipeline);
 * 'layout' is this benchmark's own pdf.js reader, which keeps wide gaps as runs of spaces.
 */
export const pdfReader = process.env.SYLLABUS_PDF_READER === 'layout' ? 'layout' : 'pipeline';

export interface CorpusDoc {
  folder: string;
  id: string;
  file: string;
  truthFile: string | null;
}

export function corpusFolders(only: string[] = []): string[] {
  if (!existsSync(syllabiDir)) throw new Error(`No syllabi at ${syllabiDir} (set CORPUS_DIR)`);
  return readdirSync(syllabiDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (only.length === 0 || only.includes(d.name)))
    .map((d) => d.name)
    .sort();
}

export function corpusDocs(folder: string): CorpusDoc[] {
  const dir = join(syllabiDir, folder);
  return readdirSync(dir)
    .filter((f) => /\.(txt|pdf|png|jpe?g)$/.test(f) && !f.endsWith('.truth.txt'))
    .sort()
    .map((f) => {
      const id = basename(f).replace(/\.(txt|pdf|png|jpe?g)$/, '');
      const truthFile = join(dir, `${id}.truth.json`);
      return { folder, id, file: join(dir, f), truthFile: existsSync(truthFile) ? truthFile : null };
    });
}

export async function linesOf(file: string): Promise<TextLine[] | string> {
  if (file.endsWith('.txt')) return readFileSync(file, 'utf8');
  const bytes = new Uint8Array(readFileSync(file));
  if (/\.(png|jpe?g)$/.test(file)) return readImageLinesWithOcr(file, bytes);
  return pdfReader === 'layout' ? readPdfLines(file, bytes) : readPdfLinesWithPipeline(file, bytes);
}
