/**
 * Meeting days stated in a sentence of the prose, with or without a class time: "This module meets
 * on Wednesdays in Term 1", "the class will meet as planned on Tuesday and Thursday mornings at
 * 8:30". The subject must be the class ("class", "course", "seminar", "we") and the verb a meeting
 * ("meets", "will meet", "is held"); a weekday followed by its date ("rescheduled on Wednesday June
 * 18") is one day, not a meeting day, and a negation ("will not meet") or office hours say nothing.
 */
import type { MeetingDay } from '../model';
import { WEEKDAY_PATTERN, weekdayIndex, weekdayName } from './dates';
import { matchesOf } from './matches';

const MEETS =
  /\b(?:class(?:es)?|course|module|seminar|section|lectures?|we)\s+(?:(?:that|which)\s+)?(?:(?:will|normally|usually|regularly)\s+)?(?:(?:also|then)\s+)?(?:meets?|will meet|(?:is|are|will be) held)\b/gi;
const DAY = `(?:${WEEKDAY_PATTERN})s?(?![a-z])\\.?(?:\\s(?:mornings?|afternoons?|evenings?|nights?))?`;
/** "on Tuesdays and Thursdays", "on Monday, Wednesday and Friday mornings", "every Wednesday". */
const DAY_LIST = new RegExp(
  `^[^.;]{0,40}?\\b(?:on|every|each)\\s+(${DAY}(?:\\s*(?:,|&|and|/)\\s*(?:and\\s+)?${DAY}){0,4})`,
  'i',
);
/** A weekday followed by a date is that one day ("Wednesday June 18", "Thursday, 6/5"). */
const DATE_AFTER =
  /^,?\s*(?:\d{1,2}\/\d{1,2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)/i;
const NOT_MEETING = /\b(?:office|not|no class|cancel+ed|instead|resched\w*|make-?up)\b/i;

/** The meeting days of the first sentence that says when the class meets, else []. */
export function meetingSentenceDays(texts: readonly string[]): MeetingDay[] {
  for (const t of texts) {
    if (t.length > 3000) continue;
    for (const m of matchesOf(MEETS, t)) {
      const after = t.slice(m.index + m[0].length, m.index + m[0].length + 160);
      const list = DAY_LIST.exec(after);
      if (!list) continue;
      const lead = after.slice(0, list.index + list[0].length);
      const before = t.slice(Math.max(0, m.index - 30), m.index);
      if (NOT_MEETING.test(lead) || NOT_MEETING.test(before)) continue;
      if (DATE_AFTER.test(after.slice(list.index + list[0].length))) continue;
      const names = list[1]!.match(new RegExp(WEEKDAY_PATTERN, 'gi')) ?? [];
      const days = [...new Set(names.map((n) => weekdayIndex(n)!))];
      if (days.length && days.length <= 5) return days.sort((a, b) => a - b).map(weekdayName);
    }
  }
  return [];
}
