/**
 * An item that ends by naming its medium in a short parenthesis: `"History of the Internet" (Video)`,
 * `Night and Fog (film, 32 min)`, `"The Daily" (podcast)`. Something to watch or hear, written like a
 * reading's title everywhere else; only the closing mark tells it apart. A veto in classify.ts (the
 * leading form `(video) Title` is non-reading-label.ts).
 */
const MEDIA_TAIL =
  /\((?:videos?|films?|movies?|documentar(?:y|ies)|podcasts?|audio|recording)\b[^()]{0,30}\)$/i;

export function isMarkedMedia(text: string): boolean {
  let t = text.trim();
  if (t.endsWith('.')) t = t.slice(0, -1).trimEnd();
  return MEDIA_TAIL.test(t);
}
