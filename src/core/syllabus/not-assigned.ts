/**
 * A work the syllabus says NOT to read (`do NOT read the Jacobsen case`, `To make time for this, do
 * not read N.Y. Times v. Tasini`, `don't prepare the notes`): it names a work but takes it out of the
 * assignment, so it is no reading. `You need not read all of this` (an optional list) is read
 * elsewhere; only the negated read/prepare verb counts here. A span that opens with `Skip` (`Skip CB 205-209
 * (Griffith)`, `(SKIP pages 195-250)`, `Please skip Restatements at CB p. 410`) names what is left out of the
 * day's assignment. A work said to be `not assigned` (`X comes up in class, not assigned reading`) is
 * taken out the same way.
 */
export const NOT_ASSIGNED =
  /\b(?:do\s+not|don[’']t|please\s+skip|skip)\s+(?:read(?:ing)?|prepare)\b|^[(\s]{0,2}(?:please\s+)?skip\s|\bnot\s+(?:an?\s+)?assigned\b/i;
