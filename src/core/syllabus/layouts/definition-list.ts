/**
 * Layout: a definition list (kramdown, PHP Markdown Extra, Pandoc), one term line over `: ` lines:
 *
 *     Sept 8
 *     : **Week 3**{: .label .label-default } [Discrete Random Variables](#)
 *     : 2.8–2.10: Probability laws, Bayes Rule
 *     : **HW 02**{: .label .label-red }
 *
 * The term (here a date) heads the items. Each `: ` definition is an item of its own: it becomes a
 * bullet, except a definition that opens with a week label (`**Week 3**`), which becomes a plain line
 * so it reads as that week's heading. Kramdown's inline attribute lists (`{: .label .label-red }`) are
 * styling, never text, and are removed wherever they stand.
 */

/** An inline attribute list: `{: .class #id key="v" }` (no nesting, no line break). */
const ATTRIBUTE_LIST = /\{:[^{}\n]*\}/g;
/** A definition line: `: ` after optional indentation, then text. */
const DEFINITION = /^(\s*):\s+(?=\S)/;
/** A week label opening a definition: `**Week 3**`, `Week 3`. */
const WEEK_LABEL = /^(?:\*\*|__)?(Week\s+\d{1,2})(?:\*\*|__)?\s*/i;

/** The line with its attribute lists removed and, if it is a definition, rewritten as an item. */
export function definitionItem(raw: string): string {
  const text = raw.includes('{:') ? raw.replace(ATTRIBUTE_LIST, '') : raw;
  const m = DEFINITION.exec(text);
  if (!m) return text;
  const body = text.slice(m[0].length);
  const week = WEEK_LABEL.exec(body);
  if (week) return `${m[1]}${week[1]} ${body.slice(week[0].length)}`.trimEnd();
  return `${m[1]}- ${body}`;
}
