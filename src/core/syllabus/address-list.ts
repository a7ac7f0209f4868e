/**
 * A reading block that opens with web addresses alone (`READINGS:` / `https://host/intro` /
 * `http://a.org/x http://b.org/y`): each address is a reading of its own, titled by the address as
 * written. A bare address elsewhere is the tail of a reading's entry (its link, classify.ts
 * `isLinkOrNote`), never one itself; right under the label, before any titled entry, it is all the
 * syllabus gives to read. Read by layouts/reading-block.ts.
 */
import { stripTrailing } from './text';

const ADDRESS = /^(?:https?:\/\/|www\.)[^\s<>"]+$/i;

/** The addresses of a line that holds nothing else (at most six), or null. */
export function listedAddresses(text: string): string[] | null {
  const items = text
    .trim()
    .split(/\s+/)
    .map((t) => stripTrailing(t.replace(/^<|>$/g, ''), '.,;'));
  if (items.length > 6 || !items.every((t) => ADDRESS.test(t))) return null;
  return items;
}
