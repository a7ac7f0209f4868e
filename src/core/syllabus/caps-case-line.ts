/**
 * A line that opens with a case name in capitals (`ALDER FARMS, INC. v. BIRCH`, `COLE v. DUNN - Notes on
 * Remedies`): a casebook's contents list each principal case on a line of its own, so such a line starts a
 * logical line and is never the wrapped end of the line above (prepare.ts), however long that line is.
 * Both parties in capitals (at least two capital letters after `v.`), the first party at most 80 characters.
 */
const CAPITALS_CASE_START = /^[A-Z][A-Z0-9.,&'’ -]{1,80}\sv\.\s[A-Z][A-Z]/;

export function opensCapitalsCase(clean: string): boolean {
  return CAPITALS_CASE_START.test(clean);
}
