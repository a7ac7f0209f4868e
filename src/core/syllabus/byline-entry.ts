/**
 * A list item naming a work and who wrote it: `Eloquent JavaScript by Marijn Haverbeke`,
 * `http://www.eecs.wsu.edu/~cs150/tdd.htm by Diane Law`, `http://en.wikipedia.org/wiki/Closure
 * by various authors`. Reading lists of web resources are written this way; the work is the reading,
 * the byline its citation. Judged as `Author, Work` (the author-title shape the classifier knows).
 *
 * The byline is the text after the last ` by `: one to eight words, each a capitalised name or
 * initial, a joining word (`and`, `&`, `of`, `the`, `de`, `van`, `von`), or `various authors`; no
 * digits, and no weekday, month or class word (`due by Friday`, `by next class` are deadlines).
 * The work is the text before it: a title or an address, with no sentence in it.
 */
const JOINING = new Set(['and', '&', 'of', 'the', 'de', 'van', 'von', 'der', 'la', 'le', 'et', 'al.', 'al']);
const NOT_A_NAME =
  /^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|class|lecture|noon|midnight|tomorrow|today|tonight|next|end|week)\.?,?$/i;
const NAME_WORD = /^[A-Z][\p{L}'’.-]*,?$/u;
const MAX_BYLINE_WORDS = 8;
const MAX_WORK_CHARS = 300;

export interface BylineEntry {
  title: string;
  citation: string;
}

function isByline(words: readonly string[]): boolean {
  if (!words.length || words.length > MAX_BYLINE_WORDS) return false;
  if (words.join(' ').toLowerCase() === 'various authors') return true;
  if (!NAME_WORD.test(words[0]!) && words[0]!.toLowerCase() !== 'the') return false;
  return words.every(
    (w) => !/\d/.test(w) && !NOT_A_NAME.test(w) && (NAME_WORD.test(w) || JOINING.has(w.toLowerCase())),
  );
}

/** The work and its byline, or null when the text is not `<work> by <author>` (see the module comment). */
export function bylineEntry(text: string): BylineEntry | null {
  const t = text.trim();
  const at = t.lastIndexOf(' by ');
  if (at <= 0) return null;
  const title = t.slice(0, at).trim().replace(/,$/, '');
  const citation = t
    .slice(at + 4)
    .trim()
    .replace(/[.;]$/, '');
  if (!title || title.length > MAX_WORK_CHARS || /[.!?]\s+[A-Z]/.test(title)) return null;
  if (!isByline(citation.split(/\s+/))) return null;
  return { title, citation };
}
