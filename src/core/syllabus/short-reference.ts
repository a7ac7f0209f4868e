/**
 * A short author-year reference with its full citation under it: `* Read Phelan et al. (2010)` over
 * a nested `* Phelan, Jo C., ... 2010. "Social Conditions ..." Journal 51(S):S28-S40.` The two lines
 * name one work; the short one only points at the citation below, so it is left out and the full
 * citation (title, journal, pages) is the reading.
 */

/** `Read Phelan et al. (2010)`, `Skim Wright and Perry (2010)`, as a bullet's whole text. */
const SHORT_REFERENCE =
  /^\s*(?:[-*+•]\s+)?(?:read|skim|re-?read)\s+([A-Z][\w'’-]+)(?:\s+(?:et al\.?|(?:and|&)\s+[A-Z][\w'’-]+))?\s*\(((?:19|20)\d\d)[a-z]?\)\s*\.?\s*$/i;
const BULLET_INDENT = /^(\s*)[-*+•]\s+/;

/** The lines with each short reference that has its full citation nested under it emptied. */
export function dropShortReferences(lines: readonly string[]): string[] {
  return lines.map((line, i) => {
    const m = SHORT_REFERENCE.exec(line);
    if (!m) return line;
    const next = lines[i + 1] ?? '';
    const own = BULLET_INDENT.exec(line)?.[1]?.length ?? 0;
    const sub = BULLET_INDENT.exec(next);
    if (!sub || sub[1]!.length <= own) return line;
    const body = next.slice(sub[0].length);
    return body.startsWith(m[1]!) && body.includes(m[2]!) ? '' : line;
  });
}
