/**
 * Runs the structurer on the 40 KB syllabus of bench:syllabus many times, for a CPU profile:
 *
 *   npx esbuild scripts/profile-syllabus.ts --bundle --platform=node --format=esm --outfile=/tmp/p.mjs
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof /tmp/p.mjs 60
 *
 * (bundled, the profile names functions and lines; under tsx every frame reports line 1). Open the
 * .cpuprofile in Chromium DevTools. Prints the best CPU time of one run.
 */
import { join } from 'node:path';
import { normalizeSyllabus, structureSyllabusText } from '../src/core/syllabus';
import { bigSyllabus } from './bench-syllabus/big';

const big = bigSyllabus(join('corpus', 'syllabi', 'dev'));
const runs = Number(process.argv[2] ?? 50);
for (let i = 0; i < 5; i++) normalizeSyllabus(structureSyllabusText(big));
let best = Number.POSITIVE_INFINITY;
for (let i = 0; i < runs; i++) {
  const c0 = process.cpuUsage();
  normalizeSyllabus(structureSyllabusText(big));
  const c = process.cpuUsage(c0);
  best = Math.min(best, (c.user + c.system) / 1000);
}
console.log(`40 KB syllabus: best ${best.toFixed(1)} ms CPU of ${runs} runs`);
