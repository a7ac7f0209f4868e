/**
 * A class's days for each section on one line under its heading (`B = Mon Aug 18 8:00-9:20 am D =
 * Tue Aug 19 8:00-9:15 am`, `B & D Together = Tue Sep 2 7:55-9:15 am`): a section letter (or two
 * joined by `&`), `=`, then a weekday and a month-name date. The class open above, if still undated,
 * takes the first section's day, so its week follows; the line is no reading.
 */
import { MONTH_PATTERN, monthNumber, WEEKDAY_PATTERN, weekdayIndex } from '../dates';
import type { Layout } from './context';
import { BULLET, DIGIT } from './line-shape';

const SECTION_DAY = new RegExp(
  `^[A-Z]{1,2}(?:\\s*&\\s*[A-Z]{1,2})?(?:\\s+together)?\\s*=\\s*(${WEEKDAY_PATTERN})\\.?,?\\s+(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})\\b`,
  'i',
);

export const sectionDays: Layout = {
  name: 'section days',
  shape: { has: DIGIT, lacks: BULLET },
  read(l, ctx) {
    const s = ctx.current;
    if (!s || s.date || l.bullet) return null;
    const m = SECTION_DAY.exec(l.text);
    const month = m ? monthNumber(m[2]!) : undefined;
    if (!m || month === undefined) return null;
    s.date = { month, day: Number(m[3]) };
    const weekday = weekdayIndex(m[1]!);
    if (weekday !== undefined) s.weekday = weekday;
    return 'dated heading';
  },
};
