/**
 * A term is never before the works it assigns: the newest year a taken reading gives as its own
 * publication year (`Akron Law Review 531 (2019)`, `(3d ed. 2005)`, `(West 2008)`: a year closing a
 * parenthesis) is a lower bound for the term's year when the text names no term. `cited-years.ts`
 * keeps those years out of the years the text names (a work's year is not the term's); this keeps
 * what they still say. A year inside a statute or a page span (`§§ 2072`, `pp. 2010-2015`) is not one.
 */
import type { Session } from './layouts';

const CLOSING_YEAR = /(?:\(|[\s,])((?:19|20)\d{2})\)/g;

export function newestCitedYear(sessions: readonly Session[]): number | undefined {
  let newest: number | undefined;
  for (const s of sessions)
    for (const r of s.readings)
      for (const part of [r.title, r.citation]) {
        if (!part || part.indexOf(')') < 0) continue;
        for (const m of part.matchAll(CLOSING_YEAR)) {
          const y = Number(m[1]);
          if (newest === undefined || y > newest) newest = y;
        }
      }
  return newest;
}
