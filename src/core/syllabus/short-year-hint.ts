/**
 * A two-digit year at the end of the uploaded file's name after a term or a word naming the
 * document ("P112schedule08.htm", "torts_sp19.pdf", "Syllabus-F23.docx"). Alone it is too weak to date anything ("week08.pdf" is a week), so it counts
 * only when the weekdays written on the classes fit that year's calendar: at least three of them,
 * nearly all agreeing. Then it is the file name's year, like a four-digit one (yearSource
 * 'fileName'), and still never overrules a year the text names.
 */
import { fileNameWords } from './file-hints';
import type { Session } from './layouts';
import { weekdayScore } from './years';

/**
 * The stem's last word: a term ("fall08", "sp19", "F23") or a word naming the document
 * ("schedule08", "syllabus 19") before exactly two digits; "week08", "hw12" or "ch03" name a part.
 */
const SHORT_YEAR =
  /(?:^|\s)(?:fall|spring|summer|winter|autumn|fa|sp|su|wi|au|f|s|w|syllabus|syl|schedule|sched|outline|calendar|readings?|assignments?|course)\s?(\d{2})$/i;

export function shortYearOfFileName(fileName: unknown): number | undefined {
  if (typeof fileName !== 'string' || !fileName || fileName.length > 255) return undefined;
  const m = SHORT_YEAR.exec(fileNameWords(fileName));
  if (!m) return undefined;
  const yy = Number(m[1]);
  return yy < 50 ? 2000 + yy : 1900 + yy;
}

/** The file name's two-digit year when the classes' written weekdays confirm it. */
export function confirmedShortYear(fileName: unknown, sessions: readonly Session[]): number | undefined {
  const year = shortYearOfFileName(fileName);
  if (year === undefined) return undefined;
  const items = sessions.flatMap((s) =>
    s.date && s.date.year === undefined && s.weekday !== undefined
      ? [{ date: s.date, weekday: s.weekday }]
      : [],
  );
  return items.length >= 3 && weekdayScore(items, year) >= 0.8 * items.length ? year : undefined;
}
