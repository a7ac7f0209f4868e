/**
 * Numbered assignments in parentheses: `• (4) Craig, Lujan, ..., pp. 74-90` — one class each,
 * without dates. When a document numbers its sessions this way, plain numbered lines inside them
 * (`1. The Legitimacy of Judicial Review, pp. 24-37`) are outline items, not sessions.
 */
import type { Layout } from './context';
import { newSession } from './session';

/** "(4)", also behind a bullet OCR read as "*" or "«". */
export const PAREN_NUMBER = /^[*«•·]?\((\d{1,3})\)\s*/;

export const numberedSession: Layout = {
  name: 'numbered session',
  read(l, ctx) {
    const m = PAREN_NUMBER.exec(l.text);
    if (!m) return null;
    ctx.start(newSession(l, { classNo: Number(m[1]) }));
    ctx.addContent(l.text.slice(m[0].length).trim(), l);
    return 'class heading';
  },
};
