/**
 * Calendar robustness bench: every corpus text document whose truth has dates is written again in
 * other common date styles (`bench-calendar/styles.ts`: `9/8`, `Sept. 8`, `September 8th`,
 * `8 September`, `2025-09-08`, weekdays in full, abbreviated or as letters, years left out), each
 * variant is structured, and dates, weeks, semester dates and meeting days are scored per style against
 * the unchanged truth (a style changes how a date is written, not which day it is). Deterministic; not
 * part of `npm test`.
 *
 *   npm run bench:calendar                      every folder, every style
 *   npm run bench:calendar -- fresh4 fresh15    only these folders
 *   npm run bench:calendar -- --style "M 9/8"   only this style (repeatable)
 *   npm run bench:calendar -- --all-worse       list every document a style made worse (else 6 a style)
 *   npm run bench:calendar -- --write DIR       also write each variant to DIR/<style>/<folder>/<id>.txt
 */
import { readFileSync } from 'node:fs';
import { normalizeSyllabus, structureSyllabusText } from '../src/core/syllabus';
import { rewriteText } from './bench-calendar/rewrite';
import { type DocResult, styleRow, tableHeader, worse } from './bench-calendar/score';
import { parseStyleBenchArgs, writeVariant } from './bench-calendar/args';
import { loadScorer } from './bench-syllabus/scorer';
import { STYLES } from './bench-calendar/styles';
import { termOf } from './bench-calendar/term';
import { corpusDocs, corpusFolders } from './bench-syllabus/corpus';

const structure = (text: string) => normalizeSyllabus(structureSyllabusText(text));

async function main(): Promise<void> {
  const args = parseStyleBenchArgs(process.argv.slice(2));
  const { scoreOne, summarize } = await loadScorer();
  const styles = STYLES.filter((s) => args.styles.length === 0 || args.styles.includes(s.name));
  const results = new Map(styles.map((s) => [s.name, [] as DocResult[]]));
  let documents = 0;
  for (const folder of corpusFolders(args.folders))
    for (const doc of corpusDocs(folder)) {
      if (!doc.file.endsWith('.txt') || !doc.truthFile) continue;
      const truth = JSON.parse(readFileSync(doc.truthFile, 'utf8'));
      const term = termOf(truth);
      if (!term) continue;
      documents++;
      const text = readFileSync(doc.file, 'utf8');
      const before = scoreOne(truth, structure(text));
      for (const style of styles) {
        const variant = rewriteText(text, term, style);
        if (variant === text) continue;
        if (args.writeDir) writeVariant(args.writeDir, style.name, folder, doc.id, variant);
        results
          .get(style.name)!
          .push({ doc: `${folder}/${doc.id}`, before, after: scoreOne(truth, structure(variant)) });
      }
    }
  console.log(`${documents} text documents whose truth has dates; per style the documents it changed,`);
  console.log('scored as written (was) and in the style (now):\n');
  console.log(tableHeader());
  for (const style of styles) console.log(styleRow(style.name, results.get(style.name)!, summarize));
  console.log('\nDocuments a style made worse (F1, date, week or semester):');
  for (const style of styles) {
    const list = worse(results.get(style.name)!, summarize);
    if (list.length === 0) continue;
    const shown = args.allWorse ? list : list.slice(0, 6);
    const more = list.length - shown.length;
    console.log(`  ${style.name} (${list.length}): ${shown.join('; ')}${more > 0 ? `; … ${more} more` : ''}`);
  }
}

await main();
