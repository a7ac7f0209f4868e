/**
 * One item of a list or a schedule that a hard wrap (an email client, a text export, a PDF's text layer)
 * broke over lines where a line pass cannot see it whole: a markdown link's text broken in the middle
 * (`wrapped-link-lines.ts`) or a date carried to the next line after `Due:` or `on Monday,`
 * (`wrapped-date-lines.ts`). The broken lines are joined onto the item's first line and left empty, so
 * every line keeps its index; the steps repeat on the joined line (a link, then its due date). Runs before
 * the line passes that read an item whole (typed items, labelled fields).
 */
import { continuesWithDate } from './wrapped-date-lines';
import { linkClosingLine } from './wrapped-link-lines';

/** The last source line the wrap carried `line` onto, from `last`; `last` when it goes on no further. */
function wrapEnd(line: string, texts: readonly string[], last: number): number {
  const link = linkClosingLine(line, texts, last);
  if (link >= 0) return link;
  return continuesWithDate(line, texts[last + 1]) ? last + 1 : last;
}

/** A line and its wrapped continuation: `hand-` and `out` are `hand-out`, other lines a space apart. */
const joinWrapped = (line: string, next: string) => {
  const t = next.trim();
  return line.endsWith('-') && /^[a-z]/.test(t) ? `${line}${t}` : `${line} ${t}`;
};

/** The lines with each wrapped item joined on its first line; the same array when there is none. */
export function wrappedItemLines(texts: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i + 1 < texts.length; i++) {
    let last = i;
    for (;;) {
      const line = (out ?? texts)[i]!;
      const end = wrapEnd(line, texts, last);
      if (end === last) break;
      out ??= texts.slice();
      out[i] = texts.slice(last + 1, end + 1).reduce(joinWrapped, line.trimEnd());
      for (let k = last + 1; k <= end; k++) out[k] = '';
      last = end;
    }
    i = last;
  }
  return out ?? texts;
}
