/**
 * A lead line naming the book that holds the items listed under it — `In Amy Gutmann, ed., A Matter of
 * Interpretation (1997):` over a list of its chapters — is where the readings are, not one of them: it
 * opens with `In` and a capitalised name and ends with the colon that introduces its list. Each item
 * below is a reading of its own.
 */
const CONTAINER_LEAD = /^In\s+[A-Z]/;

export function isContainerLead(text: string): boolean {
  const t = text.trim();
  return t.endsWith(':') && CONTAINER_LEAD.test(t);
}
