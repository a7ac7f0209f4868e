/**
 * Per-pass CPU time of the structurer on one input: where the 40 KB figure goes (prepare lines;
 * sessions = layouts, extraction and the classifier line by line; calendar; weeks; semester facts;
 * normalize). Best of `repeat` runs per pass, after a warm-up.
 */
import { normalizeSyllabus, type SyllabusPass, structureSyllabusText } from '../../src/core/syllabus';

const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

export function passTimes(text: string, repeat: number): Map<SyllabusPass | 'normalize', number> {
  const best = new Map<SyllabusPass | 'normalize', number>();
  const keep = (pass: SyllabusPass | 'normalize', ms: number) =>
    best.set(pass, Math.min(best.get(pass) ?? Number.POSITIVE_INFINITY, ms));
  normalizeSyllabus(structureSyllabusText(text));
  for (let i = 0; i < repeat; i++) {
    let t = cpuMs();
    const onPass = (pass: SyllabusPass) => {
      const now = cpuMs();
      keep(pass, now - t);
      t = now;
    };
    const parsed = structureSyllabusText(text, { onPass });
    normalizeSyllabus(parsed);
    keep('normalize', cpuMs() - t);
  }
  return best;
}

export function passLine(text: string, repeat: number): string {
  const parts = [...passTimes(text, repeat)].map(([pass, ms]) => `${pass} ${ms.toFixed(1)}`);
  return `  per pass (CPU ms, best of ${repeat} each): ${parts.join(', ')}`;
}
