/**
 * Numbered lists a page declares assigned: a lead-in line that ends with a colon and says what follows
 * is assigned or to be read (an `assign` or `read` word, then `below`, `the following` or `as follows`:
 * `Sections are assigned as below:`), over a run of items numbered 1, 2, 3 ... (`1. Overview` / `2.
 * Entry and admission` / `3. Visas`). The items name the parts of the text by their titles alone, with
 * no page or chapter, so each is read as a labelled list item. The page's later runs numbered from 1
 * right under a class's date line (`May 4:` / `1. ...`) are lists of the same kind: the lead-in said
 * how the page assigns. An item the classifier excludes (`11. Exercise 2: ...`) stays out. A run needs
 * three items or more.
 */
import { classifySpan } from './classify';
import { leadingDate } from './dates';
import type { PreparedLine } from './prepare';

/** An assignment word, then within a few words `below`, `the following` or `as follows`, the line ending with a colon. */
const LEAD_IN =
  /\b(?:assign(?:s|ed|ing)?|read)\b[^:]{0,60}\b(?:below|the following|as follows)\b[^:]{0,60}:\s*$/i;
/** `1. Title` or `1) Title`: the item's number and text. */
const ITEM = /^(\d{1,2})[.)]\s+(\S.{0,200})$/;
const MIN_ITEMS = 3;

/** The numbered run opening at index `from` (numbers 1, 2, 3 ... in order; blank lines skipped): its items. */
function runFrom(lines: readonly PreparedLine[], from: number): { line: PreparedLine; text: string }[] {
  const out: { line: PreparedLine; text: string }[] = [];
  for (let i = from; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l.text) continue;
    const m = ITEM.exec(l.text);
    if (!m || Number(m[1]) !== out.length + 1) break;
    out.push({ line: l, text: m[2]!.trim() });
  }
  return out.length >= MIN_ITEMS ? out : [];
}

/** The next non-blank line's index after `i`, or -1. */
function nextText(lines: readonly PreparedLine[], i: number): number {
  for (let j = i + 1; j < lines.length; j++) if (lines[j]!.text) return j;
  return -1;
}

/** The items of the page's assigned numbered lists, each line with its text after the number. */
export function assignedListItems(lines: readonly PreparedLine[]): ReadonlyMap<PreparedLine, string> {
  const items = new Map<PreparedLine, string>();
  const lead = lines.findIndex((l) => !l.bullet && LEAD_IN.test(l.text));
  if (lead < 0) return items;
  const take = (run: { line: PreparedLine; text: string }[]) => {
    for (const { line, text } of run) {
      const excluded = classifySpan({ text, context: 'label', bulletPrior: 0 }).features.includes(
        'exclusion',
      );
      if (!excluded) items.set(line, text);
    }
  };
  const first = runFrom(lines, lead + 1);
  if (!first.length) return items;
  take(first);
  for (let i = lead + 1; i < lines.length; i++) {
    if (!lines[i]!.text || !leadingDate(lines[i]!.text)) continue;
    const next = nextText(lines, i);
    if (next > 0 && !items.has(lines[next]!)) take(runFrom(lines, next));
  }
  return items;
}
