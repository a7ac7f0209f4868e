/**
 * Cases named one after another with only commas between them and no years: `Gorton v. Doty, Gay
 * Jenson Farms Co. v Cargill, Inc., Mill Street Church v Hogan`. Each case is a reading of its own. The
 * run is read from the end of the piece: the trailing comma parts that each name a case (`X v. Y`, `X v
 * Y`), two or more, are split off one by one; what comes before them (a topic, a page range, a statute)
 * stays one piece. A company suffix or a reporter citation after a comma (`, Inc.`, `, 410 U.S. 113`)
 * stays in its case. Split only when the cases are bare names: pages or a note after the last case
 * cover the whole list, which then stays one reading.
 */
/** A part that names a case: capitalised parties on both sides of `v.` or `v`, short. */
const CASE_PART = /^[A-Z][^,;]{0,80}?\sv\.?\s[A-Z]/;
/** The `v.` / `v` between parties that every case part holds: a piece without one has no case to split off. */
const VERSUS = /\sv\.?\s/;
const CONTINUES = /^(?:(?:inc|ltd|llc|co|corp|plc|n\.a|l\.p)\.?$|\d)/i;
const MAX_WORDS = 12;

/**
 * A case name and nothing else: no page, year or note (`Morrison v. Olson and notes, 383-399`,
 * `Cleveland v. United States (RPL: 81-87)`), since pages written after the last case cover the whole list.
 */
function isBareCase(part: string): boolean {
  const name = part.replace(/, (?:inc|ltd|llc|co|corp|plc|n\.a|l\.p)\.?$/i, '');
  return CASE_PART.test(name) && !/[\d()[\]]|\sand\s|&/.test(name) && name.split(/\s+/).length <= MAX_WORDS;
}

export function splitCommaCases(piece: string): string[] {
  if (!VERSUS.test(piece)) return [piece];
  const parts: string[] = [];
  for (const raw of piece.split(', ')) {
    if (parts.length && CONTINUES.test(raw.trim())) parts[parts.length - 1] += `, ${raw.trim()}`;
    else parts.push(raw.trim());
  }
  let k = parts.length;
  while (k > 0 && isBareCase(parts[k - 1]!)) k--;
  if (parts.length - k < 2) return [piece];
  const head = parts.slice(0, k).join(', ');
  return head ? [head, ...parts.slice(k)] : parts.slice(k);
}
