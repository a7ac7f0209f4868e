/**
 * Homework for the next class: under a dated class heading (`## 1. September 2`), a `Homework` heading
 * (or `For next class`) lists what to read before the following class, not on the day it is written
 * under. Its items are collected in a holding session that the next dated session takes over
 * (sessions.ts `start`), so they are dated and weeked by the class they are read for.
 */
import type { Layout } from './context';
import { newSession } from './session';

const NEXT_CLASS_LABEL =
  /^(?:homework|for (?:the )?next (?:class|time|session|meeting)|before (?:the )?next class|(?:(?:reading\s+)?assignments?|readings?|homework)\s+for\s+(?:the\s+)?next\s+(?:week|class|time|session|meeting))\s*:?$/i;

/**
 * `Assignments for Next Week`, `Readings for next class`: a label line (no heading mark needed: a Word
 * or PDF label is plain text) that says outright its items are for the next class.
 */
const FOR_NEXT_LABEL =
  /^(?:(?:reading\s+)?assignments?|readings?|homework)\s+for\s+(?:the\s+)?next\s+(?:week|class|time|session|meeting)\s*:?$/i;

export const nextClassHomework: Layout = {
  name: 'next-class homework',
  read(l, ctx) {
    const label = l.heading ? NEXT_CLASS_LABEL.test(l.text) : !l.bullet && FOR_NEXT_LABEL.test(l.text);
    if (!label || !ctx.current?.date) return null;
    ctx.current = newSession(l, {});
    ctx.nextClassHolder = ctx.current;
    ctx.readingBlock = null;
    ctx.mediaBlock = false;
    ctx.adminBlock = false;
    return 'line';
  },
};
