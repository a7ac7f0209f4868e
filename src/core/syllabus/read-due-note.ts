/**
 * A reading instruction with a due note: `Read: Beginning Scheme (due Tue)`, `Skim: The Lab Guide (due
 * 9/14)`. The note says by when the text is read, not that something is handed in, so it is no
 * exclusion there; `Do Lab Writeup 1 (due Mon)` (no read verb) keeps it.
 */
const READ_LEAD = /^(?:read|skim|re-?read)\b:?\s/i;
const DUE_NOTE = /\s?\(due\s[^()]{1,20}\)\.?$/i;

/** The instruction without its trailing due note, when it opens with a read verb; the text itself otherwise. */
export function withoutReadDueNote(text: string): string {
  return READ_LEAD.test(text) ? text.replace(DUE_NOTE, '') : text;
}
