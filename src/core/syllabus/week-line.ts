/**
 * Which lines count as a printed week when the document is asked whether its weeks are its own (`explicitWeeks`):
 * a `Week 3` line, and a list item that is only the week (`* Week 3:`, `• Week 3`, `• Week 3, 10/05 - 10/09 Topic`, week-bullet.ts), but not a list
 * item after its week (`- Week 2 reading due`), nor a task named after its week wherever it stands (`* [Week 1
 * Assignment](week1.html)`, or the same line pasted without its list mark, `Week 1 Assignment`): such
 * items sit under dated class headings (`### 2/17 Topic`), and counted as weeks they made the document's weeks
 * "printed" while no class printed one, so every class fell into week 1.
 */
import type { PreparedLine } from './prepare';
import { isWeekBullet } from './layouts/week-bullet';
import { WEEK_HEADING } from './layouts/week-heading';
import { isTaskAfterWeek } from './week-task';

export function isWeekLine(l: Pick<PreparedLine, 'text' | 'bullet'>): boolean {
  if (!WEEK_HEADING.test(l.text) || isTaskAfterWeek(l.text)) return false;
  return !l.bullet || isWeekBullet(l.text);
}
