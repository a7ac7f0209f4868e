import { readFileSync } from 'node:fs';
import { type Change, compareOutputs } from './compare';

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('usage: npm run -s bench:compare -- BEFORE.txt AFTER.txt (two saved bench:syllabus outputs)');
  process.exit(2);
}
const show = (c: Change) => `  ${c.doc} ${c.measure} ${c.before ?? '-'} -> ${c.after ?? '-'}`;
const { worse, better, onlyInOne } = compareOutputs(
  readFileSync(beforeFile, 'utf8'),
  readFileSync(afterFile, 'utf8'),
);
if (onlyInOne.length) console.log(`in one output only: ${onlyInOne.join(', ')}`);
console.log(`worse: ${worse.length}`);
for (const c of worse) console.log(show(c));
console.log(`better: ${better.length}`);
for (const c of better) console.log(show(c));
process.exitCode = worse.length ? 1 : 0;
