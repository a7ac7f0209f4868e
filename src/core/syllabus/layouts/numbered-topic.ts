/**
 * Numbered topics: an undated numbered list, one item per week (`5. The Nazi Movement (Wall, 36-40)`,
 * `2. Justice and Injustice: 3-24`); else a unit heading. A numbered class whose text opens with a
 * weekday date (`3) Tuesday, May 26: Chapter 3: Rule-Making`) is that dated class, its tail the topic.
 */
import { isPartOnly } from '../part-only-topic';
import { numberedAuthorWork } from '../author-works';
import { materialListParts } from '../numbered-material-list';
import { isCourseGoal } from './course-goal';
import { leadingDate, MONTH_PATTERN, WEEKDAY_PATTERN } from '../dates';
import { findPages } from '../pages';
import { isPlannedHoursRow } from './hours-plan';
import { isNestedNumberedItem, noteNumberedTopic } from './nested-numbered-items';
import type { PreparedLine } from '../prepare';
import type { Layout, LayoutContext } from './context';
import { numberedParenDate } from './numbered-paren-date';
import { closingParenthesisedDate } from './paren-date';
import { newSession, type Session } from './session';
import { isUnitSubtopic } from './unit-subtopic';
import { stripTrailing } from '../text';

export const NUMBERED = /^(\d{1,2})\s*[.)]\s+(?=[A-Z"“])/;
/** "Justice and Injustice: 3-24", "Introduction: xii-lix, 1-10": a topic whose pages follow a colon. */
/** `Tuesday, May 26`: a weekday and a month-name date opening the item's text. */
const WEEKDAY_DATE = new RegExp(`^${WEEKDAY_PATTERN}\\.?,?\\s${MONTH_PATTERN}\\.?\\s\\d{1,2}\\b`, 'i');
const TOPIC_PAGES = /:\s*(?:[ivxlc]+|\d+)\s*[-–]\s*(?:[ivxlc]+|\d+)(?:\s*,\s*\d+\s*[-–]\s*\d+)*\b/i;
/** "Note on the Agency Relationship 6-20": a topic ending in a bare page span (not a span of years, `1914-1918`). */
const TOPIC_TAIL_PAGES = /[a-z]\s(\d{1,4})\s*[-–]\s*(\d{1,4})$/;
const YEAR = /^(?:1[4-9]|20)\d\d$/;

/** Where a topic's pages start: after a colon, or a bare span ending the topic. */
function topicPages(topic: string): { index: number; end: number } | null {
  const colon = TOPIC_PAGES.exec(topic);
  if (colon) return { index: colon.index, end: colon.index + colon[0].length };
  const tail = TOPIC_TAIL_PAGES.exec(topic);
  if (!tail || (YEAR.test(tail[1]!) && YEAR.test(tail[2]!))) return null;
  return { index: tail.index + 1, end: topic.length };
}

/**
 * `Merrill & Smith, pages 81-95 (First Possession)`: the source and its pages first, the topic in the
 * parenthesis after them (words only; a cut last item may have lost its closing parenthesis). The whole
 * item is the unit's reading: the pages are the source's, the parenthesis names what they cover.
 */
const SOURCE_PAGES = /^[^()]*[A-Za-z][^()]*,\s*(?:pp?\.|pages?)\s*\d/i;

function sourceBeforeTopic(text: string): { topic: string } | null {
  const paren = /\(([^()\d]*)\)?\s*$/.exec(text);
  if (!paren || !/[A-Za-z]{3}/.test(paren[1]!)) return null;
  const before = text.slice(0, paren.index);
  if (!SOURCE_PAGES.test(before) || !findPages(before)) return null;
  return { topic: stripTrailing(paren[1]!, ':;,') };
}

/** Per session, the last line this layout was offered under it (its topic lines, its items). */
const lastSeen = new WeakMap<Session, number>();

/** Notes the line under the open session; true when it follows the line before with no blank gap. */
function followsClosely(l: PreparedLine, s: Session | null): boolean {
  if (!s) return false;
  const prev = lastSeen.get(s) ?? s.line;
  lastSeen.set(s, l.line);
  // A wrapped line joined to the one above leaves one line number out.
  return l.line - prev <= 2;
}

/**
 * A short numbered item (no question, at most 20 words) right under a dated class line, its topic
 * lines or the item before it, with no blank gap: the class's material list, not a unit, a book list
 * set apart below or a study question.
 */
function isClassMaterialItem(no: number, text: string, close: boolean, ctx: LayoutContext): boolean {
  const s = ctx.current;
  if (!s?.date || ctx.outline) return false;
  // The list counts up from 1 under the class: item N only after item N-1 was taken as material.
  const ok =
    close && no === (listedUpTo.get(s) ?? 0) + 1 && !text.includes('?') && text.split(/\s+/).length <= 20;
  if (ok) listedUpTo.set(s, no);
  return ok;
}

/** Per session, the number of the last item read as its material. */
const listedUpTo = new WeakMap<Session, number>();

/** `2 Topic: The Coase Theorem`: a topic number written before a `Topic:` label, no period after it. */
const NUMBER_BEFORE_TOPIC_LABEL = /^(\d{1,2})\s+Topics?\s*:\s+(?=\S)/;
/** `1. Readings:`, `1. Discussion papers*:`: a numbered label line over a block's items, not a topic. */
/** `2. A Dilemma: What is holy? Read: Plato, Euthyphro`: a reading label inside the topic line, the topic's reading after it. */
const INLINE_READING_LABEL = /\s(?:Required\s+)?(?:Readings?|Read)\s?:\s+(?=\S)/;
const READING_LABEL_ONLY =
  /^(?:(?:required|recommended|further)\s+)?(?:readings?|discussion\s+papers?)\s*\*?\s*:\s*$/i;

export const numberedTopic: Layout = {
  name: 'numbered topic',
  read(l, ctx) {
    const close = followsClosely(l, ctx.current);
    const labelled = l.bullet || l.heading ? null : NUMBER_BEFORE_TOPIC_LABEL.exec(l.text);
    if (labelled) {
      const s = ctx.start(newSession(l, { classNo: Number(labelled[1]) }));
      s.topics.push(stripTrailing(l.text.slice(labelled[0].length), ':;,'));
      return 'numbered topic';
    }
    // `2. (10 September) Myths of the Flood.`: a numbered class dated in parentheses, its tail the topic.
    const parenDated = l.bullet || l.heading ? null : numberedParenDate(l.text);
    if (parenDated) {
      const { classNo, date, weekday, rest } = parenDated;
      const s = ctx.start(newSession(l, { classNo, date, weekday }));
      if (rest) s.topics.push(stripTrailing(rest, ':;,.'));
      return 'numbered topic';
    }
    const numbered = l.bullet || l.heading || ctx.parenSessions ? null : NUMBERED.exec(l.text);
    // A plan's hours and a course goal are numbered lines too (tested on numbered lines only: most lines are not).
    const m = numbered && !isPlannedHoursRow(l.text) && !isCourseGoal(l.text) ? numbered : null;
    // Numbered items under a "Readings:" label are the block's readings, not topics.
    if (!m || (!ctx.numberedTopics && ctx.readingBlock && ctx.current)) return null;
    const text = l.text.slice(m[0].length);
    if (READING_LABEL_ONLY.test(text)) return null;
    // In an undated outline, a numbered item that gives pages (`1. Notes on Trespass (P53-54)`) is one
    // of the unit's materials, titled by its own words, not a unit of its own.
    if (ctx.outline && ctx.current && findPages(text)) {
      ctx.addReadings(text, l, 'line');
      return 'line';
    }
    const dated = WEEKDAY_DATE.test(text) ? leadingDate(text) : null;
    if (dated) {
      const s = ctx.start(newSession(l, { classNo: Number(m[1]), date: dated.date, weekday: dated.weekday }));
      // The line below a bare `4) Thursday, June 12:` is joined to it: with pages it is the class's reading.
      if (dated.rest && findPages(dated.rest)) ctx.addReadings(dated.rest, l, 'inline');
      else if (dated.rest) s.topics.push(stripTrailing(dated.rest, ':;,'));
      return 'numbered topic';
    }
    // `2. Normative questions (17 March)`: a numbered class whose date closes its line.
    const closing = closingParenthesisedDate(text);
    if (closing?.rest) {
      const s = ctx.start(
        newSession(l, { classNo: Number(m[1]), date: closing.date, weekday: closing.weekday }),
      );
      s.topics.push(stripTrailing(closing.rest, ':;,'));
      return 'numbered topic';
    }
    if (!ctx.numberedTopics) {
      // Under a dated class (`January 30 How to brief a case` / `1. Ames, On Briefs`), a numbered item
      // is one of the class's materials: the classifier decides, no unit opens for the classes after it.
      if (isClassMaterialItem(Number(m[1]), text, close, ctx)) {
        ctx.addReadings(text, l, 'line');
        return 'line';
      }
      ctx.unitTopic = text.replace(/\s*\(.*$/, '').trim();
      return 'numbered topic';
    }
    // `   1. Fogel, …` under `1. The history of economic history`: an inner list's item, not a topic.
    if (isNestedNumberedItem(ctx.current, l, Number(m[1]))) return null;
    // Under a unit heading of a document structured by units only: the unit's sub-topic (unit-subtopic.ts).
    if (ctx.current && isUnitSubtopic(text, ctx.unitHeadings && !numberedAuthorWork(text, ctx.authorWorks))) {
      ctx.current.topics.push(stripTrailing(text, ':;,.'));
      return 'numbered topic';
    }
    const s = ctx.start(newSession(l, { classNo: Number(m[1]) }));
    noteNumberedTopic(s, l);
    const inline = INLINE_READING_LABEL.exec(text);
    if (inline) {
      s.topics.push(stripTrailing(text.slice(0, inline.index), ':;,'));
      ctx.addReadings(text.slice(inline.index + inline[0].length), l, 'label');
      return 'numbered topic';
    }
    // `2. Plato, Apology` in a numbered list of works: the item is the lecture's reading.
    const work = numberedAuthorWork(text, ctx.authorWorks);
    if (work) {
      ctx.addReadings(work, l, 'label');
      return 'numbered topic';
    }
    // `2 Book 2` under `1 Iliad, Book 1`: a week that names only the part of the work it reads.
    if (isPartOnly(text)) {
      ctx.addReadings(text, l, 'label');
      return 'numbered topic';
    }
    // `3. Text p. 87-115; Handouts 3 and 4`: a list of the unit's materials, no topic (numbered-material-list.ts).
    const materials = materialListParts(text);
    if (materials) {
      for (const part of materials) ctx.addReadings(part, l, 'label');
      return 'numbered topic';
    }
    const lead = sourceBeforeTopic(text);
    if (lead) {
      s.topics.push(lead.topic);
      ctx.addReadings(text, l, 'inline');
      return 'numbered topic';
    }
    const paren = /\(([^()]*)\)\s*$/.exec(text);
    const topic = paren ? text.slice(0, paren.index) : text;
    const pages = paren ? null : topicPages(topic);
    s.topics.push(stripTrailing(pages ? topic.slice(0, pages.index) : topic, ':;,'));
    if (paren) ctx.addReadings(paren[1]!, l, 'inline');
    else if (pages) ctx.addReadings(topic.slice(0, pages.end), l, 'inline');
    return 'numbered topic';
  },
};
