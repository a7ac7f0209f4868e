/**
 * An undated course outline: headings marked `I.`, `II.`, `A.`, `B.`, `1.`, `2.` with the class's
 * materials one per line below them (casebook pages, cases, rules, hand-outs):
 *   II. Classical Basis of Contractual Obligation
 *   A. Intention to be Bound
 *   Raffles v. Wichelhaus (handout)
 *   KCP pp. 29-41
 * When a document without dates has three or more lettered or roman headings, each heading that
 * has material under it is one unit, numbered in order (one per week, as for numbered topics); a
 * heading directly followed by another heading only groups them.
 */
import type { Layout } from './context';
import { newSession } from './session';
import { stripTrailing } from '../text';
import { joinedOutlineReading } from './outline-joined-reading';

/** "I. Introduction", "IV. Remedies", "B. Offer and Acceptance": a lettered or roman outline heading. */
export const OUTLINE_LETTER = /^(?:[IVX]{1,4}|[A-H])\.\s+(?=[A-Z])/;
/** Any outline heading; its words may open with a quote (`1. "Feudalism"`). */
const OUTLINE_ANY = /^(?:[IVX]{1,4}|[A-H]|\d{1,2})\.\s+(?=["“‘]?[A-Z])/;

/** A short heading line with no page reference or case name: the outline's own words. */
export function isOutlineHeading(text: string, marker: RegExp = OUTLINE_LETTER): boolean {
  return marker.test(text) && text.length <= 90 && !/\d\s*[-–]\s*\d|\sv\.?\s|\bpp?\.\s*\d/.test(text);
}

export const outlineHeading: Layout = {
  name: 'outline heading',
  read(l, ctx) {
    if (!ctx.outline || l.bullet) return null;
    const joined = joinedOutlineReading(l.text);
    if (joined) {
      ctx.unitNo++;
      ctx.start(newSession(l, { classNo: ctx.unitNo })).topics.push(joined.topic);
      ctx.addReadings(joined.reading, l, 'line');
      return 'class heading';
    }
    if (!isOutlineHeading(l.text, OUTLINE_ANY)) return null;
    const topic = stripTrailing(l.text.replace(OUTLINE_ANY, ''), ':;,');
    const cur = ctx.current;
    // A heading with nothing under it yet ("II. Classical Basis" over "A. Intention"): the next one replaces it.
    if (cur && cur.classNo === ctx.unitNo && !cur.readings.length) {
      cur.topics = [topic];
      return 'class heading';
    }
    ctx.unitNo++;
    ctx.start(newSession(l, { classNo: ctx.unitNo })).topics.push(topic);
    return 'class heading';
  },
};
