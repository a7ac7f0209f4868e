/**
 * Years that only date the works a syllabus assigns. A reading's own text often carries a year:
 * the publication year of an article (`Harvard Law Review 71:4, pp. 594-621 (1958)`), the date of a
 * letter or a case (`"Letter from a Birmingham City Jail" April 16, 1963`). Such a year says when the
 * work was written, not when the course is taught: read as a year the text names, it would date a
 * schedule decades back whenever that year's calendar happens to fit the written weekdays. The
 * calendar pass therefore reads the year of the term from the text with each year that a taken
 * reading's title or citation holds blanked out on that reading's own line; a year written anywhere
 * else (a term, a heading, a date of the schedule, a textbook list) still counts, and so does the year
 * of an edition (`6th ed. 2016`): a course assigns a recent edition, so that year is one the term
 * follows closely (years.ts tries the years just after the newest one named).
 */
import type { Session } from './layouts';
import type { PreparedLine } from './prepare';
import { matchesOf } from './matches';

const YEAR = /\b(?:19|20)\d{2}\b/g;
/** `6th ed. 2016`, `2d edition, 2019`: the year of the edition a course assigns, which is recent; it is kept. */
const EDITION_BEFORE = /\bed(?:ition|s)?\.?,?\s*$/i;

const key = (page: number, line: number) => `${page}:${line}`;

/** The years in each reading line's readings (title and citation), by the line's page and number. */
function citedYearsByLine(sessions: readonly Session[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const s of sessions)
    for (const r of s.readings)
      for (const part of [r.title, r.citation]) {
        if (!part) continue;
        for (const m of matchesOf(YEAR, part)) {
          if (EDITION_BEFORE.test(part.slice(Math.max(0, m.index! - 12), m.index))) continue;
          const k = key(r.page, r.line);
          const years = out.get(k) ?? new Set<string>();
          years.add(m[0]);
          out.set(k, years);
        }
      }
  return out;
}

/** The texts (`texts[i]` is `lines[i]`'s; any after them are kept) with each reading line's cited years blanked out. */
export function withoutCitedYears(
  sessions: readonly Session[],
  lines: readonly PreparedLine[],
  texts: string[],
): string[] {
  const cited = citedYearsByLine(sessions);
  if (!cited.size) return texts;
  return texts.map((t, i) => {
    const l = lines[i];
    const years = l ? cited.get(key(l.page, l.line)) : undefined;
    return years ? t.replace(YEAR, (y) => (years.has(y) ? '' : y)) : t;
  });
}
