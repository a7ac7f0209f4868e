/**
 * The rules of a ruled table in an OCR line. Photographed, a table's vertical rules come back from
 * tesseract as words of their own (`[`, `(`, `{`, `|`) or glued to the first characters of a cell
 * (`[2022`, `{2022`, `(319-340`): a date wrapped in a narrow cell then no longer reads as a date and
 * a page range loses its start. A word made only of bracket and bar characters is a rule and becomes
 * the pipe that separates two cells; an opening bracket glued to the line's first word or to a number,
 * with no closing bracket after it on the line, is a rule touching the cell's text and is dropped. A
 * bracket that is closed (`[pp. 10-20]`, `(2nd ed.)`) or that opens a word inside the line (`(6)
 * [Principles of X`, closed on the next line) is the document's own and is kept.
 */

export interface RuleWord {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

const RULE_CHARS = '[](){}|';
const OPENERS: Record<string, string> = { '[': ']', '(': ')', '{': '}', '|': '|' };

function isRule(text: string): boolean {
  if (!text) return false;
  for (const ch of text) if (!RULE_CHARS.includes(ch)) return false;
  return true;
}

/** True when a closer for `opener` stands in `rest` (the words after it on the line). */
function closedLater(opener: string, rest: string): boolean {
  const closer = OPENERS[opener];
  return closer !== undefined && closer !== '|' && rest.includes(closer);
}

/** One OCR line's words with its cell rules made pipes and glued rule characters dropped. */
export function cellRulesAsPipes<W extends RuleWord>(words: W[]): W[] {
  const texts = words.map((w) => w.text.trim());
  const out: W[] = [];
  for (const [i, w] of words.entries()) {
    const text = texts[i] ?? '';
    if (isRule(text)) {
      // A rule at either end of the line is the table's outer border: it separates nothing.
      if (i > 0 && i < words.length - 1) out.push({ ...w, text: '|' });
      continue;
    }
    const first = text[0] ?? '';
    const body = text.slice(1);
    const rest = `${body} ${texts.slice(i + 1).join(' ')}`;
    // At the line's start (the table's left rule) or before a number (a date or range cell); a
    // bracket before a word inside the line may be the document's own, closed on a later line.
    const where = i === 0 ? /^[A-Za-z0-9]/ : /^[0-9]/;
    const glued = first in OPENERS && where.test(body) && !closedLater(first, rest);
    if (!glued) {
      out.push(w);
      continue;
    }
    const shift = (w.bbox.x1 - w.bbox.x0) / text.length;
    out.push({ ...w, text: body, bbox: { ...w.bbox, x0: w.bbox.x0 + shift } });
  }
  return out;
}
