/**
 * The 40 KB syllabus parsed 100 times in one process (after 5 warm-up parses): the least and the median
 * CPU milliseconds per parse, and the CPU per pass. Steadier than `bench:syllabus -- --time`'s best of 10
 * on a shared machine; alternate runs of two checkouts to compare them.
 *
 *   npx tsx scripts/bench-syllabus/many-parses.ts
 */
import { join } from 'node:path';
import { normalizeSyllabus, structureSyllabusText } from '../../src/core/syllabus';
import { bigSyllabus } from './big';
import { passTimes } from './passes';

const PARSES = 100;
const big = bigSyllabus(join(process.cwd(), 'corpus/syllabi/dev'));
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
for (let i = 0; i < 5; i++) normalizeSyllabus(structureSyllabusText(big));
const times: number[] = [];
for (let i = 0; i < PARSES; i++) {
  const start = cpuMs();
  normalizeSyllabus(structureSyllabusText(big));
  times.push(cpuMs() - start);
}
times.sort((a, b) => a - b);
const passes = [...passTimes(big, 30)].map(([pass, ms]) => `${pass} ${ms.toFixed(1)}`).join(', ');
console.log(
  `least ${times[0]!.toFixed(1)} median ${times[PARSES / 2]!.toFixed(1)} ms CPU per parse over ${PARSES}; ${passes}`,
);
