/**
 * The 40 KB syllabus parsed by two checkouts in ONE process, their parses interleaved (this tree, the
 * other, the other, this tree, …): both see the same load, which alternated runs of `many-parses.ts`
 * on a shared machine do not. Checks the two outputs are equal, then prints the least, a quarter,
 * the median and the mean CPU milliseconds per parse of each.
 *
 *   npx tsx scripts/bench-syllabus/interleaved-parses.ts /path/to/other/checkout [parses=200]
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bigSyllabus } from './big';

type Structurer = typeof import('../../src/core/syllabus');

const [other, count = '200'] = process.argv.slice(2);
if (!other) throw new Error('usage: interleaved-parses.ts OTHER_CHECKOUT [parses]');
const load = (tree: string): Promise<Structurer> =>
  import(pathToFileURL(join(resolve(tree), 'src/core/syllabus/index.ts')).href);
const here = await load(process.cwd());
const there = await load(other);
const big = bigSyllabus(join(process.cwd(), 'corpus/syllabi/dev'));

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const parse = (s: Structurer): number => {
  const start = cpuMs();
  s.normalizeSyllabus(s.structureSyllabusText(big));
  return cpuMs() - start;
};
const summary = (times: number[]): string => {
  const t = [...times].sort((a, b) => a - b);
  const at = (q: number) => t[Math.floor(q * (t.length - 1))]!.toFixed(1);
  const mean = t.reduce((sum, x) => sum + x, 0) / t.length;
  return `least ${at(0)} quarter ${at(0.25)} median ${at(0.5)} mean ${mean.toFixed(1)}`;
};

if (JSON.stringify(here.structureSyllabusText(big)) !== JSON.stringify(there.structureSyllabusText(big)))
  console.log('the two checkouts structure the 40 KB syllabus differently');
for (let i = 0; i < 10; i++) [here, there].forEach(parse);
const mine: number[] = [];
const theirs: number[] = [];
for (let i = 0; i < Number(count); i++) {
  // Each goes first every other round: neither always runs right after the other's garbage.
  if (i % 2) {
    theirs.push(parse(there));
    mine.push(parse(here));
  } else {
    mine.push(parse(here));
    theirs.push(parse(there));
  }
}
console.log(`load ${loadavg()[0]!.toFixed(1)}; CPU ms per parse over ${count} each`);
console.log(`  this tree: ${summary(mine)}`);
console.log(`  ${other}: ${summary(theirs)}`);
