/**
 * A schedule that is only a list of week headings, each naming what to read after its number and
 * nothing under it: `Week one Physics Book I` / `Week two Physics Book II` / `Week three De Anima`
 * (a short group title line may stand between them). The layouts read each tail as the week's
 * topic; when the document has no reading anywhere else and the tails have the shape of titles of
 * works — short, no sentence, and a good share naming a part (`Book II`, `3 and 4`, `IV - V`) or
 * with a reading's shape — each tail is offered to the classifier as the week's listed reading,
 * as a reading column's cell is. A topic list (`Week 2 Supply and Demand`) names no parts and is left.
 */
import type { Session } from './layouts/session';
import { draftsFromText } from './readings';
import { looksLikeReadingOnItsOwn } from './classify';
import type { Trace } from './trace';

/** At least this many week headings make a list. */
const MIN_WEEKS = 4;
const MAX_WORDS = 8;
/** A part of a work at the end of the title: `Book I`, `Meditations 3 and 4`, `Enquiry IV - V`. */
const PART_AT_END = /(?:^|\s)(?:[IVX]{1,4}|\d{1,3})(?:\s*(?:-|–|and|&|,)?\s*(?:[IVX]{1,4}|\d{1,3}))*$/;

const isTitle = (t: string) =>
  t.split(/\s+/).length <= MAX_WORDS && /^[A-Z]/.test(t) && !/[.?!:;]$/.test(t) && !/[.?!]\s/.test(t);

/** The sessions are such a list: week headings only, each with at most a group title line under it. */
function titleTails(sessions: readonly Session[]): string[] | null {
  if (sessions.length < MIN_WEEKS) return null;
  const tails: string[] = [];
  for (const s of sessions) {
    if (!s.isWeek || s.explicitWeek === undefined || s.date || s.range || s.readings.length) return null;
    if ((s.free?.count ?? 0) > 1 || s.topics.length > 1) return null;
    const t = s.topics[0];
    if (t !== undefined) {
      if (!isTitle(t)) return null;
      tails.push(t);
    }
  }
  return tails.length * 5 >= sessions.length * 4 ? tails : null;
}

/** Reads the tails of a week title list as the weeks' readings (see above); anything else is left. */
export function readWeekTitleList(sessions: Session[], trace?: Trace): void {
  const tails = titleTails(sessions);
  if (!tails) return;
  const named = tails.filter((t) => PART_AT_END.test(t) || looksLikeReadingOnItsOwn(t)).length;
  if (named * 3 < tails.length) return;
  for (const s of sessions) {
    const t = s.topics[0];
    if (t === undefined) continue;
    const origin = {
      page: s.page,
      line: s.line,
      context: 'label' as const,
      bulletPrior: 0,
      ...(trace ? { trace } : {}),
    };
    s.readings.push(...draftsFromText(t, origin, null));
  }
}
