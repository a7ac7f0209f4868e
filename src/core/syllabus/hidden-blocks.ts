/**
 * Comment blocks of a page's source are hidden on the page: a site generator's template comment
 * (Jekyll/Liquid `{% comment %}` … `{% endcomment %}`, a Hugo comment between `{{/*` and its
 * closing star-slash-braces) and an HTML comment
 * (`<!--` … `-->`) spanning lines. A student who pastes the page's source must not get their content
 * (page arithmetic, an old plan) as readings. Lines inside a block become empty; positions are kept.
 */

const OPENERS: readonly { open: RegExp; close: RegExp }[] = [
  { open: /\{%-?\s*comment\s*-?%\}/, close: /\{%-?\s*endcomment\s*-?%\}/ },
  { open: /\{\{<?\s*\/\*/, close: /\*\/\s*>?\}\}/ },
  { open: /<!--/, close: /-->/ },
];

/** For each line, whether it lies in (or opens or closes) a comment block that spans lines. */
export function hiddenLines(lines: readonly string[]): boolean[] {
  const hidden = lines.map(() => false);
  let close: RegExp | null = null;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (close) {
      hidden[i] = true;
      if (close.test(text)) close = null;
      continue;
    }
    for (const o of OPENERS) {
      const m = o.open.exec(text);
      // A comment opened and closed on the same line is left to the line's own cleaning.
      if (m && !o.close.test(text.slice(m.index + m[0].length))) {
        hidden[i] = text.slice(0, m.index).trim() === '';
        close = o.close;
        break;
      }
    }
  }
  return hidden;
}
