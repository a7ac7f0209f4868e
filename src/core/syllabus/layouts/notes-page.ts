/**
 * An instructor's notes page listed with a class's readings (`Notes on Worldview`, `Introductory
 * Notes on Religions`, `Lecture notes on the Commerce Clause`): a title of material to read, though it
 * has no reading shape (no pages, author or chapter), so the classifier alone drops it as prose.
 * A free line under a session that is only such a title (at most one word before `Notes on`, a
 * capitalised subject after it, no sentence punctuation) is a candidate in the label context.
 */
import { isAdministrative } from '../signals';
import { markTitleDrafts } from '../title-drafts';
import type { Layout } from './context';
import { HEADING } from './line-shape';

const NOTES_TITLE = /^(?:[A-Z][a-z]+\s)?(?:lecture\s)?notes\son\s(?:the\s)?["“']?[A-Z][^.?!:;]{0,80}$/i;
const SUBJECT_CAPITAL = /\bon\s(?:the\s)?["“']?[A-Z]/;

export function isNotesTitle(text: string): boolean {
  return (
    NOTES_TITLE.test(text) && SUBJECT_CAPITAL.test(text) && /^[A-Z]/.test(text) && !isAdministrative(text)
  );
}

export const notesPage: Layout = {
  name: 'notes page',
  shape: { lacks: HEADING },
  read(l, ctx) {
    if (!ctx.current || ctx.adminBlock || l.heading || !isNotesTitle(l.text)) return null;
    const before = ctx.current.readings.length;
    ctx.addReadings(l.text, l, 'label');
    markTitleDrafts(ctx.current, before);
    return 'line';
  },
};
