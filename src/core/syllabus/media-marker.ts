/**
 * An item that ends by naming its medium in a short parenthesis: `"History of the Internet" (Video)`,
 * `Night and Fog (film, 32 min)`, or cites its director (`Reyes, Tom, dir. 2011.`). Something to watch, written like a
 * reading's title everywhere else; only the closing mark tells it apart. A podcast or a recording is not
 * vetoed: the corpus labels a named episode a reading (fresh2's rule, fresh23/LABELLING.md). A veto in classify.ts (the
 * leading form `(video) Title` is non-reading-label.ts).
 */
const MEDIA_TAIL = /\((?:videos?|films?|movies?|documentar(?:y|ies))\b[^()]{0,30}\)$/i;

/** A film's citation names its director and year: `Reyes, Tom, dir. 2011. Harbor Lights.` */
const DIRECTOR_YEAR = /,\s*dir\.\s+\(?(?:1[89]\d\d|20\d\d)\b/;

export function isMarkedMedia(text: string): boolean {
  let t = text.trim();
  if (t.endsWith('.')) t = t.slice(0, -1).trimEnd();
  return MEDIA_TAIL.test(t) || DIRECTOR_YEAR.test(t);
}
