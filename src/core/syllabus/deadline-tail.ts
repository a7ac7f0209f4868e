/**
 * A reading followed, after a dash, by a deadline for some other work: `“Omelas” as Pretext by
 * K. Roemer – FINAL DRAFT OF ESSAY 1 DUE SUNDAY, MARCH 10`, `Smith, Ethics pp. 1-10 — Paper 2 due`.
 * The deadline names the work that is due (an essay, a draft, a paper), so it is no part of the
 * reading; left on, its `due` made the whole span a deadline. `Ch. 3 – due Friday` (the reading
 * itself is due) keeps its tail.
 */
import { looksLikeReadingOnItsOwn } from './classify';

/** A dash between spaces: where a cell's note begins. */
const DASH = /\s(?:--?|–|—)\s/g;

/** A deliverable, then its deadline: `Draft of essay 1 due`, `PAPER 2 DUE`, `reading response due by`. */
const OTHER_WORK_DUE =
  /^[^a-z]{0,3}(?:\w+\s+){0,3}(?:drafts?|essays?|papers?|assignments?|projects?|homework|reports?|responses?|proposals?|reflections?)\b[^;]{0,40}?\bdue\b/i;

/** The span without a trailing deadline of other work, when what precedes the dash names a reading. */
export function withoutDeadlineTail(text: string): string {
  if (!/\bdue\b/i.test(text)) return text;
  for (const m of text.matchAll(DASH)) {
    const head = text.slice(0, m.index).trim();
    if (OTHER_WORK_DUE.test(text.slice(m.index + m[0].length)) && looksLikeReadingOnItsOwn(head)) return head;
  }
  return text;
}
