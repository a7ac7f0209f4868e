/**
 * Punctuation lost to `?` in conversion: a page whose em dashes and curly quotes were written in an
 * encoding the copy did not know shows `Plantation?120-130`, `Bradstreet??The Prologue`, `America?s
 * first`. A question mark never sits glued between two characters of prose, so when a document shows
 * at least five such glued runs (outside web addresses), each run glued on both sides is read as a
 * dash: `Plantation – 120-130`. A real question mark (`Fake News or Real?`) is followed by a space or
 * ends its line and is kept.
 *
 * The same documents lost their quotes and apostrophes to `?` too (`Goodwife??The Prologue,? ?The
 * Author,?`, `America?s`): a `?` opening a word is an opening quote, a run of two glued before a
 * letter a dash and an opening quote, the next `?` that closes a word (or stands before `,` `;` `:`)
 * while a quote is open the closing quote, and one glued between a letter and a lone `s` or `t` an
 * apostrophe: `Goodwife – “The Prologue,” “The Author,”`, `America’s`. A `?` that ends a word with no
 * quote open stays a question mark.
 */
const MIN_RUNS = 5;

const isSpace = (c: string | undefined) => c === undefined || c === ' ' || c === '\t';

/** Glued `?` runs of one line (start, end), token by token, outside tokens that look like web addresses. */
function gluedRuns(text: string): [number, number][] {
  const runs: [number, number][] = [];
  // Nearly every line has no question mark: it is not cut into tokens.
  if (!text.includes('?')) return runs;
  let tokenStart = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !isSpace(text[i])) continue;
    const token = text.slice(tokenStart, i);
    if (!(token.includes('://') || token.includes('=') || token.startsWith('www.')))
      for (let j = 1; j < token.length - 1; j++) {
        if (token[j] !== '?') continue;
        let end = j;
        while (token[end] === '?') end++;
        if (end < token.length) runs.push([tokenStart + j, tokenStart + end]);
        j = end;
      }
    tokenStart = i + 1;
  }
  return runs;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\d]/u.test(c);
const isCloser = (c: string | undefined) => isSpace(c) || c === ',' || c === ';' || c === ':' || c === '.';

/** A `?` later in the same word (before the next space). */
function closesWordLater(text: string, from: number): boolean {
  for (let j = from; j < text.length && !isSpace(text[j]); j++) if (text[j] === '?') return true;
  return false;
}

/** One line's `?` runs read as the punctuation they stood for (see above); runs inside web addresses kept. */
function repairLine(text: string, glued: [number, number][]): string {
  let out = '';
  let open = false;
  let at = 0;
  const gluedAt = new Map(glued);
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '?') continue;
    let end = i;
    while (text[end] === '?') end++;
    const before = text[i - 1];
    const after = text[end];
    let put: string | null = null;
    if (gluedAt.has(i)) {
      const apostrophe =
        end - i === 1 && isWordChar(before) && (after === 's' || after === 't') && !isWordChar(text[end + 1]);
      if (apostrophe) put = '’';
      else if (open && end - i === 1 && isCloser(after))
        // `Dear?,?`: the word's last `?` closes the quote, one before it was a lost ellipsis.
        put = closesWordLater(text, end) ? '…' : '”';
      else if (end - i >= 2 && isWordChar(after)) put = ' – “';
      else put = ' – ';
    } else if (isSpace(before) && isWordChar(after)) put = '“';
    else if (open && !isSpace(before) && isCloser(after)) put = '”';
    if (put !== null) {
      if (put.endsWith('“')) open = true;
      if (put === '”') open = false;
      out += text.slice(at, i) + put;
      at = end;
    }
    i = end - 1;
  }
  return out + text.slice(at);
}

export function repairBrokenPunctuation(texts: string[]): string[] {
  const runs = texts.map(gluedRuns);
  if (runs.reduce((n, r) => n + r.length, 0) < MIN_RUNS) return texts;
  return texts.map((text, i) => (text.includes('?') ? repairLine(text, runs[i]!) : text));
}
