/** Bullets under a session: a reading, a topic, or an assignment to skip. */
import { conditionalReading } from './conditional-read';
import { hasReadingSignal, isAdministrative, isNoClass } from '../signals';
import type { Layout } from './context';
import { READING_LABEL } from './patterns';
import { inMediaBlock } from './media-block';
import { inReadingBlock, opensReadingBlock, readBlockLine } from './reading-block';

/** A bullet labelled as something other than reading: "In class: Map activity", "Homework: ...". */
const OTHER_LABEL =
  /^(?:in[- ]class|homework|hw|due|assignments?|activit(?:y|ies)|discussion|lab|quiz|exam|workshop|tasks?)\s*:/i;

/** "In class: Read Doe, "Title" in _Venue_": a text read during the class is that class's reading. */
const IN_CLASS_READ = /^in[- ]class\s*:\s*read\s+(?=[A-Z"“_*])/i;

export const bulletItem: Layout = {
  name: 'bullet',
  read(l, ctx) {
    if (!l.bullet) return null;
    const s = ctx.current;
    if (!s || ctx.adminBlock) return 'bullet';
    // `Tuesday, October 4` / `• No class: holiday`: the bullet says the dated class is cancelled.
    if (!s.readings.length && isNoClass(l.text)) s.noClass = true;
    if (inMediaBlock(l, ctx)) return 'bullet';
    if (opensReadingBlock(l, ctx)) return 'bullet';
    if (inReadingBlock(l, ctx)) {
      readBlockLine(l, ctx);
      return 'bullet';
    }
    if (l.bullet === 2 && ctx.skipNested) return 'bullet';
    if (/^(?:sections?|§)?\s*[\d.]+\s*:\s*[\d.]/i.test(l.text)) return 'bullet';
    if (l.bullet === 1) ctx.skipNested = /\bexercises?\b|\bproblems?\b/i.test(l.text);
    const inClassRead = IN_CLASS_READ.exec(l.text);
    if (inClassRead) {
      ctx.addReadings(l.text.slice(inClassRead[0].length), l, 'label');
      return 'bullet';
    }
    const conditional = conditionalReading(l.text);
    if (conditional) {
      ctx.addReadings(conditional, l, 'label');
      return 'bullet';
    }
    if (isAdministrative(l.text) || OTHER_LABEL.test(l.text)) return 'bullet';
    // "Read/view primary sources:": a label for sub-items, naming nothing itself.
    if (/:$/.test(l.text)) return 'bullet';
    const label = READING_LABEL.exec(l.text);
    if (label && l.text.length > label[0].length) {
      ctx.addReadings(l.text.slice(label[0].length), l, 'label');
      return 'bullet';
    }
    if (l.inline && !hasReadingSignal(l.text)) {
      s.topics.push(l.text);
      return 'bullet';
    }
    // A task (`Post your reply`); a verb followed by a comma is an author's name (`Post, "Title"`).
    if (/^(?:write|let|ask|post|email|meet|attend|complete|do)\b(?!,)/i.test(l.text)) return 'bullet';
    ctx.addReadings(l.text, l, l.inline ? 'inline' : 'bullet');
    return 'bullet';
  },
};
