/**
 * Week subheadings: a site generator's week page repeats a fixed set of deeper headings under every week heading
 * (`## Week 2: Housing` over `### Description`, `### Readings`, `### Slides`, `### Other Resources`). A subheading one
 * or more `#` deeper than the open week's own heading is a part of that week, so a word that elsewhere names a policy
 * section (`Description`, `Materials`) does not end the schedule there.
 */
import type { PreparedLine } from '../prepare';
import type { LayoutContext } from './context';

/** The markdown heading level of a raw line (`### Readings` -> 3), or undefined. */
export function markdownDepth(raw: string): number | undefined {
  const m = /^\s{0,3}(#{1,6})\s/.exec(raw);
  return m ? m[1]!.length : undefined;
}

/** A heading naming a list of works (`Further Reading`, `Textbooks`, `References`): under a week it still ends the list. */
const WORKS_LIST = /\b(?:read|text|book|material|resource|literature|bibliograph|reference|source)/i;

/** The line is a markdown heading deeper than the heading of the open week, naming no list of works. */
export function isWeekSubheading(l: PreparedLine, ctx: Pick<LayoutContext, 'current'>): boolean {
  if (WORKS_LIST.test(l.text)) return false;
  const week = ctx.current?.isWeek ? ctx.current.headingDepth : undefined;
  const depth = week === undefined ? undefined : markdownDepth(l.raw);
  return depth !== undefined && week !== undefined && depth > week;
}
