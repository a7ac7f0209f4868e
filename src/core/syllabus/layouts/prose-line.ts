/** Prose per session: free lines under a session, taken only when the classifier finds a reading in them. */
import { isActivityLabelLine } from '../activity-label';
import { classifySpan } from '../classify';
import { sentences } from '../readings';
import { saysDue } from '../due-word';
import { withoutNumberedDueTail } from '../numbered-due-tail';
import { hasReadingSignal, isAdministrative, isCapsHeading, isNoClass } from '../signals';
import type { Layout } from './context';
import { isBookCodeLine } from '../book-code-lines';
import { caseLabelItems } from '../case-label-list';
import { READING_LABEL } from './patterns';
import { isItalicWorkLine } from './italic-work';
import { inMediaBlock } from './media-block';
import { inReadingBlock, opensReadingBlock, readBlockLine } from './reading-block';

const DUE_LABEL = /^(?:assignments?\s+due|due|homework|hw|problem set|quiz|exam)\b.*?[:|]?/i;
/** A cell that says its row is work to hand in: "Homework due 1/28", "Problem set 3", "Quiz 2". */
const WORK_CELL = /^(?:homework|hw\b|problem sets?|psets?\b|quiz|exam|lab\b|labs\b)/i;

export const proseLine: Layout = {
  name: 'prose line',
  read(l, ctx) {
    const s = ctx.current;
    if (!s || ctx.adminBlock || !l.text) return 'line';
    if (inMediaBlock(l, ctx)) return 'line';
    // A reading page's `Assignment N: Name` that lists no works is the reading, titled by its name.
    const named = ctx.namedAssignments.readings.get(l);
    if (named !== undefined) {
      ctx.addReadings(named, l, 'label');
      return 'line';
    }
    if (ctx.namedAssignments.continuations.has(l)) return 'line';
    // A title closed by its year in a list of such works (year-closed-works.ts), or a book code the page
    // defines and its chapters (`C: 1`, book-code-lines.ts), or an `author, title` line of such a list
    // (author-dated-works.ts), is read as labelled.
    const work = ctx.authorLines.get(l);
    const authorWork = work?.kind === 'work' ? work.titles[0] : undefined;
    if (ctx.yearWorks.has(l) || authorWork !== undefined || isBookCodeLine(l.text, ctx.bookCodes)) {
      ctx.addReadings(authorWork ?? l.text, l, 'label');
      return 'line';
    }
    // `Book: Chpt. 2 HW #1 Due`: the reading without the numbered work's due note glued to it.
    const read = withoutNumberedDueTail(l.text);
    if (read !== l.text) {
      ctx.addReadings(read, l, 'line');
      return 'line';
    }
    if (opensReadingBlock(l, ctx)) return 'line';
    if (inReadingBlock(l, ctx)) {
      readBlockLine(l, ctx);
      return 'line';
    }
    const label = READING_LABEL.exec(l.text);
    // `Assignment: Short paper …` after the session's readings: the task beside them (activity-label.ts).
    if (label && s.readings.length && isActivityLabelLine(l.text)) return 'line';
    if (label) {
      // A `Cases:` label's comma list names one case (one reading) per item (case-label-list.ts).
      for (const item of caseLabelItems(label[0], l.text.slice(label[0].length)))
        ctx.addReadings(item, l, 'label');
      return 'line';
    }
    if (DUE_LABEL.test(l.text) && saysDue(l.text)) return 'line';
    // A homework row of a table ("1 | Homework due 1/28 | Ch. 1: P1-4"): its chapters are problems, not readings.
    if (l.cells?.some((c) => WORK_CELL.test(c.trim()))) return 'line';
    if (/\bexercises?\b|\bproblems\b/i.test(l.text) && !l.heading) ctx.skipNested = true;
    if (l.heading) {
      if (/^due\b/i.test(l.text)) ctx.adminBlock = true;
      else if (!isAdministrative(l.text) || isNoClass(l.text)) s.topics.push(l.text);
      if (isNoClass(l.text) && !s.readings.length) s.noClass = true;
      return 'line';
    }
    if (isCapsHeading(l.text)) {
      s.topics.push(l.text);
      return 'line';
    }
    s.free = s.free ? { first: s.free.first, count: s.free.count + 1 } : { first: l, count: 1 };
    const hasTopic = s.topics.length > (ctx.unitTopic && s.topics[0] === ctx.unitTopic ? 1 : 0);
    if (isItalicWorkLine(l.raw)) {
      ctx.addReadings(l.text, l, 'label');
      return 'line';
    }
    const signal = hasReadingSignal(l.text);
    // The first line under a session that the classifier is unsure of is its topic.
    if (signal && !hasTopic && !s.readings.length && l.text.length <= 120 && !isAdministrative(l.text)) {
      const unsure = sentences(l.text).every(
        (t) => classifySpan({ text: t, context: 'line', bulletPrior: 0 }).confidence < 60,
      );
      if (unsure) {
        s.topics.push(l.text);
        return 'line';
      }
    }
    // Each sentence of the line is a candidate of its own: the classifier decides (pass c).
    if (signal) {
      ctx.addReadings(l.text, l, 'line');
      return 'line';
    }
    if (isNoClass(l.text) && !s.readings.length) {
      s.noClass = true;
      s.topics.push(l.text);
      return 'line';
    }
    if (!hasTopic && l.text.length <= 120 && !isAdministrative(l.text)) {
      s.topics.push(l.text);
      return 'line';
    }
    if (
      hasTopic &&
      l.indent > 2 &&
      l.text.length <= 120 &&
      !isAdministrative(l.text) &&
      /^[A-Z"“]/.test(l.text)
    ) {
      ctx.addReadings(l.text, l, 'line');
    }
    return 'line';
  },
};
