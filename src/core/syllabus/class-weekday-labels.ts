/**
 * The weekday that labels one class line of a schedule, in the shapes real syllabi write it when
 * the class's date is missing or has no year: a full name and a colon or dash ("- Tuesday: Phaedo
 * 57a-72a"), a full name alone on its line over the class's topic ("Monday", "Monday [HOLIDAY]"),
 * a dotted abbreviation opening the class line ("Tu. Pilgrims and Plymouth Plantation"), or any
 * weekday code (a letter too) just before a numeric date ("• M (8/31) Montaigne, Apology").
 * `labelledWeekdays` (meeting-days.ts) counts them into meeting days.
 */
import { WEEKDAY_PATTERN, weekdayIndex } from './dates';

const LEAD = '^[-*•\\s]*';
/** "- Tuesday: ...", "Thursday – Chapter 3". */
const NAME_AND_MARK = new RegExp(
  `${LEAD}(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\\s*[:–—-]`,
  'i',
);
/** "Monday", "Friday.", "Monday [HOLIDAY]", "Wednesday (no class)": the name alone on its line. */
const NAME_ALONE = new RegExp(
  `${LEAD}(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\.?\\s*(?:[[(][^\\])]{0,40}[\\])])?\\s*$`,
  'i',
);
/** "Tu. Pilgrims ...", "Thurs. Introduction", "Mon. Chapter 2": a dotted abbreviation, then the class. */
const DOTTED_CODE = /^[-*•\s]*(Mon|Tues?|Tu|Wed|Thu(?:rs?)?|Th|Fri)\.\s+[A-Za-z0-9"“'‘(]/;
/** "M (8/31) ...", "W 9/2", "Th 10/14", "Tue (9/9)": a weekday code just before a month/day date. */
const CODE_BEFORE_DATE = new RegExp(
  `${LEAD}(${WEEKDAY_PATTERN}|Tu|Th|[MTWRF])\\.?,?\\s{0,3}\\(?\\d{1,2}/\\d{1,2}\\b`,
);

/** The weekday (0 = Monday) that labels this class line, if it opens with one. */
export function classWeekdayLabel(text: string): number | undefined {
  if (text.length > 400) return undefined;
  const m =
    NAME_AND_MARK.exec(text) ??
    NAME_ALONE.exec(text) ??
    DOTTED_CODE.exec(text) ??
    CODE_BEFORE_DATE.exec(text);
  return m ? weekdayIndex(m[1]!) : undefined;
}
