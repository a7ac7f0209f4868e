/**
 * Page ranges whose dashes a PDF export lost (`Class 2: 127143, Chicago Board of Trade`, `Skim: 124,
 * 3242`, `284295, 300306, Fashion Originators Guild`): the two page numbers are glued into one. Read only
 * in a document that shows the loss plainly — two or more glued runs of six digits whose halves are
 * increasing page numbers a short assignment apart — and only where pages open a line's list (at the
 * line's start or after a `Class N:` / `Skim:` label, each comma-separated run in turn). There each run
 * of three, four or six digits that splits into increasing numbers (`124` = 1-24, `3242` = 32-42,
 * `127143` = 127-143) gets its dash back; a five-digit run (`34446`, a paragraph reference) is left alone.
 */

/** `Class 2: ` / `Skim: `: a label before the list (a capitalised word, an optional number, a colon). */
const LABEL = /^[A-Z][a-z]{1,10}(?: \d{1,2})?: /;
const RUN = /^\d{3,6}(?=$|[,;]| \()/;
const MAX_SPAN = 150;

function split(run: string): string | null {
  const cut = run.length === 3 ? 1 : run.length === 5 ? -1 : run.length / 2;
  if (cut < 0) return null;
  const from = Number(run.slice(0, cut));
  const to = Number(run.slice(cut));
  return from > 0 && to > from && to - from <= MAX_SPAN ? `${from}-${to}` : null;
}

/** `0`–`9`: a glued run opens the list with a digit. */
const isDigit = (code: number) => code >= 48 && code <= 57;

function restoreLine(text: string): { text: string; six: number } {
  const head = LABEL.exec(text)?.[0] ?? '';
  // A line whose list does not open with a digit has no run to restore: it is not split.
  if (!isDigit(text.charCodeAt(head.length))) return { text, six: 0 };
  const pieces = text.slice(head.length).split(', ');
  let six = 0;
  let i = 0;
  for (; i < pieces.length; i++) {
    const run = RUN.exec(pieces[i]!)?.[0];
    const range = run ? split(run) : null;
    if (!run || !range) break;
    if (run.length === 6) six++;
    pieces[i] = range + pieces[i]!.slice(run.length);
  }
  return i ? { text: head + pieces.join(', '), six } : { text, six: 0 };
}

/** The document's lines with their lost dashes restored, or the lines unchanged when it shows no loss. */
export function restoreLostDashes(texts: string[]): string[] {
  if (!texts.some((t) => /\d{6}/.test(t))) return texts;
  const restored = texts.map(restoreLine);
  const six = restored.reduce((n, r) => n + r.six, 0);
  return six >= 2 ? restored.map((r) => r.text) : texts;
}
