/**
 * The number of words of a text between runs of whitespace, the same as
 * `text.split(/\s+/).filter(Boolean).length`, counted without building the two arrays (the classifier
 * asks it of every span). Whitespace is what `\s` matches: ECMAScript's white space and line terminators.
 */
export function isWhitespaceCode(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

export function wordCount(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isWhitespaceCode(text.charCodeAt(i));
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

/** The number of whitespace characters opening the text (what `^\s*` matches), found without a match array. */
export function leadingSpaceWidth(text: string): number {
  let i = 0;
  while (i < text.length && isWhitespaceCode(text.charCodeAt(i))) i++;
  return i;
}
