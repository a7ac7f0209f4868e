/**
 * A list of numbered papers in one item: `size of the republic; Brutus No. 1; Federalist No. 10`,
 * `judicial power: Brutus No. 11; Federalist No. 78`. Each `Name No. N` is a work of its own (a
 * numbered essay, letter or paper), so the item is that many readings; the subject in front of them
 * (before the first `;`, or before a `:`) says what they are about and is no reading.
 */

/** `Federalist No. 10`, `Brutus No. 1`, `Cato's Letters No. 62`, `Paper No. 3a`. */
const NUMBERED_WORK = /^[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3}\s+No\.\s*\d{1,3}[a-z]?$/;

/** The numbered works of the item, when it is two or more of them behind an optional subject; else null. */
export function numberedWorks(text: string): string[] | null {
  if (!text.includes('No.') || !text.includes(';')) return null;
  const parts = text.split(';').map((p) => p.trim().replace(/[.,]+$/, ''));
  const first = parts[0]!;
  const lead = first.lastIndexOf(':');
  if (lead >= 0) parts[0] = first.slice(lead + 1).trim();
  else if (!NUMBERED_WORK.test(first) && !/\d/.test(first)) parts.shift();
  if (parts.length < 2 || !parts.every((p) => NUMBERED_WORK.test(p))) return null;
  return parts;
}
