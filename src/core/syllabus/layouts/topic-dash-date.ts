/**
 * A class heading that names its topic first and its date last, after a dash: `Rule of law -- Feb. 7`,
 * `The Federalist – September 12`. The date opens the session and the words before the dash are its
 * topic, so the reading lines under it are that class's. Only a short line (a heading, not a sentence)
 * whose text after the dash is a date and nothing else; a deadline or exam line (`Paper due -- May 5`)
 * opens no class.
 */
import { leadingDate } from '../dates';
import type { PreparedLine } from '../prepare';
import type { Layout, LayoutContext } from './context';
import { newSession } from './session';
import { BULLET, CELLS } from './line-shape';

/** ` -- `, ` – `, ` — `: the dash between the topic and the date. */
const DASH = /\s(?:--|–|—)\s/;
const MAX_TOPIC = 60;
const DEADLINE = /\b(?:due|exams?|midterms?|quiz(?:zes)?|tests?|papers?|deadline|no class|holiday|break)\b/i;

function read(l: PreparedLine, ctx: LayoutContext): boolean {
  if (l.bullet || l.cells || l.text.length > MAX_TOPIC + 20) return false;
  const dash = DASH.exec(l.text);
  if (!dash) return false;
  const topic = l.text.slice(0, dash.index).trim();
  const d = leadingDate(l.text.slice(dash.index + dash[0].length).trim());
  if (!d || !topic || topic.length > MAX_TOPIC) return false;
  if (d.rest.replace(/[\s.)]/g, '') !== '') return false;
  if (DEADLINE.test(topic) || DASH.test(topic)) return false;
  ctx.start(newSession(l, { date: d.date, weekday: d.weekday }));
  ctx.addContent(topic, l);
  return true;
}

export const topicDashDate: Layout = {
  name: 'topic dash date',
  shape: { lacks: BULLET | CELLS },
  read(l, ctx) {
    return read(l, ctx) ? 'dated heading' : null;
  },
};
