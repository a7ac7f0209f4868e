/**
 * The items of a `Cases:` label line: `Cases Due: Audio Visual Artistry, Simulados Software LTD, Anthony
 * Pools, Siemen` names four cases to read, one reading each (cases are readings). A case name's own comma
 * (`Gay Jenson Farms Co. v. Cargill, Inc.`, a reporter citation `, 410 U.S. 113`) stays in it; the `and`
 * before the last item (`A, B, and C`) is the list's. The label may say what the cases are for (`Cases for
 * class discussion:`). The line stays
 * whole when an item is longer than a name or does not start like one (a sentence, not a list).
 */
const CASES_LABEL = /^\W*(?:review\s+)?cases?\b/i;
/** A part that continues the case before it: a company suffix or a citation's volume number. */
const CONTINUES = /^(?:(?:inc|ltd|llc|co|corp|plc|n\.a|l\.p)\.?$|\d)/i;
const MAX_WORDS = 8;
/** `and` / `&` before a list's last item (`A, B, and C`): the list's closing word, not the case's. */
const CLOSING_AND = /^(?:and|&)\s+/i;

export function caseLabelItems(label: string, rest: string): string[] {
  if (!CASES_LABEL.test(label)) return [rest];
  const items: string[] = [];
  for (const raw of rest.split(',')) {
    const part = raw.trim().replace(CLOSING_AND, '');
    if (!part) continue;
    if (items.length && CONTINUES.test(part)) items[items.length - 1] += `, ${part}`;
    else items.push(part);
  }
  if (items.length < 2 || items.some((i) => i.split(/\s+/).length > MAX_WORDS || !/^[A-Z0-9"“']/.test(i)))
    return [rest];
  return items;
}
