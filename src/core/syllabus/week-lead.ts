/**
 * A week heading opened by a lead phrase: `For Week 1: Friday, January 14, 2000`, `Assignment for Week 4:`,
 * `Readings for Week 2:`. The phrase names what the week's lines are (its assignment); the heading is the
 * week's, so the phrase is dropped and the line reads as `Week 1: Friday, January 14, 2000` (the week
 * heading layouts then take the week number and its date). When the week it names is the one whose
 * heading came last (`For Week 1: Friday, ...` ... `Assignment for Week 1: Read pages 1-42.`), the line
 * continues that week: its `Week 1:` is dropped too, so the week is not opened a second time without its
 * date. Only at the start of a line and only before `Week N:` with its colon; `Readings for week 3 are on
 * the site` is left as it is.
 */
const WEEK_LEAD =
  /^(?:(?:(?:reading\s+)?assignments?|readings?|homework|preparation)\s+)?for\s+(?=week\s{0,2}#?\s{0,2}\d{1,2}\s{0,2}:)/i;
const WEEK_HEAD = /^week\s{0,2}#?\s{0,2}(\d{1,2})\s{0,2}:\s*/i;

/** A line without its lead phrase, or null when it has none. */
function leadFree(text: string): string | null {
  const t = text.trimStart();
  if (t.length < 8 || !/^[A-Za-z]/.test(t) || !/week/i.test(t.slice(0, 40))) return null;
  const m = WEEK_LEAD.exec(t);
  return m ? t.slice(m[0].length) : null;
}

/** Tracks the last week heading of the lines seen; drops lead phrases (and repeated week labels). */
export function weekLeadReader(): (text: string) => string {
  let lastWeek: number | null = null;
  return (text) => {
    const free = leadFree(text);
    const head = WEEK_HEAD.exec((free ?? text).trimStart());
    if (!head) return text;
    const week = Number(head[1]);
    if (free !== null && week === lastWeek) {
      // A label alone on its line (`Assignment for Week 1:`) goes; its week's lines follow it.
      return free.trimStart().slice(head[0].length);
    }
    lastWeek = week;
    return free ?? text;
  };
}
