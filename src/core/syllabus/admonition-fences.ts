/**
 * Fenced blocks of a documentation site's Markdown (Docusaurus admonitions, Pandoc/Quarto fenced divs):
 *
 *     :::tip Readings
 *     * [Guide to prompt engineering](https://...)
 *     :::
 *
 * The fence lines are markup, not text. An opening fence that carries a title (`:::tip Readings`,
 * `:::note[Readings]`, `::: {.callout-note title="Readings"}`) is read as that title alone on its line,
 * so a `Readings` title opens a reading block as the label `Readings:` would; every other fence line (a
 * closing `:::`, an untitled `::: {.syllabus}`) is left empty. One line for one line.
 */

/** Three or more colons opening the line, then the rest of the fence line. */
const FENCE = /^\s*:{3,}\s*(.*)$/;
/** `{.callout-note title="Readings" ...}`: a fenced div's attributes, with the title when one is given. */
const ATTRIBUTES = /^\{[^}]*?\btitle\s*=\s*["']([^"']*)["'][^}]*\}\s*$/;
/** `tip Readings`, `note[Readings]`, `info Complete the module`: the admonition's type word, then its title. */
const TYPED = /^[a-z][a-z-]*(?:\[([^\]]*)\]|\s+(.*))?$/i;

function fenceTitle(rest: string): string {
  if (!rest) return '';
  if (rest.startsWith('{')) return ATTRIBUTES.exec(rest)?.[1]?.trim() ?? '';
  const typed = TYPED.exec(rest);
  if (!typed) return '';
  return (typed[1] ?? typed[2] ?? '').trim();
}

export function admonitionLines(lines: readonly string[]): string[] {
  if (!lines.some((l) => FENCE.test(l))) return lines as string[];
  return lines.map((l) => {
    const fence = FENCE.exec(l);
    return fence ? fenceTitle(fence[1]!.trim()) : l;
  });
}
