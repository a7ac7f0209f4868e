/**
 * Hard wrapping as an email client or a PDF's text layer does it: every line longer than the width is
 * broken at the last space before it, the rest going on the next line, either at the margin or indented
 * under the text. Table rows are left whole (their wrapping is the table styles' business), as are lines
 * set in columns by runs of three spaces or more (a wrapped fixed-width table is no longer a table).
 */
import { tableBlocks } from './tables';

const WIDTH = 70;

function wrapLine(line: string, indentRest: boolean): string[] {
  const out: string[] = [];
  const lead = /^\s*/.exec(line)![0];
  const rest = indentRest ? `${lead}  ` : '';
  let current = line;
  while (current.length > WIDTH) {
    const cut = current.lastIndexOf(' ', WIDTH);
    if (cut <= (out.length === 0 ? lead.length : rest.length)) break;
    out.push(current.slice(0, cut).trimEnd());
    current = rest + current.slice(cut + 1).trimStart();
  }
  out.push(current);
  return out;
}

export function hardWrap(text: string, indentRest: boolean): string {
  const lines = text.split('\n');
  const inTable = new Set<number>();
  for (const b of tableBlocks(lines)) for (let i = b.start; i < b.end; i++) inTable.add(i);
  const laidOut = (l: string) => /\S {3,}\S/.test(l);
  return lines.flatMap((l, i) => (inTable.has(i) || laidOut(l) ? [l] : wrapLine(l, indentRest))).join('\n');
}
