/**
 * A reading label repeated inside one cell or line: a Word document sets each reading of a class on a
 * line of its own, `READING: Naremore, xv-63` / `READING: Borde and Chaumeton, “Towards …”`, at the tab
 * stop of the class's text, and the PDF text stage reads those lines as one table cell, so they arrive
 * run together (`READING: Naremore, xv-63 READING: Borde and Chaumeton, “…” READING: Schrader, “…”`).
 * Each label opens a reading of its own: the text is cut before every label after the first.
 */
const LABEL = /\b(?:required\s+)?(?:readings?|read)\s*:\s*/gi;

/** The text after each label, when it opens with a reading label repeated at least once more; else null. */
export function repeatedReadingLabels(text: string): string[] | null {
  if (text.indexOf(':') === text.lastIndexOf(':')) return null;
  const labels = [...text.matchAll(LABEL)];
  if (labels.length < 2 || labels[0]!.index !== 0) return null;
  const items = labels
    .map((m, i) => text.slice(m.index! + m[0].length, labels[i + 1]?.index ?? text.length).trim())
    .filter(Boolean);
  return items.length >= 2 ? items : null;
}
