/**
 * `npm run parse-syllabus -- FILE --explain`: every line with the layout it was read as (pass a),
 * and under it each candidate reading span with the classifier's decision, score, confidence and
 * the features that decided it (pass c), so one sees why a line was taken or dropped.
 */
import type { Trace } from '../../src/core/syllabus';
import { WEIGHTS } from '../../src/core/syllabus/classify';

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function explainTrace(trace: Trace): string {
  const spans = new Map<string, Trace['spans']>();
  for (const s of trace.spans) {
    const key = `${s.page}:${s.line}`;
    spans.set(key, [...(spans.get(key) ?? []), s]);
  }
  const out: string[] = [];
  const seen = new Set<string>();
  for (const l of trace.lines) {
    const key = `${l.page}:${l.line}`;
    out.push(`p${l.page} L${String(l.line).padEnd(4)} ${`[${l.region}]`.padEnd(22)} ${clip(l.text, 100)}`);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const s of spans.get(key) ?? []) {
      const why = s.features.map((f) => `${f}${WEIGHTS[f] >= 0 ? '+' : ''}${WEIGHTS[f]}`).join(' ');
      out.push(
        `${' '.repeat(13)}${s.take ? 'TAKEN  ' : s.removedBy ? 'removed' : 'dropped'} score ${s.score.toFixed(1).padStart(5)}  conf ${String(s.confidence).padStart(3)}  (${s.context}) ${why || '-'}${s.removedBy ? ` [removed: ${s.removedBy}]` : ''}  «${clip(s.text, 70)}»`,
      );
    }
  }
  const lowered = trace.signals ?? [];
  if (lowered.length)
    out.push(
      '',
      'Confidence set by document-level signals (confidence-signals.ts; quotedTitleFloor raises):',
    );
  for (const g of lowered)
    out.push(
      `p${g.page} L${String(g.line).padEnd(4)} conf ${String(g.before).padStart(3)} -> ${String(g.after).padStart(3)}  ${g.signals.join(' ')}  «${clip(g.title, 70)}»`,
    );
  const taken = trace.spans.filter((s) => s.take).length;
  out.push(
    '',
    `${trace.lines.length} lines, ${trace.spans.length} candidate spans, ${taken} taken as readings`,
  );
  return out.join('\n');
}
