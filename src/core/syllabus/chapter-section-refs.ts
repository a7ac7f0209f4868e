/**
 * A reading cell of chapter:section references only, under a `Chapter: Sections` header: `1:1-9  2:1`,
 * `4:1-6, 5:5`, `7:4-5` (chapter 1 sections 1-9 and chapter 2 section 1). They name what to read, but
 * have no letter to make a title and their `1-9` is no page range. Read only in a reading column or
 * after a reading label, when at least one reference is an ascending range of sections (`9:30-11`, a
 * clock, descends; `10:00` has a zero minute) — a lone `9:15` stays what it was.
 */

/** `1:1-9` / `2:1`: a chapter, a colon, a section or an ascending range of sections (no zero-led number). */
const REFERENCE = /^([1-9]\d?):([1-9]\d?)(?:-([1-9]\d?))?$/;

/** The title of such a cell (`Ch. 1:1-9 2:1`), or null when the text is anything else. */
export function chapterSectionTitle(text: string): string | null {
  const refs = text.trim().split(/[\s,]+/);
  if (!refs.length || refs.length > 8) return null;
  let range = false;
  for (const ref of refs) {
    const m = REFERENCE.exec(ref);
    if (!m) return null;
    if (m[3] !== undefined) {
      if (Number(m[3]) <= Number(m[2])) return null;
      range = true;
    }
  }
  return range ? `Ch. ${text.trim()}` : null;
}
