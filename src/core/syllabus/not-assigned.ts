/**
 * A work the syllabus says NOT to read (`do NOT read the Jacobsen case`, `To make time for this, do
 * not read N.Y. Times v. Tasini`, `don't prepare the notes`): it names a work but takes it out of the
 * assignment, so it is no reading. `You need not read all of this` (an optional list) is read
 * elsewhere; only the negated read/prepare verb counts here, and a line that opens with `Skip` and names
 * what to leave out (`Skip Restatements at CB p. 410`).
 */
export const NOT_ASSIGNED =
  /\b(?:do\s+not|don[’']t|please\s+skip|skip)\s+(?:read(?:ing)?|prepare)\b|^(?:please\s+)?skip\s+(?=[A-Z])/i;
