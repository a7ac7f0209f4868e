/**
 * Layout: a numbered class named by its assignment's label — `Assignment for Class 1`, `Readings for
 * Session 3:`, `Reading assignment for Lecture 4 – ...`, `Homework for Class #2`. The class number is
 * the session's, as in `Class 1`; what follows the label on the line, and the lines below, are the
 * class's assignment.
 */
import type { Layout } from './context';
import { newSession } from './session';
import { BULLET, DIGIT } from './line-shape';

const ASSIGNMENT_FOR_CLASS =
  /^(?:(?:reading|homework)\s+)?(?:assignments?|readings?|homework|preparation)\s+(?:for|due(?:\s+for)?)\s+(?:class|session|lecture|lesson|meeting|day)\s*#?\s*(\d{1,3})\b\s*[:.,)–—-]?\s*/i;

export const assignmentForClass: Layout = {
  name: 'assignment for class',
  shape: { has: DIGIT, lacks: BULLET },
  read(l, ctx) {
    const m = l.bullet ? null : ASSIGNMENT_FOR_CLASS.exec(l.text);
    if (!m) return null;
    ctx.start(newSession(l, { classNo: Number(m[1]) }));
    const rest = l.text.slice(m[0].length).trim();
    if (rest) ctx.addContent(rest, l);
    return 'class heading';
  },
};
