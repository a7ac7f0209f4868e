/**
 * A course blog whose posts run newest first under a bare month-and-day line (`March 27` over the
 * titles of the documents it links): the links' addresses are lost in the copy, so a post's
 * documents are title lines with no read verb and often no reading shape at all. In such a blog a
 * free line under a post that is a title (no sentence: no full stop, no first or second person, no
 * finite `is/are/was/will`) is a candidate reading in the label context: the classifier still drops
 * study guides, slides, items `for reference` and the like (a title with an exclusion word is read as a
 * plain line, so its other shapes cannot outweigh the exclusion).
 */
import { classifySpan } from '../classify';
import { leadingDate, type MonthDay } from '../dates';
import type { PreparedLine } from '../prepare';
import { markTitleDrafts } from '../title-drafts';
import type { Layout } from './context';

/** The date of a line that is only a month-and-day date (`March 27`, `Sept. 8`), else undefined. */
function postDay(l: PreparedLine): MonthDay | undefined {
  if (l.bullet || !l.text) return undefined;
  const d = leadingDate(l.text);
  return d && !d.rest && d.date.year === undefined && d.weekday === undefined ? d.date : undefined;
}

/** Three or more bare date lines, each earlier than the one above it. */
export function isNewestFirstBlog(lines: readonly PreparedLine[]): boolean {
  let n = 0;
  let prev: number | undefined;
  for (const l of lines) {
    const d = postDay(l);
    if (!d) continue;
    const key = d.month * 100 + d.day;
    if (prev !== undefined && key >= prev) return false;
    prev = key;
    n++;
  }
  return n >= 3;
}

const SENTENCE =
  /[.?!]["”’)]?$|\b(?:I|we|you|your|our|us|this|it|is|are|was|were|will|should|must|please)\b|:\s*$/i;
const STARTS_UPPER = /^["“‘(]?[A-Z0-9]/;

/** A line that can be a linked document's title. */
export function isTitleLine(text: string): boolean {
  return text.length <= 240 && STARTS_UPPER.test(text) && !SENTENCE.test(text);
}

export const postLinks: Layout = {
  name: 'post links',
  read(l, ctx) {
    if (!ctx.newestFirstBlog || !ctx.current || ctx.adminBlock || l.bullet || l.heading) return null;
    if (!isTitleLine(l.text)) return null;
    // A title with an exclusion word (`Slides: ...`, `... for reference`) is left to the classifier as a plain line.
    const excluded = classifySpan({ text: l.text, context: 'line', bulletPrior: 0 }).features.includes(
      'exclusion',
    );
    const before = ctx.current.readings.length;
    ctx.addReadings(l.text, l, excluded ? 'line' : 'label');
    markTitleDrafts(ctx.current, before);
    return 'line';
  },
};
