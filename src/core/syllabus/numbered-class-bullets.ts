/**
 * An outline whose top-level items are the numbered classes: `* Day 1: What is AI?`, then the day's plan
 * as nested items (`    * Reading`, `    * Topic 1: ...`), `* Day 2: ...`. Each top-level item is the
 * class's heading, so its bullet is dropped and the class-heading layout opens a session for it (a bullet
 * is otherwise an item inside a session). Only when every top-level item of the document is such a
 * numbered class, there are three or more, numbered 1, 2, 3 … in order, and most (three at least) have nested lines under them.
 */
const TOP_BULLET = /^[-*+]\s+/;
const NUMBERED_CLASS = /^[-*+]\s+(?:day|class|session|lecture|meeting|lesson)\s+(\d{1,3})\b\s*[:.–—-]/i;
const NESTED = /^(?: {2,}|\t)\S/;

export function numberedClassBulletLines(texts: readonly string[]): string[] {
  const tops = texts.map((t, i) => (TOP_BULLET.test(t) ? i : -1)).filter((i) => i >= 0);
  if (tops.length < 3) return [...texts];
  let withPlan = 0;
  for (const [k, i] of tops.entries()) {
    const m = NUMBERED_CLASS.exec(texts[i]!);
    if (!m || Number(m[1]) !== k + 1) return [...texts];
    if (NESTED.test(texts[i + 1] ?? '')) withPlan++;
  }
  if (withPlan < 3 || withPlan * 2 < tops.length) return [...texts];
  const out = [...texts];
  for (const i of tops) out[i] = texts[i]!.replace(TOP_BULLET, '');
  return out;
}
