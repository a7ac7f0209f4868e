/**
 * An outline whose labels a PDF or Word text extraction put in a column of their own: `I.`, `A.`,
 * `B.` each alone on a line, the heading and item texts elsewhere. Where six or more lines are only
 * such a label, a roman label is joined to the heading line right after it (`II.` / `The Executive
 * Power` -> `II. The Executive Power`, so the outline layout sees its parts) when that line reads as
 * a heading (no page reference, no number); letter labels, which can no longer be matched to their
 * items, are dropped. A numbered topic list extracted the same way (`1.` / `Pre-Norman Roots` /
 * `Baker, chs. 1, 2`, four or more numbers alone on a line) gets each number joined to the topic line
 * after it when that line carries no page range, so the numbered-topic layout sees its topics, also where
 * the numbers restart in every part; the part labels of such a list are joined to their headings too,
 * however few. Runs before the lines are joined.
 */
const LABEL_ONLY = /^(?:[IVX]{1,5}|[A-Z])\.$/;
const ROMAN_ONLY = /^[IVX]{1,5}\.$/;
/** `3.`: a topic number alone on its line. */
const NUMBER_ONLY = /^\d{1,2}\.$/;
/** `204-212`: a page range, which a topic line does not carry. */
const PAGE_RANGE = /\d\s?[-–]\s?\d/;

/** The index of the first non-blank line after `i`. */
function nextText<T extends { raw: string }>(lines: T[], i: number): number {
  let next = i + 1;
  while (next < lines.length && !lines[next]!.raw.trim()) next++;
  return next;
}

/** Numbers alone on a line joined to the topic line after each (four or more such numbers). */
function joinDetachedNumbers<T extends { raw: string }>(lines: T[]): boolean {
  let numbers = 0;
  for (const l of lines) if (NUMBER_ONLY.test(l.raw.trim())) numbers++;
  if (numbers < 4) return false;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.raw.trim();
    if (!NUMBER_ONLY.test(text)) continue;
    const next = nextText(lines, i);
    const topic = lines[next]?.raw.trim() ?? '';
    if (!topic || NUMBER_ONLY.test(topic) || LABEL_ONLY.test(topic) || PAGE_RANGE.test(topic)) continue;
    lines[i] = { ...lines[i]!, raw: `${text} ${topic}` };
    lines[next] = { ...lines[next]!, raw: '' };
  }
  return true;
}

export function joinDetachedLabels<T extends { raw: string }>(lines: T[]): T[] {
  const numbered = joinDetachedNumbers(lines);
  let labels = 0;
  for (const l of lines) if (LABEL_ONLY.test(l.raw.trim())) labels++;
  if (labels < 6 && !(numbered && labels > 0)) return lines;
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
