/**
 * A list of works each given with its source: `Read Paragraphs and Paragraphing from Purdue OWL, How
 * to Structure a Paragraph from Acephalous, and Paragraph Structure from the UMUC Writing Center` —
 * on a web page each title was a link, and the copy keeps only the commas between them. Each comma
 * part that names where it is from (`from X`) or who wrote it (`by X`) is a work of its own.
 */
/** `from Purdue OWL`, `from the UMUC ...`, `by Cathy Davidson`: a source or an author after the title. */
const SOURCED = /\s(?:from|by)\s+(?:the\s+)?[A-Z]/;
const LEADING_AND = /^(?:and|or)\s+/i;
/** More words than this and a comma part is prose, not a title with its source. */
const MAX_WORDS = 16;

/** `split` cuts at top-level commas (readings.ts `splitTopLevel`). */
export function splitSourcedList(piece: string, split: (text: string, sep: string) => string[]): string[] {
  // Every part names its source with `from` or its author with `by`: a piece without either is no such list.
  if (!piece.includes(',') || (!piece.includes('from') && !piece.includes('by'))) return [piece];
  const parts = split(piece, ',')
    .map((p) => p.trim().replace(LEADING_AND, ''))
    .filter(Boolean);
  if (parts.length < 2) return [piece];
  const ok = parts.every(
    (p) => SOURCED.test(p) && p.split(' ').length <= MAX_WORDS && /[A-Z"“]/.test(p[0] ?? ''),
  );
  return ok ? parts : [piece];
}
