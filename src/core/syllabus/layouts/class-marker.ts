/** Class marker at line end: `A. Actus Reus   [#2 – THURSDAY, JANUARY 22, 2026]` starts a session. */
import { findDate, WEEKDAY_PATTERN, weekdayIndex } from '../dates';
import type { Layout } from './context';
import { BULLET, DIGIT } from './line-shape';
import { newSession } from './session';
import { WEEK_HEADING } from './week-heading';

/** A bracketed class number and full date (weekday or year) ending a line. */
const TRAILING_CLASS = /[[(]\s*(?:#\s*(\d{1,3})\s*[–—:-]\s*)?([^[\]()]{6,40}\d)\s*[\])]\s*$/;

/** "(revised 13 January 2019)", "[updated Jan 5, 2020]": the date of the document, not of a class. */
const DOCUMENT_DATE =
  /^(?:rev(?:ised|\.)|updated|last\s+(?:updated|revised|modified)|as\s+of|posted|draft|version)\b/i;

/** `Revised SCHEDULE OF ASSIGNMENTS [6-25-18]`: the line calls the bracketed date the document's revision. */
const REVISED_BEFORE = /\b(?:revised|updated|last\s+modified)\b/i;

/**
 * What may stand in the brackets before the date: nothing, a class label (`Class 3,`, `Session 4 -`), a weekday.
 * Other words make the date part of a citation (`(Tex. Dist. Ct. June 22, 2011)`), not a class's.
 */
const CLASS_LABEL_BEFORE_DATE = new RegExp(
  `^(?:(?:class|session|lecture|meeting|day)\\s*#?\\d{0,3}\\s*[,:–—-]?\\s*)?(?:${WEEKDAY_PATTERN}\\.?,?)?$`,
  'i',
);

export const classMarker: Layout = {
  name: 'class marker at line end',
  shape: { has: DIGIT, lacks: BULLET },
  read(l, ctx) {
    // `Week One: Gearing Up (Monday, August 21, 2023)`: a week heading dated in brackets is the week
    // heading's (its printed number is the week), not a class marker's.
    if (l.bullet || WEEK_HEADING.test(l.text)) return null;
    const m = TRAILING_CLASS.exec(l.text);
    if (!m || DOCUMENT_DATE.test(m[2]!.trim()) || REVISED_BEFORE.test(l.text.slice(0, m.index))) return null;
    const d = findDate(m[2]!);
    if (!d || !CLASS_LABEL_BEFORE_DATE.test(m[2]!.slice(0, d.index).trim())) return null;
    if (d.date.year === undefined && !new RegExp(`^${WEEKDAY_PATTERN}`, 'i').test(m[2]!)) return null;
    const weekday = /^([A-Za-z]+)/.exec(m[2]!)?.[1];
    // `Spring 2011 Syllabus` / `(January 11, 2011)`: a bare bracketed date before any class, with no class
    // number, no weekday and no text before it, dates the document.
    const bare =
      !m[1] && !l.text.slice(0, m.index).trim() && !(weekday && weekdayIndex(weekday) !== undefined);
    if (bare && !ctx.current) return null;
    const s = ctx.start(
      newSession(l, {
        date: d.date,
        ...(weekday && weekdayIndex(weekday) !== undefined ? { weekday: weekdayIndex(weekday) } : {}),
        ...(m[1] ? { classNo: Number(m[1]) } : {}),
      }),
    );
    const topic = l.text
      .slice(0, m.index)
      .replace(/^[A-Z0-9]{1,3}[.)]\s+/, '')
      .trim();
    if (topic) s.topics.push(topic);
    return 'dated class marker';
  },
};
