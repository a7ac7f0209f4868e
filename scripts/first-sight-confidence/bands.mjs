/** Bands (count, % right) of the dumps run.sh wrote: node bands.mjs WORKDIR folder... */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [work, ...folders] = process.argv.slice(2);
const BANDS = [
  ['>= 80', (c) => c >= 80],
  ['60-79', (c) => c >= 60 && c < 80],
  ['< 60', (c) => c < 60],
];
const cell = ({ n, right }) =>
  `${String(n).padStart(5)} ${n ? ((100 * right) / n).toFixed(1).padStart(5) : '    -'}`;
function bands(file) {
  const out = BANDS.map(() => ({ n: 0, right: 0 }));
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(line);
    const b = BANDS.findIndex(([, test]) => test(r.conf ?? 0));
    out[b].n++;
    if (r.right) out[b].right++;
  }
  return out;
}
console.log(
  `${'folder'.padEnd(9)} first sight: >= 80        60-79         < 60  | with signals: >= 80        60-79         < 60`,
);
const total = {
  first: BANDS.map(() => ({ n: 0, right: 0 })),
  signals: BANDS.map(() => ({ n: 0, right: 0 })),
};
for (const folder of folders) {
  const row = {};
  for (const kind of ['first', 'signals']) {
    row[kind] = bands(join(work, `${folder}-${kind}.jsonl`));
    row[kind].forEach((b, i) => {
      total[kind][i].n += b.n;
      total[kind][i].right += b.right;
    });
  }
  console.log(`${folder.padEnd(9)} ${row.first.map(cell).join('  ')}  | ${row.signals.map(cell).join('  ')}`);
}
console.log(
  `${'ALL'.padEnd(9)} ${total.first.map(cell).join('  ')}  | ${total.signals.map(cell).join('  ')}`,
);
