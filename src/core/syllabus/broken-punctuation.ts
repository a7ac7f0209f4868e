/**
 * Punctuation lost to `?` in conversion: a page whose em dashes and curly quotes were written in an
 * encoding the copy did not know shows `Plantation?120-130`, `Bradstreet??The Prologue`, `America?s
 * first`. A question mark never sits glued between two characters of prose, so when a document shows
 * at least five such glued runs (outside web addresses), each run glued on both sides is read as a
 * dash: `Plantation – 120-130`. A real question mark (`Fake News or Real?`) is followed by a space or
 * ends its line and is kept.
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

export function repairBrokenPunctuation(texts: string[]): string[] {
  const runs = texts.map(gluedRuns);
  if (runs.reduce((n, r) => n + r.length, 0) < MIN_RUNS) return texts;
  return texts.map((text, i) => {
    let out = '';
    let at = 0;
    for (const [start, end] of runs[i]!) {
      out += `${text.slice(at, start)} – `;
      at = end;
    }
    return out + text.slice(at);
  });
}
