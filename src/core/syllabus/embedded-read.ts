/**
 * A read instruction inside a sentence of prose: `For the first class session, please also read
 * Madison's 1786 Memorandum (…)`. The words before the read verb say when or for what, and the
 * polite `please` is no sign of logistics here: the reading is what follows the verb, so the span the
 * classifier judges starts there.
 */

/** A short lead clause (`For the first class,`) and `please (also)` before a read verb. */
const PLEASE_READ =
  /^(?:(?:for|on|before|after|by)\s[^,;:]{1,60},\s*)?please\s+(?:also\s+)?(?=(?:read|re-?read|skim|study)\s)/i;

/** The span from the read verb on, when a `please … read` instruction is embedded in the sentence. */
export function fromReadInstruction(piece: string): string {
  const m = PLEASE_READ.exec(piece);
  return m ? piece.slice(m[0].length) : piece;
}
