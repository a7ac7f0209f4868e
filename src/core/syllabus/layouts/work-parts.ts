/**
 * A work named on a line that ends with a colon, its parts listed in bullets below:
 *
 *     Locke's An Essay Concerning Human Understanding, Book II:
 *     · ch. I (1-6) [= A&W, pp. 322-4];
 *     · ch. VII [= A&W, pp. 331-2];
 *
 * is one reading — the work — whose bullets say which parts of it to read; a bullet that is only a
 * part reference (`ch. VII`, `Book 2`, `Part III`, `§ 4`) is no reading of its own. The work's line
 * is read as a reading at its first part bullet (until then it is the session's topic, as any free
 * line); a bullet that is not a part reference ends the list.
 */
import type { PreparedLine } from '../prepare';
import { hasReadingSignal } from '../signals';
import type { Layout } from './context';
import { OTHER_BLOCK_LABEL, READING_BLOCK_LABEL } from './patterns';
import type { Session } from './session';

/** "ch. VII", "chs. 1-3", "Book II", "Part III, sec. 14", "§ 4": parts of a work, nothing more. */
const PART_REF = String.raw`(?:chs?|chaps?|chapters?|books?|parts?|secs?|sections?|§§?)\.?\s*[IVXLCivxlc\d]+[a-z]?(?:\s*[-–]\s*[IVXLCivxlc\d]+)?`;
const PART_ONLY = new RegExp(
  String.raw`^${PART_REF}(?:\s*,\s*${PART_REF})*\b(?:\s*\([^)]*\))?(?:\s*\[[^\]]*\])?\s*[;,.]?\s*$`,
  'i',
);
/** A line naming a work before its list of parts: "Locke's An Essay …, Book II:", "Plato, Republic:". */
const WORK_LINE = /^[A-Z][^:]{3,150}:$/;
const namesAWork = (text: string) =>
  !READING_BLOCK_LABEL.test(text) &&
  !OTHER_BLOCK_LABEL.test(text) &&
  !/^(?:read|re-?read|skim|study|review|see|from)\b/i.test(text) &&
  (hasReadingSignal(text) || /\S['’]s\s+[A-Z]|^[A-Z][\w.'’-]+,\s+[A-Z]/.test(text));

const pending = new WeakMap<Session, { line: PreparedLine; text: string; read: boolean }>();

export const workParts: Layout = {
  name: 'work with parts',
  read(l, ctx) {
    const s = ctx.current;
    if (!s || l.cells || !l.text) return null;
    if (!l.bullet) {
      pending.delete(s);
      if (l.heading || !WORK_LINE.test(l.text) || !namesAWork(l.text)) return null;
      pending.set(s, { line: l, text: l.text.slice(0, -1).trim(), read: false });
      s.topics.push(l.text.slice(0, -1).trim());
      return 'line';
    }
    const work = pending.get(s);
    if (!work) return null;
    if (!PART_ONLY.test(l.text)) {
      pending.delete(s);
      return null;
    }
    if (!work.read) ctx.addReadings(work.text, work.line, 'label');
    work.read = true;
    return 'bullet';
  },
};
