/**
 * Items of a list of updates (update-list.ts): a note posted on one day names the class it is for
 * (`4/5/11: For class #23 on Monday, April 11th, ... read ...`, `- Class 25, Monday April 18: 798-809
 * ...`). Such an item opens that class's session, dated by the class day it names, and the rest of it
 * is the class's text; a note that names no class (`4/20/11: Posted the instruction pages for the
 * exam.`) opens no session and ends the one above, so its sub-items are no class's.
 */
import { MONTH_PATTERN, monthNumber, WEEKDAY_PATTERN, weekdayIndex } from '../dates';
import { POST_DATE_PREFIX } from '../update-list';
import type { Layout } from './context';
import { newSession } from './session';

const CLASS_DAY = new RegExp(
  `^(?:for\\s+)?class\\s*#?\\s*(\\d{1,3}),?\\s+(?:on\\s+)?(${WEEKDAY_PATTERN})\\.?,?\\s+(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b[,:]?\\s*`,
  'i',
);

export const updatePost: Layout = {
  name: 'update post',
  read(l, ctx) {
    if (!ctx.updateList) return null;
    const post = POST_DATE_PREFIX.exec(l.text);
    const text = post ? l.text.slice(post[0].length).trim() : l.text;
    const m = CLASS_DAY.exec(text);
    const month = m ? monthNumber(m[3]!) : undefined;
    if (!m || month === undefined) {
      if (!post) return null;
      ctx.current = null;
      return 'outside schedule';
    }
    const weekday = weekdayIndex(m[2]!);
    ctx.start(
      newSession(l, {
        date: { month, day: Number(m[4]) },
        classNo: Number(m[1]),
        ...(weekday === undefined ? {} : { weekday }),
      }),
    );
    ctx.addContent(text.slice(m[0].length), l);
    return 'dated heading';
  },
};
