/**
 * An annotated reading list: each list item (a bullet naming a work) is followed by a paragraph,
 * set deeper than the item's text, that says what to read in it or why (`Section 2.1 goes over
 * factoring informally ...`, `This is the Wikipedia article on maps.`). The paragraph is the item's
 * annotation, not a reading of its own, and its lines are left out like a comment.
 *
 * A line is an annotation line when it follows a bullet item (its wrapped lines and other annotation
 * lines may stand between), has no bullet, is indented at least two columns deeper than the item's
 * text, and either is prose (five words or more, at least half of the words that open with a letter
 * opening in lower case, not starting with a task verb like `Read` or `Watch`), or follows an
 * annotation line of the same item and goes on with its sentence or ends a sentence of its own
 * (`The section “HTML” in Chapter 12 covers HTML.`). A heading set at the same depth (`October 2:
 * Validation, Verification, and Debugging`: no prose, no sentence end) is not, and stays. A line at
 * the item's own depth or less ends the item. An annotation opens with a word and cites no pages
 * (`1) Warth and notes, pp. 62-74` under an item is a reading) and does not end in a chapter to read
 * (`Proteins---A Brief Review---Chapter 4` under an outline letter is a reading), and an item followed by deeper
 * items of its own is a group whose paragraph is a note on it, not an annotation.
 */
/** A list item: a bullet, a dash or tilde, or a number or letter with `.`/`)`. */
const ITEM = /^(\s*)(?:[•●▪◦○·*+~>–—-]|\(?(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})[.)])\s+/;
/** An annotation starts with a word (or a quoted word), and cites no pages. */
const OPENS_WITH_WORD = /^[“"‘']?\p{L}/u;
const CITES_PAGES = /\bp{1,2}\.\s*\d|\bpp\s?\d|\bpages?\s+\d/i;
/** `Proteins---A Brief Review---Chapter 4`, `Nucleic acids, ch. 3`: a line ending in a chapter to read. */
const ENDS_WITH_CHAPTER = /\b(?:chapters?|chap\.|chs?\.?)\s?\d{1,3}[.;)]?$/i;
const TASK_VERB =
  /^(?:read|reread|skim|review|study|watch|listen|view|complete|prepare|do|write|submit|bring|answer|finish|begin|start)\b/i;
const SENTENCE_END = /[.!?:;)\]”"]$/;
const MIN_PROSE_WORDS = 5;
const DEEPER = 2;

const indentOf = (text: string) => text.length - text.trimStart().length;

function isProse(text: string): boolean {
  const t = text.trim();
  if (!OPENS_WITH_WORD.test(t) || CITES_PAGES.test(t) || ENDS_WITH_CHAPTER.test(t)) return false;
  const words = text.trim().split(/\s+/);
  if (words.length < MIN_PROSE_WORDS || TASK_VERB.test(words[0]!)) return false;
  const lettered = words.map((w) => w.replace(/^[“"‘'(\[]+/, '')).filter((w) => /^\p{L}/u.test(w));
  const lower = lettered.filter((w) => /^\p{Ll}/u.test(w)).length;
  return lower * 2 >= lettered.length;
}

/** For each line, whether it is an annotation line of a bulleted item (see the module comment). */
export function annotationLines(texts: readonly string[]): boolean[] {
  const out = texts.map(() => false);
  let itemDepth = -1;
  let textDepth = -1;
  let open = false;
  let annotated = false;
  let marked: number[] = [];
  texts.forEach((text, i) => {
    if (!text.trim()) return;
    const item = ITEM.exec(text);
    if (item) {
      // An item with sub-items is a group, and its paragraph a note on the group, not an annotation.
      if (item[1]!.length > itemDepth) for (const k of marked) out[k] = false;
      itemDepth = item[1]!.length;
      textDepth = item[0].length;
      open = annotated = false;
      marked = [];
      return;
    }
    const depth = indentOf(text);
    if (itemDepth < 0 || depth <= itemDepth) {
      itemDepth = -1;
      open = annotated = false;
      marked = [];
      return;
    }
    if (depth < textDepth + DEEPER) return;
    const ends = SENTENCE_END.test(text.trimEnd());
    out[i] = open || isProse(text) || (annotated && ends && OPENS_WITH_WORD.test(text.trim()));
    annotated ||= out[i]!;
    open = out[i]! && !ends;
    if (out[i]) marked.push(i);
  });
  return out;
}
