/**
 * One line of JSON per predicted reading of the named corpus folders, structured by the checkout at
 * ROOT (any commit since the bench helpers existed): folder, document, confidence, whether the
 * scorer's pairing counts it right, title, pages. Used by run.sh to band a first-sight commit's
 * readings, with and without confidence-signals.ts.
 *
 *   npx tsx scripts/first-sight-confidence/dump.mts ROOT OUT.jsonl folder...
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [root, outFile, ...only] = process.argv.slice(2);
if (!root || !outFile) throw new Error('usage: dump.mts ROOT OUT.jsonl folder...');
const S = await import(`${root}/src/core/syllabus/index.ts`);
const C = await import(`${root}/scripts/bench-syllabus/corpus.ts`);
const P = await import(`${root}/scripts/bench-syllabus/pairs.ts`);
const rows: string[] = [];
for (const folder of C.corpusFolders(only)) {
  for (const doc of C.corpusDocs(folder)) {
    if (!doc.truthFile) continue;
    const input = await C.linesOf(doc.file);
    const value = S.normalizeSyllabus(
      typeof input === 'string' ? S.structureSyllabusText(input) : S.parseSyllabus(input),
    );
    const pred = P.flatten(value);
    const paired: boolean[] = P.pairedPredictions(
      P.flatten(JSON.parse(readFileSync(doc.truthFile, 'utf8'))),
      pred,
    );
    pred.forEach((r: { title: string; pages: string | null; confidence?: number }, k: number) => {
      rows.push(
        JSON.stringify({
          folder,
          id: doc.id,
          conf: r.confidence,
          right: paired[k],
          title: r.title,
          pages: r.pages,
        }),
      );
    });
  }
}
writeFileSync(outFile, `${rows.join('\n')}\n`);
const ocr = await import(`${root}/scripts/bench-syllabus/ocr-lines.ts`);
await ocr.closeOcr?.();
