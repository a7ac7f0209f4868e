/**
 * Layout robustness bench: every corpus text document with a truth is written again in the layouts a
 * student's paste or export gives the same syllabus (`bench-layout/styles.ts`: a pipe table as TAB
 * cells, one cell a line or spaced columns; lines hard-wrapped at 70 characters; markdown stripped;
 * headings in capitals; no blank lines; numbered lists as `1)` or `a.`; quotes and dashes plain or
 * typographic), each variant is structured, and readings (F1, precision, recall), weeks, dates and
 * semester dates & meeting days are scored per style against the unchanged truth (a style changes the
 * lines, not the readings' words, order or dates). Deterministic; not part of `npm test`.
 *
 *   npm run bench:layout                          every folder, every style
 *   npm run bench:layout -- fresh4 fresh15        only these folders
 *   npm run bench:layout -- --style "no blank lines"   only this style (repeatable)
 *   npm run bench:layout -- --all-worse           list every document a style made worse (else 6 a style)
 *   npm run bench:layout -- --write DIR           also write each variant to DIR/<style>/<folder>/<id>.txt
 */
import { readFileSync } from 'node:fs';
import { normalizeSyllabus, structureSyllabusText } from '../src/core/syllabus';
import { type DocResult, worse } from './bench-calendar/score';
import { parseStyleBenchArgs, writeVariant } from './bench-calendar/args';
import { loadScorer } from './bench-syllabus/scorer';
import { styleRow, tableHeader } from './bench-layout/score';
import { sourceKind } from './bench-layout/source-files';
import { STYLES } from './bench-layout/styles';
import { corpusDocs, corpusFolders } from './bench-syllabus/corpus';

const structure = (text: string) => normalizeSyllabus(structureSyllabusText(text));

async function main(): Promise<void> {
  const args = parseStyleBenchArgs(process.argv.slice(2));
  const scorer = await loadScorer();
  const styles = STYLES.filter((s) => args.styles.length === 0 || args.styles.includes(s.name));
  const results = new Map(styles.map((s) => [s.name, [] as DocResult[]]));
  let documents = 0;
  const sources: string[] = [];
  const started = process.cpuUsage();
  for (const folder of corpusFolders(args.folders))
    for (const doc of corpusDocs(folder)) {
      if (!doc.file.endsWith('.txt') || !doc.truthFile) continue;
      const text = readFileSync(doc.file, 'utf8').replace(/\r\n?/g, '\n');
      const kind = sourceKind(text);
      if (kind) {
        sources.push(`${folder}/${doc.id} ${kind}`);
        continue;
      }
      documents++;
      const truth = JSON.parse(readFileSync(doc.truthFile, 'utf8'));
      const before = scorer.scoreOne(truth, structure(text));
      for (const style of styles) {
        const variant = style.rewrite(text);
        if (variant === text) continue;
        if (args.writeDir) writeVariant(args.writeDir, style.name, folder, doc.id, variant);
        results
          .get(style.name)!
          .push({ doc: `${folder}/${doc.id}`, before, after: scorer.scoreOne(truth, structure(variant)) });
      }
    }
  const cpu = process.cpuUsage(started);
  console.log(
    `${documents} text documents with a truth (and ${sources.length} source files left out: ${sources.join(', ')});`,
  );
  console.log('per style the documents it changed,');
  console.log('scored as written (was) and in the style (now):\n');
  console.log(tableHeader());
  for (const style of styles) console.log(styleRow(style.name, results.get(style.name)!, scorer.summarize));
  console.log('\nDocuments a style made worse (F1, date, week or semester):');
  for (const style of styles) {
    const list = worse(results.get(style.name)!, scorer.summarize);
    if (list.length === 0) continue;
    const shown = args.allWorse ? list : list.slice(0, 6);
    const more = list.length - shown.length;
    console.log(`  ${style.name} (${list.length}): ${shown.join('; ')}${more > 0 ? `; … ${more} more` : ''}`);
  }
  console.log(`\nCPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
}

await main();
