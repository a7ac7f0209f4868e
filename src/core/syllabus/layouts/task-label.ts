/**
 * A field label naming a task, `Weekly journal assignment: “Diet.” Record what you eat …`,
 * `Activity: “Ice maze.” Solve …`, `Group project: …` (a week's lettered parts, a class block's
 * fields): what follows is the task's name and instructions, never a reading, whatever it quotes. A
 * label that says read (`Reading assignment:`) is not a task label, and a task that asks to read
 * (`Activity: Read X`) is left to the other layouts.
 */
import type { Layout } from './context';
import { BULLET, CELLS, HEADING } from './line-shape';

/**
 * One to four words ending in a task noun, then a colon; no word of reading in it. A bare
 * `Assignment:` is left out: in a law syllabus it is the reading assignment (`Assignment: Pages 3-39`);
 * only a named kind of assignment (`journal assignment`, `writing assignment`) is a task.
 */
const TASK_LABEL =
  /^(?:[A-Za-z-]+\s){0,3}(?:(?:journal|writing|essay|lab|homework|problem)\s+assignments?|activit(?:y|ies)|journal|exercises?|projects?|essays?|presentations?|quiz(?:zes)?|labs?|worksheets?)\s*:\s+/i;
const READ_WORD = /\bread/i;
const READ_ASK = /^(?:please\s+)?(?:read|re-?read|skim)\b/i;

export const taskLabel: Layout = {
  name: 'task label',
  shape: { lacks: HEADING | BULLET | CELLS },
  read(l, ctx) {
    const s = ctx.current;
    if (!s || l.heading || l.bullet || l.cells || !l.text) return null;
    const m = TASK_LABEL.exec(l.text);
    if (!m || READ_WORD.test(m[0])) return null;
    if (READ_ASK.test(l.text.slice(m[0].length))) return null;
    return 'task label';
  },
};
