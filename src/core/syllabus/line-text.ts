/**
 * The text of each prepared line looked up by its place (page and line number), built once per pass
 * that needs it: a later line at the same place wins (a line split into several keeps its last piece),
 * and a place no line has gives ''. Keyed by the numbers themselves (`placeTable`), not by a `page:line`
 * string: no string is built per line and per lookup.
 */
export type LineTextAt = (at: { page: number; line: number }) => string;

/**
 * Values kept by page and line number: an array of lines per page, indexed by the numbers (pages and
 * lines are small counting numbers; any other number is still a key of its own, as in a Map). Cheaper
 * to fill than a Map per page, which grows its table line by line.
 */
export interface PlaceTable<T> {
  get(page: number, line: number): T | undefined;
  set(page: number, line: number, value: T): void;
}

export function placeTable<T>(): PlaceTable<T> {
  const pages: T[][] = [];
  return {
    get: (page, line) => pages[page]?.[line],
    set: (page, line, value) => {
      let lines = pages[page];
      if (lines === undefined) {
        lines = [];
        pages[page] = lines;
      }
      lines[line] = value;
    },
  };
}

export function lineTextAt(lines: readonly { page: number; line: number; text: string }[]): LineTextAt {
  const table = placeTable<string>();
  for (const l of lines) table.set(l.page, l.line, l.text);
  return (at) => table.get(at.page, at.line) ?? '';
}
