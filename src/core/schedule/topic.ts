/**
 * A week's topic is a short heading; a structurer that took a whole paragraph as the topic leaves the rest
 * as the week's notes. The heading is the first sentence or clause, at most TOPIC_MAX characters, cut at a
 * word boundary. Linear in the input.
 */
export const TOPIC_MAX = 80;

const CLAUSE_ENDS = new Set(['.', ';', ':', '!', '?']);

export function splitTopic(text: string): { topic: string; notes: string } {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= TOPIC_MAX) return { topic: t, notes: '' };
  let cut = -1;
  for (let i = 0; i < Math.min(t.length, TOPIC_MAX + 1); i++) {
    // A sentence end followed by a space (not "v." inside a case name: the next char is lower case then).
    if (CLAUSE_ENDS.has(t[i] as string) && t[i + 1] === ' ' && i >= 3) {
      const next = t[i + 2] ?? '';
      if (next === next.toUpperCase()) {
        cut = i;
        break;
      }
    }
  }
  if (cut < 0) {
    cut = t.lastIndexOf(' ', TOPIC_MAX);
    if (cut < TOPIC_MAX / 2) cut = TOPIC_MAX;
    const topic = `${t.slice(0, cut).trim()}…`;
    return { topic, notes: t };
  }
  return { topic: t.slice(0, cut).trim(), notes: t.slice(cut + 1).trim() };
}
