/**
 * A work named and then, after a dash, how much of it to read: `Marlowe, Tamburlaine, Oxford, 1995 -
 * entire play`, `The Harbour Towns - through chap. 4`, `Groundwork – through sec. II`. A week's line of a
 * reading list that names whole works may carry no page, quote or read verb: the extent after the dash
 * (the entire or whole book, play, novel ...; or "through" a chapter, section, part, act or page) says it
 * is something to read, as a read verb would. The work before the dash must open with a capital.
 */
const EXTENT_TAIL =
  /\s[-–—]\s(?:(?:the\s)?(?:entire|whole|complete)\s(?:book|play|novel|novella|text|work|poem|story|collection|volume|essay|article)|(?:read\s)?(?:through|up\sto)\s(?:ch(?:ap(?:ter)?)?s?\.?|sec(?:tion)?s?\.?|part|act|book|p\.|page|scene)\s?[\dIVXivx]{1,6})\.?\s*$/i;

/** Where the extent tail of a work starts in the trimmed text, or -1 when it has none. */
function extentAt(t: string): number {
  if (!/^[A-Z]/.test(t)) return -1;
  const m = EXTENT_TAIL.exec(t);
  return m !== null && /[A-Za-z]{2}/.test(t.slice(0, m.index)) ? m.index : -1;
}

export function hasExtentTail(text: string): boolean {
  return extentAt(text.trim()) >= 0;
}

/** The work without its extent tail (`Tamburlaine, Oxford, 1995`): the tail says how much to read, not what. */
export function withoutExtentTail(text: string): string {
  const t = text.trim();
  const at = extentAt(t);
  return at >= 0 ? t.slice(0, at) : text;
}
