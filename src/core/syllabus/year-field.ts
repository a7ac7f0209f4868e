/**
 * A course's year written as a labelled field of its header: `Year: 2025`, `AÑO | 2025` (a header table
 * flattened into cells), `Ano: 2024`, `Année : 2023`. With no term word (`Fall 2025`) and no weekday to
 * decide, that is the year of the schedule's yearless dates (`17 de marzo`). Only the header is read
 * (the first 60 lines), only a line that opens with the label.
 */
const YEAR_FIELD = /^\s*(?:academic\s+)?(?:year|año|ano|année|jahr)\s*[:|]\s*((?:19|20)\d\d)(?!\d)/iu;
const HEADER_LINES = 60;

export function yearField(texts: readonly string[]): number | undefined {
  for (const t of texts.slice(0, HEADER_LINES)) {
    const m = YEAR_FIELD.exec(t);
    if (m) return Number(m[1]);
  }
  return undefined;
}
