/**
 * A page range interrupted by a note in parentheses (`pages 17 (Ns & Qs) - 29`, `pages 80 (reservations,
 * etc.) - 95`, `pages 363 (Section 2 C 2) - 387`): the note moves after the range, so the pages read
 * `17-29 (Ns & Qs)`. Only an end page above the start counts. The note is at most 60 characters without
 * parentheses of its own: no backtracking over user text.
 */
const NOTED_RANGE = /\b(\d{1,4}) \(([^()]{1,60})\) ?[-–] ?(\d{1,4})\b/g;

export function moveRangeNotes(raw: string): string {
  if (!raw.includes(') -') && !raw.includes(')-') && !raw.includes(') –')) return raw;
  return raw.replace(NOTED_RANGE, (all, from: string, note: string, to: string) =>
    Number(to) > Number(from) ? `${from}-${to} (${note})` : all,
  );
}
