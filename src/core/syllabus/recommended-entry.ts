/**
 * An entry that opens with a label saying it is extra, not assigned: `RECOMMENDED: Lamb, Ivy. 2019. “Title.”
 * Journal, May 4, 2019`, `Optional: …`, `Suggested reading: …`, `Extra: …` (the label a reading list puts on
 * what goes beyond the assigned items). The entry is cut at its full stops into
 * author, title and container pieces, and only the first piece holds the label: the whole entry is judged
 * once, so no later piece escapes the exclusion (readings.ts).
 */
const EXTRA_LABEL =
  /^(?:recommended|optional(?:ly)?|suggested|supplementa(?:l|ry)|further|extra)(?:\s+(?:readings?|texts?))?\s*:\s/i;

export function isExtraEntry(text: string): boolean {
  return EXTRA_LABEL.test(text.trim());
}
