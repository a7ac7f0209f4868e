/**
 * An assignment sheet of bare page ranges under topic lines:
 *   Acquisition by Capture (Ch 1)
 *   18-26
 *   26-40 (probably will take more than one day)
 * Each topic line that page lines follow opens one unit (numbered in order, one per week when the
 * sheet has no dates); each page line is one assignment, titled by its topic.
 */
import { leadingPages } from '../pages';
import type { PreparedLine } from '../prepare';
import type { Layout } from './context';
import { newSession } from './session';

/** "56-64", "26-40 (a note)", "56-64; read but no class discussion 64-65, 76-77": a line that starts with a page range. */
export function isPageLine(text: string): boolean {
  const hit = leadingPages(text);
  if (!hit || !/^\d/.test(text)) return false;
  const rest = text.slice(hit.end).trim();
  return rest === '' || rest.startsWith('(') || rest.startsWith(';');
}

/** A short line that can name a topic: no sentence, no pages. */
function isTopicLine(l: PreparedLine): boolean {
  const t = l.text;
  return t.length <= 80 && /^[A-Z]/.test(t) && !/[.:;?]$/.test(t) && leadingPages(t) === null && !l.bullet;
}

export const pageList: Layout = {
  name: 'page list',
  read(l, ctx) {
    if (!ctx.pageList) return null;
    if (isPageLine(l.text)) {
      const topic = ctx.pageListTopic;
      if (!topic) return null;
      if (!ctx.current || ctx.current.topics[0] !== topic) {
        ctx.unitNo++;
        ctx.start(newSession(l, { classNo: ctx.unitNo })).topics.push(topic);
      }
      const title = topic.replace(/\s*\([^)]*\)\s*$/, '');
      for (const part of l.text.replace(/\([^)]*\)/g, ' ').split(';')) {
        const words = part.replace(/[\d\s,–-]+/g, ' ').trim();
        const pages = part.replace(/[^\d,–-]+/g, ' ').trim();
        if (/\d/.test(pages))
          ctx.addReadings(`${title}${words ? `, ${words}` : ''}, pp. ${pages}`, l, 'label');
      }
      return 'page list';
    }
    if (isTopicLine(l)) {
      ctx.pageListTopic = l.text;
      return 'page list';
    }
    return null;
  },
};
