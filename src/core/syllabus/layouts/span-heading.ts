/**
 * Units spanning weeks: a `Part`, `Unit` or `Module` heading that carries its own date range
 * (`Part 2 - Colonial Backgrounds -- 1/30 - 2/10`). The unit opens one session dated at the
 * range's start, so its readings fall in the unit's first week.
 */
import { dateRange } from '../date-range';
import { findDate } from '../dates';
import type { Layout } from './context';
import { newSession } from './session';
import { stripTrailing } from '../text';
import { BULLET } from './line-shape';

const SPAN_HEADING = /^(?:part|unit|module|block|section|topic)\s+(?:\d{1,2}|[IVX]{1,5})\b\s*[:.,–—-]*\s*/i;

export const spanHeading: Layout = {
  name: 'unit with a date range',
  shape: { lacks: BULLET },
  read(l, ctx) {
    if (l.bullet) return null;
    const m = SPAN_HEADING.exec(l.text);
    const range = m ? dateRange(l.text) : null;
    if (!m || !range) return null;
    const s = ctx.start(newSession(l, { date: range.start }));
    const rest = l.text.slice(m[0].length);
    const topic = stripTrailing(rest.slice(0, findDate(rest)?.index ?? rest.length), ':;,.(–—-').trim();
    if (topic) s.topics.push(topic);
    return 'unit heading';
  },
};
