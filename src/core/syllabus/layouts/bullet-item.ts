/** Bullets under a session: a reading, a topic, or an assignment to skip. */
import { hasReadingSignal, isAdministrative } from '../signals';
import type { Layout } from './context';
import { inReadingBlock, opensReadingBlock } from './reading-block';

export const bulletItem: Layout = {
  name: 'bullet',
  read(l, ctx) {
    if (!l.bullet) return null;
    const s = ctx.current;
    if (!s || ctx.adminBlock) return 'bullet';
    if (opensReadingBlock(l, ctx)) return 'bullet';
    if (inReadingBlock(l, ctx)) {
      ctx.addReadings(l.text, l, 'label');
      return 'bullet';
    }
    if (l.bullet === 2 && ctx.skipNested) return 'bullet';
    if (/^(?:sections?|§)?\s*[\d.]+\s*:\s*[\d.]/i.test(l.text)) return 'bullet';
    if (l.bullet === 1) ctx.skipNested = /\bexercises?\b|\bproblems?\b/i.test(l.text);
    if (isAdministrative(l.text)) return 'bullet';
    if (l.inline && !hasReadingSignal(l.text)) {
      s.topics.push(l.text);
      return 'bullet';
    }
    if (/^(?:write|let|ask|post|email|meet|attend|complete|do)\b/i.test(l.text)) return 'bullet';
    ctx.addReadings(l.text, l, l.inline ? 'inline' : 'bullet');
    return 'bullet';
  },
};
