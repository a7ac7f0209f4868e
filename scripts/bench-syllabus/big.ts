import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The 40 KB syllabus of issue 9's speed target: the dev folder's texts, concatenated and cut at 40 KB. */
export function bigSyllabus(devDir: string, size = 40_960): string {
  const texts = readdirSync(devDir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readFileSync(join(devDir, f), 'utf8'));
  let big = '';
  for (let i = 0; big.length < size; i++) big += `${texts[i % texts.length]}\n`;
  return big.slice(0, size);
}
