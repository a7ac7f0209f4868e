/**
 * A book read up to its end: `Cole, Open City to end.`, `Ellison Invisible Man to the end` — a novel
 * course's class line says how far to read, and `to end` is a part of the book as `through ch. 6` is.
 * The span ends with the phrase, and before it stand at most a dozen words, two of them capitalised
 * (the author and the title); a topic that runs `to the end` of something goes on after `end`.
 */
const TO_END = /\s(?:to|through|until)\s(?:the\s)?end\.?$/i;
const MAX_WORDS = 12;

export function readsToEnd(text: string): boolean {
  const t = text.trim();
  const m = TO_END.exec(t);
  if (!m) return false;
  const words = t.slice(0, m.index).split(/\s+/).filter(Boolean);
  return words.length <= MAX_WORDS && words.filter((w) => /^[A-Z]/.test(w)).length >= 2;
}
