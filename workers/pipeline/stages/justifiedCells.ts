/**
 * Justified table cells. A layout engine that justifies the text of a table cell (Typst, some LaTeX
 * tables) stretches the spaces of a cell's line: `Ch4   (103-106);   Ch12` can hold word gaps as wide as
 * the padding between two cells, so the line splits into more chunks than the row has cells, one of
 * them starting inside a column rather than at a column start, and tableRows.ts would not count the
 * line as a table line at all (the whole table was then read as run-together lines).
 *
 * A chunk that starts past the start of the column its left neighbour is in, and before the next
 * column start, is the rest of that cell: it stays in that column. A chunk to the left of every column,
 * or a line whose first chunk is not at a column start, is still no table line.
 */

/** The index of the column whose span holds `x`: the last column start at or before it (within `align`). */
export function cellOf(x: number, columns: number[], align: number): number {
  let k = -1;
  for (let i = 0; i < columns.length; i++) if (columns[i]! - align <= x) k = i;
  return k;
}

/**
 * Every chunk of a line in a column: the first at a column start, each later one at a column start or
 * inside the column of the chunk before it (a justified cell's stretched word gap).
 */
export function alignedWithJustifiedCells(
  xs: number[],
  columns: number[],
  align: number,
  atStart: (x: number) => boolean,
): boolean {
  return xs.every(
    (x, i) =>
      atStart(x) ||
      (i > 0 &&
        cellOf(x, columns, align) >= 0 &&
        cellOf(x, columns, align) === cellOf(xs[i - 1]!, columns, align)),
  );
}
