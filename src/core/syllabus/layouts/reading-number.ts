/**
 * `Reading # 3 Elements of the Lawyer-Client Relationship`: a numbered reading assignment heading (the `#`
 * marks it as a number of the course's sequence, not a reading's own label such as `Reading 1: Smith`). Each
 * one is a numbered class, its words after the number the topic, as `Class #N` headings are. A line that
 * names pages or a date (`Reading #3: Eccles 135-172` in a dated schedule) is a labelled reading, no heading.
 */
import { findDate } from '../dates';
import { findPages } from '../pages';
import type { Layout } from './context';
import { newSession } from './session';
import { stripTrailing } from '../text';
import { BULLET, DIGIT } from './line-shape';

export const READING_NUMBER = /^readings?\s*#\s*(\d{1,3})\b\s*[:.,)–—-]?\s*/i;

export const readingNumber: Layout = {
  name: 'reading number',
  shape: { has: DIGIT, lacks: BULLET },
  read(l, ctx) {
    const m = l.bullet ? null : READING_NUMBER.exec(l.text);
    if (!m || findPages(l.text) || findDate(l.text)) return null;
    const s = ctx.start(newSession(l, { classNo: Number(m[1]) }));
    const topic = stripTrailing(l.text.slice(m[0].length).trim(), '.;,:');
    if (topic) s.topics.push(topic);
    return 'class heading';
  },
};
