/**
 * A numbered list of works, one per session (`7. "The Conflict Between Authority and Autonomy" (PDF)
 * by Robert Paul Wolff.`): in an undated numbered list, an item that names a work by its quoted title
 * and its author (`by` and a capitalised name just after a closing quote) opens the numbered session and IS its
 * reading, read as a reading list's item. Items without that shape (`1. No reading`, `2. Justice and
 * Injustice: 3-24`) are left to the numbered-topic layout.
 */
import type { Layout } from './context';
import { NUMBERED } from './numbered-topic';
import { newSession } from './session';

/** A quoted title (four characters or more). */
const QUOTED_TITLE = /["“][^"“”]{4,300}["”]/;
/** A closing quote followed, within a few words, by `by` and a capitalised name. */
const BY_AUTHOR = /["”][^"“”]{0,40}\bby\s+[A-Z]/;
/** A link's file-type label after the title (`(PDF)`): not part of the work, and no sentence break. */
const LINK_LABEL = /\s?\((?:pdf|html?|docx?|pptx?)\)/gi;

export const numberedWork: Layout = {
  name: 'numbered work',
  read(l, ctx) {
    if (!ctx.numberedTopics || ctx.outline || ctx.parenSessions || l.bullet || l.heading) return null;
    const m = NUMBERED.exec(l.text);
    if (!m) return null;
    const text = l.text.slice(m[0].length);
    if (!QUOTED_TITLE.test(text) || !BY_AUTHOR.test(text)) return null;
    ctx.start(newSession(l, { classNo: Number(m[1]) }));
    ctx.addReadings(text.replace(LINK_LABEL, ''), l, 'label');
    return 'numbered topic';
  },
};
