/**
 * Units as the only structure: a reading list by `## Unit 1: Title` / `## Module 2 - Title` / `Part 3: Title`
 * headings (a `Part` is a unit too: a reading course's list by part, round 40),
 * with no date and no week heading anywhere. Each unit is one numbered class (one week, as undated
 * numbered lessons are), its title the topic; where dates or weeks exist, units stay topics over them.
 */
import { leadingDate } from '../dates';
import type { PreparedLine } from '../prepare';
import { stripTrailing } from '../text';
import type { Layout } from './context';
import { newSession } from './session';
import { WEEK_HEADING } from './week-heading';

/** `Unit 1: Title`, `Module 2 - Title`, `Unit 3.`, `Section 2:`, `Part 4: Title`, `Module IV: Title` (a Roman unit number). */
const UNIT_HEADING =
  /^(?:unit|module|section|part)\s+(\d{1,2})(?!\.\d)(?:\s*[:.–—-]\s*|\s*$)|^(?:unit|module)\s+([IVX]{1,5})(?:\s*[:.–—-]\s*|\s*$)/i;

/** The unit's number, Arabic or Roman (I-XXXIX). */
function unitNumber(m: RegExpExecArray): number {
  if (m[1]) return Number(m[1]);
  const value: Record<string, number> = { I: 1, V: 5, X: 10 };
  const r = m[2]!.toUpperCase();
  let n = 0;
  for (let i = 0; i < r.length; i++) {
    const v = value[r[i]!]!;
    n += v < (value[r[i + 1] ?? ''] ?? 0) ? -v : v;
  }
  return n;
}

/**
 * A line that can head a unit: a heading, or a short line of its own at the margin (not a bullet, not a
 * table row): a page whose markdown was stripped keeps `Unit 1: Title` as a plain line.
 */
const headsUnit = (l: PreparedLine) =>
  l.heading || (l.bullet === 0 && l.indent === 0 && !l.cells && l.text.length <= MAX_PLAIN_HEADING);
const MAX_PLAIN_HEADING = 80;

/** `Part 1 -- Orientation -- 1/18 - 1/27`: a part carrying numbers after its own (dates) spans weeks (span-heading.ts). */
const datedPart = (text: string) => /^part\b/i.test(text) && /\d/.test(text.replace(/^part\s+\d{1,2}/i, ''));

/** Two or more unit headings, and no dated line or week heading in the document. */
export function hasUnitHeadings(lines: readonly PreparedLine[]): boolean {
  let units = 0;
  for (const l of lines) {
    if (WEEK_HEADING.test(l.text) || leadingDate(l.text)) return false;
    if (headsUnit(l) && UNIT_HEADING.test(l.text) && !datedPart(l.text)) units++;
  }
  return units >= 2;
}

export const unitHeading: Layout = {
  name: 'unit heading',
  read(l, ctx) {
    if (!ctx.unitHeadings || !headsUnit(l)) return null;
    const m = UNIT_HEADING.exec(l.text);
    if (!m || datedPart(l.text)) return null;
    const s = ctx.start(newSession(l, { classNo: unitNumber(m) }));
    const title = stripTrailing(l.text.slice(m[0].length).trim(), '.;,:');
    if (title) s.topics.push(title);
    return 'class heading';
  },
};
