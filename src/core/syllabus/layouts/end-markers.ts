/**
 * A run-on outline whose classes are CLOSED by markers (`… -RENEKER ARTICLE (21) End Class #1 – 15
 * pgs 1.04. PRE-LITIGATION … End Class #2 – 21 pgs`): the text before the first marker is class 1,
 * the text between two markers the next class. The line is cut into a `Class N` line opening each
 * class, then one piece per item (`-Text, 24`), per outline heading (`1.04. PRE-LITIGATION`, `A. FEES`,
 * `II. THE SUIT`) and per `Omit:` / `Emphasize:` list (what not to read, or a list that repeats what
 * is assigned below: the classifier excludes both). Two or more markers counting up from 1 are
 * needed. Every pattern is a fixed-width lookahead: no backtracking.
 */
const END_MARKER =
  /\s*\bEnd\s+(?:of\s+)?(?:Class|Session|Lecture|Meeting)\s*#?\s*(\d{1,3})\b(?:\s*[–—-]\s*\d{1,3}\s*(?:pgs?|pages)\.?)?/gi;
const ITEM_START =
  /\s(?=-[A-Za-z])|\s(?=(?:Omit|Emphasi[sz]e|Skip)\s*:)|\s(?=\d{1,2}\.\d{2}\.?\s+[A-Z]{2})|\s(?=(?:[IVX]{1,4}|[A-H])\.\s+[A-Z]{2})/;

/** The class-opening lines and items of such a line, or null when it is not one. */
export function splitAtEndMarkers(text: string): string[] | null {
  if (!/\bEnd\s/.test(text)) return null;
  const marks = [...text.matchAll(END_MARKER)];
  if (marks.length < 2 || marks.some((m, i) => Number(m[1]) !== i + 1)) return null;
  const out: string[] = [];
  // `-Text, 24` is a list item: written as a bullet (`- Text, 24`).
  const push = (item: string) => {
    const t = item.trim();
    if (t) out.push(t.startsWith('-') ? `- ${t.slice(1)}` : t);
  };
  let from = 0;
  marks.forEach((m, i) => {
    out.push(`Class ${i + 1}`);
    for (const item of text.slice(from, m.index).split(ITEM_START)) push(item);
    from = m.index! + m[0].length;
  });
  const rest = text.slice(from).trim();
  for (const item of rest.split(ITEM_START)) push(item);
  return out;
}
