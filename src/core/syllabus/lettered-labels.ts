/**
 * A lettered sub-item that opens with a field label, `(a) Reading: Horizon, ch. 1-4.` / `(f) Weekly
 * journal assignment: “Diet.” Record …` (a LaTeX or Word enumerate of a week's parts): the letter only
 * counts the parts; the label says what the part is. It is dropped, so the label is read as any
 * `Label: text` line is (a reading label gives readings, an assignment or activity label none).
 */
const LETTER_BEFORE_LABEL = /^\(?[a-z]\)\s{1,3}(?=[A-Z][A-Za-z ]{0,40}:\s)/;

export function withoutLetterBeforeLabel(body: string): string {
  const m = LETTER_BEFORE_LABEL.exec(body);
  return m ? body.slice(m[0].length) : body;
}
