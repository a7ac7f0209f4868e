/**
 * A page source's front matter is hidden on the page: a YAML block between `---` lines at the very
 * top of a site generator's file (Jekyll, Hugo, Quarto), `layout: page`, `banner_credit: "Photo …"`.
 * It is configuration, not text a student reads, so it may not become a reading. Only its entries
 * that carry a number stay visible (`term: Spring 2021`, `date: '2022-08-14'`): they date the course.
 * Also `+++` (TOML front matter). For each line, whether it is hidden.
 */
const FENCE = /^(?:---|\+\+\+)\s*$/;
/** A front-matter line: `key: value`, a list item, or a continuation (indented). */
const ENTRY = /^(?:[\w-]+\s*[:=]|\s|-\s|#|$)/;

export function frontMatterLines(lines: readonly string[]): boolean[] {
  const hidden = lines.map(() => false);
  let i = 0;
  while (i < lines.length && !lines[i]!.trim()) i++;
  const open = lines[i];
  if (open === undefined || !FENCE.test(open)) return hidden;
  const fence = open.trim();
  for (let j = i + 1; j < lines.length; j++) {
    const text = lines[j]!;
    if (text.trim() === fence) {
      for (let k = i; k <= j; k++) hidden[k] = !/\d/.test(lines[k]!);
      return hidden;
    }
    // Not front matter after all (a horizontal rule over prose): leave the lines as they are.
    if (!ENTRY.test(text)) return hidden;
  }
  return hidden;
}
