/**
 * An outline whose labels a PDF or Word text extraction put in a column of their own: `I.`, `A.`,
 * `B.` each alone on a line, the heading and item texts elsewhere. Where six or more lines are only
 * such a label, a roman label is joined to the heading line right after it (`II.` / `The Executive
 * Power` -> `II. The Executive Power`, so the outline layout sees its parts) when that line reads as
 * a heading (no page reference, no number); letter labels, which can no longer be matched to their
 * items, are dropped. Runs before the lines are joined.
 */
const LABEL_ONLY = /^(?:[IVX]{1,5}|[A-Z])\.$/;
const ROMAN_ONLY = /^[IVX]{1,5}\.$/;

export function joinDetachedLabels<T extends { raw: string }>(lines: T[]): T[] {
  let labels = 0;
  for (const l of lines) if (LABEL_ONLY.test(l.raw.trim())) labels++;
  if (labels < 6) return lines;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.raw.trim();
    if (!LABEL_ONLY.test(text)) continue;
    let next = i + 1;
    while (next < lines.length && !lines[next]!.raw.trim()) next++;
    const heading = lines[next]?.raw.trim() ?? '';
    const joins = ROMAN_ONLY.test(text) && heading && !LABEL_ONLY.test(heading) && !/\d/.test(heading);
    lines[i] = { ...lines[i]!, raw: joins ? `${text} ${heading}` : '' };
    if (joins) lines[next] = { ...lines[next]!, raw: '' };
  }
  return lines;
}
