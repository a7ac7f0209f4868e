/**
 * Stated meeting days against the weekdays of the dated rows, when the two share no day: the course
 * header says `Monday and Wednesday, 11:00 - 12:20` (or a sentence says the class meets on them)
 * while the dated rows fall on Thursdays and Fridays. Rows that never meet on a stated day are
 * deadlines, exams or a calendar whose year was guessed wrong, not the class's meetings; the stated
 * days win. Rows that share a day with the stated ones keep the older rules (semester.ts).
 */
import type { MeetingDay } from '../model';

/**
 * Stated days that no dated row falls on, at least as many as the rows show: the stated days are the
 * meetings. One stated day against rows on several (`Q&A sessions are Thursdays 11:30-1:00` beside
 * Monday-Wednesday-Friday classes) is some other session's; the rows win.
 */
export function statedDaysDisjoint(stated: readonly MeetingDay[], fromRows: readonly MeetingDay[]): boolean {
  return fromRows.length > 0 && stated.length >= fromRows.length && !fromRows.some((d) => stated.includes(d));
}
