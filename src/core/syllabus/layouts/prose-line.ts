/** Prose per session: free lines under a session, taken only when the classifier finds a reading in them. */
import { hasReadingSignal, isAdministrative, isCapsHeading, isNoClass } from '../signals';
import type { Layout } from './context';
import { READING_LABEL } from './patterns';
import { inReadingBlock, opensReadingBlock } from './reading-block';

const DUE_LABEL = /^(?:assignments?\s+due|due|homework|hw|problem set|quiz|exam)\b.*?[:|]?/i;

export const proseLine: Layout = {
  name: 'prose line',
  read(l, ctx) {
    const s = ctx.current;
    if (!s || ctx.adminBlock || !l.text) return 'line';
    if (opensReadingBlock(l, ctx)) return 'line';
    if (inReadingBlock(l, ctx)) {
      ctx.addReadings(l.text, l, 'label');
      return 'line';
    }
    const label = READING_LABEL.exec(l.text);
    if (label) {
      ctx.addReadings(l.text.slice(label[0].length), l, 'label');
      return 'line';
    }
    if (DUE_LABEL.test(l.text) && /\bdue\b/i.test(l.text)) return 'line';
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
    // Each sentence of the line is a candidate of its own: the classifier decides (pass c).
    if (hasReadingSignal(l.text)) {
      ctx.addReadings(l.text, l, 'line');
      return 'line';
    }
    if (isNoClass(l.text) && !s.readings.length) {
      s.noClass = true;
      s.topics.push(l.text);
      return 'line';
    }
    const hasTopic = s.topics.length > (ctx.unitTopic && s.topics[0] === ctx.unitTopic ? 1 : 0);
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
