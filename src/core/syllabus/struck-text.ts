/**
 * Text struck through in the source - HTML `<del>...</del>`, `<s>...</s>`, `<strike>...</strike>`, Markdown
 * `~~...~~` - is what the page shows crossed out: a reading the instructor withdrew
 * (`- <del>Wimmer, "To Encourage a Trade" ... 1-31.</del>`). It is removed before the line is read, so the
 * withdrawn work is no reading; a line left with only its list marker becomes empty. Only a strike opened
 * and closed on the same line is removed. One output line per input line.
 */
const OPEN_TAG = /<(del|s|strike)(?:\s[^>]*)?>/i;

/** The line without its `<del>`-style struck spans. */
function withoutStruckTags(line: string): string {
  let out = line;
  for (let guard = 0; guard < 20; guard++) {
    const m = OPEN_TAG.exec(out);
    if (!m) break;
    const close = out.toLowerCase().indexOf(`</${m[1]!.toLowerCase()}>`, m.index + m[0].length);
    if (close < 0) break;
    out = out.slice(0, m.index) + out.slice(close + m[1]!.length + 3);
  }
  return out;
}

/** The line without its `~~...~~` struck spans. */
function withoutStruckTildes(line: string): string {
  let out = line;
  for (let open = out.indexOf('~~'); open >= 0; open = out.indexOf('~~', open)) {
    const close = out.indexOf('~~', open + 2);
    if (close < 0 || close === open + 2) break;
    out = out.slice(0, open) + out.slice(close + 2);
  }
  return out;
}

const LIST_MARKER_ONLY = /^\s*(?:[-*+•]|\d{1,2}[.)])?\s*$/;

export function withoutStruckText(texts: string[]): string[] {
  let out: string[] | null = null;
  texts.forEach((text, i) => {
    if (!text.includes('~~') && !text.includes('<')) return;
    const struck = withoutStruckTildes(withoutStruckTags(text));
    if (struck === text) return;
    out ??= [...texts];
    out[i] = LIST_MARKER_ONLY.test(struck) ? '' : struck;
  });
  return out ?? texts;
}
