/**
 * The text of each prepared line looked up by its place (page and line number), built once per pass
 * that needs it: a later line at the same place wins (a line split into several keeps its last piece),
 * and a place no line has gives ''. Keyed by the numbers themselves, a map of lines per page, not by a
 * `page:line` string: no string is built per line and per lookup.
 */
export type LineTextAt = (at: { page: number; line: number }) => string;

export function lineTextAt(lines: readonly { page: number; line: number; text: string }[]): LineTextAt {
  const pages = new Map<number, Map<number, string>>();
  for (const l of lines) {
    const page = pages.get(l.page) ?? new Map<number, string>();
    page.set(l.line, l.text);
    pages.set(l.page, page);
  }
  return (at) => pages.get(at.page)?.get(at.line) ?? '';
}
