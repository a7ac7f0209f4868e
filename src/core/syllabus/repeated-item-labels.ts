/**
 * Two or more numbered items of one kind run together in one cell or line, each with its own pages:
 * `Case 2: Harbor Foods (p. 274) Case 3: Overreach (pp. 275-277)`, `Study 4: Leases (pp. 80-84) Study 5:
 * ...`. The label word and its number repeat, so each label opens a reading of its own; one label, or
 * pieces without pages, are left to the usual reading of the line.
 */
import { findPages } from './pages';

const ITEM_LABEL = /\b([A-Z][a-z]{2,12})\s+(\d{1,3}[a-z]?):\s/g;

/** The items of the line, when it opens with a label repeated before each paged item; else null. */
export function repeatedItemLabels(text: string): string[] | null {
  if (!text.includes(':')) return null;
  const labels = [...text.matchAll(ITEM_LABEL)];
  if (labels.length < 2 || labels[0]!.index !== 0) return null;
  if (labels.some((m) => m[1] !== labels[0]![1])) return null;
  const items = labels.map((m, i) => text.slice(m.index!, labels[i + 1]?.index ?? text.length).trim());
  return items.every((item) => findPages(item) !== null) ? items : null;
}
