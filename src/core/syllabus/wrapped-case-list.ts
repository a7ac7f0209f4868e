/**
 * A `Cases:` label's comma list wrapped onto the next line in the middle of a case name: `Cases for class
 * discussion: Adams v. New` / `Jersey Steamboat Co., Brown (Court of Appeals), and Brown (Supreme Court)`.
 * The next line carries the list on (it holds a `, `) but does not open a case of its own (its first
 * item names no `X v. Y`) and is no label or heading: it is the rest of the label's line, joined back so
 * the list reads as one (case-label-list.ts). A list of one case per line (`Cases: Gordon v. Doty` /
 * `Jenson v. Cargill`) starts a case on each line and is left as it is.
 */
/** A label naming cases: `Cases:`, `Cases for class discussion:`, `Review Cases:`. */
const CASES_LABEL_LINE = /^\W*(?:review\s+)?cases?\b[^:]{0,40}:\s*\S/i;
/** A line that ends its sentence or item: nothing of it runs on. */
const CLOSED_END = /[.;:!?)\]]$/;
/** The `v.` between the parties of a case. */
const VERSUS = /\sv\.?\s/;
/** A line opening with a label of its own (`Reading:`, `Statutes:`). */
const OPENS_LABEL = /^\W*[A-Za-z][\w ]{0,30}:/;

/** How many more lines a parenthesis left open by the wrap may take to close. */
const MAX_CLOSING = 2;

/** More `(` than `)`: the text stops inside a parenthesis. */
function opensParenthesis(text: string): boolean {
  let depth = 0;
  for (const c of text) depth += c === '(' ? 1 : c === ')' ? -1 : 0;
  return depth > 0;
}

/** `next` carries the case list of `line` on: see the module comment. */
function continuesList(line: string, next: string): boolean {
  if (!CASES_LABEL_LINE.test(line) || CLOSED_END.test(line)) return false;
  if (!/^[A-Z]/.test(next) || !next.includes(', ') || OPENS_LABEL.test(next)) return false;
  return !VERSUS.test(next.slice(0, next.indexOf(', ')));
}

/** The lines with every wrapped `Cases:` list joined back onto its label's line (a whole-document pass). */
export function joinWrappedCaseLists(texts: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i + 1 < texts.length; i++) {
    const line = (out ?? texts)[i]!.trimEnd();
    const next = texts[i + 1]!.trim();
    if (!continuesList(line, next)) continue;
    out ??= [...texts];
    let joined = `${line} ${next}`;
    out[i + 1] = '';
    let k = i + 2;
    // `... and Brown (Supreme` / `Court)`: a parenthesis the wrap left open is closed on the line after.
    for (; k < texts.length && k - i <= MAX_CLOSING && opensParenthesis(joined) && texts[k]!.trim(); k++) {
      joined += ` ${texts[k]!.trim()}`;
      out[k] = '';
    }
    out[i] = joined;
    i = k - 1;
  }
  return out ?? texts;
}
