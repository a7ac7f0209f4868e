/**
 * A remark set wholly in parentheses (`(Second section: a visit to the museum)`, `(No more than two
 * sides of a paper.)`): an aside to the schedule around it. With no shape of a work inside it (pages,
 * a chapter, a case, a quoted title: the classifier's strong features) it names nothing to read, even
 * under a reading label or in a reading column. A veto in classify.ts; a reading block drops such a
 * line whole (layouts/reading-block.ts), before its sentences are split apart.
 */

/** The text opens with `(` and that parenthesis closes at its end (a final point allowed). */
export function isWhollyParenthesised(text: string): boolean {
  const t = text.trim();
  if (!t.startsWith('(')) return false;
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i === t.length - 1 || (i === t.length - 2 && t.endsWith('.'));
  }
  return false;
}
