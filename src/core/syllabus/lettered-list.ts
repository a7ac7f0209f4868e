/**
 * A list lettered in lower case, `a.` `b.` `c.` (or `a)` `b)`), is a numbered list with another mark:
 * a word processor's or a web page's list style, the same classes, topics or readings a `1.` `2.` list
 * gives. Each run of two items or more lettered a, b, c … in order at the same indent (and bullet) is
 * written with the numbers the letters count, `a.` as `1.`, so the numbered layouts read it as they read
 * a numbered list. A letter out of order ends the run; `a` starts a new one. Where the document also
 * numbers items at the same indent (`1. Background` / `a. Common Law Privileges` / `b. …` / `2. …`), the
 * letters are the level under the numbers and are left as they are. An item that opens with a
 * field label (`a) Reading: …`) keeps its letter (`lettered-labels.ts` reads it); an item that is a label alone
 * (`a. Casebook:` / `b. Other Readings:` over the items of each group) is written as the label without its
 * letter: a group of one class's items, not a class of its own. One output line per
 * input line.
 */

/** Lead (indent, optional bullet), a lower-case letter, its mark and the space after it. */
const LETTERED = /^(\s*(?:[-*+•]\s+)?)([a-z])([.)])(\s+)(?=\S)/;
const NUMBERED = /^(\s*(?:[-*+•]\s+)?)\d{1,3}[.)]\s/;
const FIELD_LABEL = /^[A-Z][A-Za-z ]{0,40}:\s/;
/** `Other Readings:` alone: the label of the group of items below it. */
const GROUP_LABEL = /^[A-Z][A-Za-z ]{0,40}:\s*$/;

interface Item {
  at: number;
  lead: string;
  letter: number;
  mark: string;
  space: string;
  rest: string;
}

function item(text: string, at: number): Item | null {
  const m = LETTERED.exec(text);
  if (!m) return null;
  return {
    at,
    lead: m[1]!,
    letter: m[2]!.charCodeAt(0) - 96,
    mark: m[3]!,
    space: m[4]!,
    rest: text.slice(m[0].length),
  };
}

/** The runs a, b, c … of the document's lettered items, each kept by its lead and mark. */
function letteredRuns(texts: readonly string[]): Item[][] {
  const runs: Item[][] = [];
  const open = new Map<string, Item[]>();
  texts.forEach((t, at) => {
    const it = item(t, at);
    if (!it) return;
    const key = `${it.lead}${it.mark}`;
    const run = open.get(key);
    if (run && it.letter === run.length + 1) run.push(it);
    else if (it.letter === 1) {
      const fresh = [it];
      runs.push(fresh);
      open.set(key, fresh);
    } else open.delete(key);
  });
  return runs.filter((r) => r.length >= 2);
}

/** The leads (indent and bullet) at which the document numbers items `1.` / `1)`. */
function numberedLeads(texts: readonly string[]): Set<string> {
  const leads = new Set<string>();
  for (const t of texts) {
    const m = NUMBERED.exec(t);
    if (m) leads.add(m[1]!);
  }
  return leads;
}

export function letteredListNumbers(texts: readonly string[]): string[] {
  const out = [...texts];
  const numbered = numberedLeads(texts);
  for (const run of letteredRuns(texts)) {
    if (numbered.has(run[0]!.lead)) continue;
    for (const it of run)
      if (GROUP_LABEL.test(it.rest)) out[it.at] = `${it.lead}${it.rest}`;
      else if (!FIELD_LABEL.test(it.rest))
        out[it.at] = `${it.lead}${it.letter}${it.mark}${it.space}${it.rest}`;
  }
  return out;
}
