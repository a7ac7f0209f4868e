/**
 * A schedule whose items name their kind in a code: `` * `RD12 - Reading` [Title](url) - Due: Tue 2/4 ``,
 * `MT07 - Meeting ...`, `QZ01 - Quiz ...`, `EX02 - Exercise ...` (a course site listing each class's
 * items by type). The kind word is the item's label: an item of kind Reading is a reading, written
 * `Reading: Title` so the label decides, and its due note says by when it is read, not that something is
 * handed in, so it is dropped. Items of other kinds are left as they are (a meeting, a quiz and a sprint
 * name nothing to read). The layout needs three typed items and two kinds in the document: one
 * `AB12 - Word` line is no list of typed items.
 */
import { WEEKDAY_PATTERN } from './dates';

/** Optional bullet (a markdown mark or the `•` a stripped page keeps) and backtick, a code (letters then digits), a dash, a capitalised kind word. */
const TYPED_ITEM = /^(\s*(?:[-*+•●▪◦]\s+)?)`?[A-Z]{1,4}\d{1,3}\s+[-–]\s+([A-Z][A-Za-z]{2,15})`?(?=\s)/;
const READING_KIND = /^read(?:ings?)?$/i;
/** A due note at the end of an item: `Due: Tue 2/4`, `- Due: Sun 3/23`, `==Due: Thu 1/09==`. */
const DUE_NOTE = new RegExp(
  `^(?:==)?due:?\\s(?:${WEEKDAY_PATTERN})\\.?\\s\\d{1,2}/\\d{1,2}(?:==)?\\s?$`,
  'i',
);

interface TypedItem {
  lead: string;
  kind: string;
  rest: string;
}

function typedItem(text: string): TypedItem | null {
  const m = TYPED_ITEM.exec(text);
  if (!m) return null;
  return { lead: m[1] ?? '', kind: m[2] ?? '', rest: text.slice(m[0].length).trim() };
}

/** The item without a trailing due note; found from the last `Due`, so no pattern runs over the whole line. */
export function withoutDueNote(rest: string): string {
  const at = rest.search(/(?:==)?due:?\s\S+\s\S+\s?$/i);
  if (at < 0 || !DUE_NOTE.test(rest.slice(at))) return rest;
  let end = at;
  while (end > 0 && ' -–'.includes(rest[end - 1]!)) end--;
  return rest.slice(0, end);
}

/** The document's lines with each typed reading item written as a `Reading:` label line. */
export function typedItemLines(texts: readonly string[]): string[] {
  const items = texts.map(typedItem);
  const typed = items.filter((i): i is TypedItem => i !== null);
  const kinds = new Set(typed.map((i) => i.kind.toLowerCase()));
  if (typed.length < 3 || kinds.size < 2) return [...texts];
  return texts.map((t, i) => {
    const item = items[i];
    if (!item || !READING_KIND.test(item.kind) || !item.rest) return t;
    return `${item.lead}Reading: ${withoutDueNote(item.rest)}`;
  });
}
