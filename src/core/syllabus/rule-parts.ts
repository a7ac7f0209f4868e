/**
 * Rule and section numbers listed after a rule (`FRCP 26(a)(1)(A)(iii); 26(e); 37`, `Rule 56; 57`):
 * the bare numbers are more parts of the same rules, not page numbers or readings of their own. A `;`
 * item that is only such numbers joins the item before it when that item names a statute or rule.
 */
import { STATUTE } from './signals';

/** "26(e)", "37", "12(b)(6), 56": rule numbers with their sub-parts, nothing else. */
const RULE_NUMBERS = /^\d{1,4}(?:\([a-z0-9]{1,4}\))*(?:\s*(?:,|&|and)\s*\d{1,4}(?:\([a-z0-9]{1,4}\))*)*\.?$/i;

export function attachRuleParts(items: string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const last = out.length - 1;
    if (last >= 0 && RULE_NUMBERS.test(item.trim()) && STATUTE.test(out[last]!))
      out[last] = `${out[last]}; ${item.trim()}`;
    else out.push(item);
  }
  return out;
}
