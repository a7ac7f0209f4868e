/**
 * A header-less pipe row opened by a numbered class label: `Session 1 | Topic | Reading`. The label names
 * the class; of the cells after it the first is the class's topic and the later ones its assignments, read
 * as a labelled cell (a row without a header has no column name, but the order label, topic, reading is
 * the order such rows are printed in). Rows with a date after the label are read as dated rows before
 * this, and a row of one cell after the label is left to the class heading's content.
 */

/** The topic and the later cells of `| Topic | Reading` after a class label, or null when it is no such row. */
export function labelPipeCells(rest: string): { topic: string; later: string[] } | null {
  if (!rest.startsWith('|')) return null;
  const cells = rest
    .split('|')
    .map((c) => c.trim())
    .filter(Boolean);
  if (cells.length < 2) return null;
  return { topic: cells[0]!, later: cells.slice(1) };
}
