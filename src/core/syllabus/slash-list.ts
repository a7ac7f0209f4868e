/**
 * Items of a reading label separated by a slash: `Reading: Harriman (witnesses) / Vinotemp (damages) /`
 * names two readings. Only a slash with a space on one side separates (`and/or`, `Prob-Hypos/Charts`
 * stay whole), only under a reading label (where every item is a reading), and only when each item is a
 * short name (at most eight words, starting with a capital or a digit) — never inside a sentence.
 */

const SLASH = /\s+\/\s*|\s*\/\s+|\/$/;

export function slashItems(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed.includes('/') || !SLASH.test(trimmed)) return [text];
  const parts = trimmed
    .split(SLASH)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return parts.length === 1 ? parts : [text];
  // A full stop inside a name's abbreviation ("v. Fugett", "Okla. 1967") is no sentence's end.
  const short = parts.every(
    (p) => /^[A-Z0-9“"]/.test(p) && p.split(/\s+/).length <= 8 && !/[a-z]{4,}[.!?]\s+[A-Z]/.test(p),
  );
  return short ? parts : [text];
}
