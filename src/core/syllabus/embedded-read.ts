/**
 * A read instruction inside a sentence of prose: `For the first class session, please also read
 * Madison's 1786 Memorandum (…)`. The words before the read verb say when or for what, and the
 * polite `please` is no sign of logistics here: the reading is what follows the verb, so the span the
 * classifier judges starts there.
 */

/** A short lead clause (`For the first class,`) and `please (also)` before a read verb. */
const PLEASE_READ =
  /^(?:(?:for|on|before|after|by)\s[^,;:]{1,60},\s*)?please\s+(?:also\s+)?(?=(?:read|re-?read|skim|study)\s)/i;

/**
 * A label before a colon that says for when or for what the reading is assigned (`Assignment for the
 * second day of class:`, `FLIP assignment:`, `Homework for Monday:`, `Before class:`), then the read
 * verb: the label names no work, the reading follows it. A label naming a source (`Coughlin: read
 * pp. 1-5`) is not such a label and stays the reading's title.
 */
const ASSIGNMENT_LABEL =
  /^(?:[^:]{1,40}:\s*)?[^:]{0,40}\b(?:assignments?|homework|prep(?:aration)?|before class|for (?:the )?(?:next|first|second|third|each|every) (?:class|session|meeting|day)|for class)\b[^:]{0,40}:\s*(?:please\s+)?(?=(?:read|re-?read|skim|study)\s)/i;

/** The span from the read verb on, when a `please … read` instruction is embedded in the sentence or an assignment label stands before it. */
export function fromReadInstruction(piece: string): string {
  // ASSIGNMENT_LABEL's label always closes with a colon: a piece without one is not scanned.
  const m = PLEASE_READ.exec(piece) ?? (piece.includes(':') ? ASSIGNMENT_LABEL.exec(piece) : null);
  return m ? piece.slice(m[0].length) : piece;
}
