/**
 * Numbered assignments in parentheses: `• (4) Craig, Lujan, ..., pp. 74-90` — one class each,
 * dated when the number is followed by the date (`(01) Monday, 20 January 2003`). When a document numbers its sessions this way, plain numbered lines inside them
 * (`1. The Legitimacy of Judicial Review, pp. 24-37`) are outline items, not sessions.
 */
import { leadingDate } from '../dates';
import type { Layout } from './context';
import { newSession } from './session';

/** "(4)", also behind a bullet OCR read as "*" or "«". */
export const PAREN_NUMBER = /^[*«•·]?\((\d{1,3})\)\s*/;

export const numberedSession: Layout = {
  name: 'numbered session',
  read(l, ctx) {
    const m = PAREN_NUMBER.exec(l.text);
    if (!m) return null;
    const rest = l.text.slice(m[0].length).trim();
    // `(01) Monday, 20 January 2003`: the session's own date after its number dates it.
    const d = leadingDate(rest);
    const s = ctx.start(
      newSession(l, d ? { classNo: Number(m[1]), date: d.date } : { classNo: Number(m[1]) }),
    );
    if (d?.weekday !== undefined) s.weekday = d.weekday;
    ctx.addContent(d ? d.rest : rest, l);
    return 'class heading';
  },
};
