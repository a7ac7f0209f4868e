/**
 * A weekday-column grid without a week column whose cells carry their own date before the class
 * (`| **Monday** | **Wednesday** | **Friday** |` over `| Jan 15. MLK Day | Jan 17. Ch 1 | ... |`):
 * each cell is dated by the date it opens with, and the rest of the cell is the class.
 */
import { leadingDate, type MonthDay } from '../dates';

/**
 * The date a cell opens with and the text after it (`Jan 17. Ch 1` → Jan 17, `Ch 1`), or null. The
 * date may carry its weekday and be written in any style the calendar reads (`Wed 1/17. Ch 1`).
 */
export function cellDate(cell: string): { date: MonthDay; rest: string } | null {
  const text = cell.trim();
  const m = leadingDate(text);
  if (!m) return null;
  const after = text.slice(m.end);
  // The date must stand apart from what follows: a full stop, a colon, a dash or a space.
  if (after && !/^[.:,\s–-]/.test(after)) return null;
  return { date: m.date, rest: after.replace(/^[.:,\s–-]+/, '') };
}
