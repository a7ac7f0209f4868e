/**
 * A dated list that names a work once and then repeats it as `ibid.` (`2/1  Hart The Concept of Law,
 * ch. 3 §1—guide` / `2/3  ibid., ch. 3 §3, ch. 4 §1—guide`), and whose lines end in the links of the
 * course site after a dash (`—lect. I handout (1up PDF, 2up PDF, booklet PDF)guide`, `—on JSTOR at
 * 1340249guide`). `ibid.` is written out as the work of the last line that named one (its words up to
 * the first comma), and a dash tail made only of link words (handout, guide, PDF, JSTOR) and no page
 * range is dropped, so each line reads as its work and part.
 */
const LEADING_DATE = /^(\s*(?:\d{1,2}\/\d{1,2}|[A-Z][a-z]{2,8}\.?\s+\d{1,2})\s+)/;
const IBID = /^ibid\.?,?\s*/i;
const LINK_WORD = /\b(?:handout|guide|jstor|pdf)\b/i;
const PAGE_RANGE = /\bpp?\.\s*\d|\d\s*[-–]\s*\d/;

/** The text before its last dash when all after that dash is link words (no page range). */
function dropLinkTail(text: string): string {
  const dash = Math.max(text.lastIndexOf('—'), text.lastIndexOf('–'));
  if (dash < 0) return text;
  const tail = text.slice(dash + 1);
  return LINK_WORD.test(tail) && !PAGE_RANGE.test(tail) ? text.slice(0, dash).trimEnd() : text;
}

/** The work a line names: its words before the first comma, quotes dropped. */
function workOf(content: string): string {
  const comma = content.indexOf(',');
  return (comma > 0 ? content.slice(0, comma) : content).replace(/["“”]/g, '').trim();
}

export function resolveIbidLines(texts: readonly string[]): string[] {
  let work: string | null = null;
  let ibids = 0;
  const out = texts.map((t) => {
    const date = LEADING_DATE.exec(t);
    if (!date) return t;
    const content = t.slice(date[0].length);
    const ibid = IBID.exec(content);
    if (!ibid) {
      work = workOf(dropLinkTail(content));
      return t;
    }
    ibids++;
    const rest = content.slice(ibid[0].length);
    return work ? `${date[0]}${work}, ${rest}` : t;
  });
  // Only a list that uses ibid. (two lines or more) is this layout: its link tails go too.
  return ibids >= 2 ? out.map((t) => (LEADING_DATE.test(t) ? dropLinkTail(t) : t)) : [...texts];
}
