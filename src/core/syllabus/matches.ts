/**
 * The matches of a global pattern in a text, the same as `[...text.matchAll(re)]`, found by `exec`
 * on the pattern itself: `matchAll` copies the pattern on every call, which a scan over every line of
 * a document pays a thousand times over (most lines match nothing). The matches are collected before
 * the caller reads them, so the caller may use the pattern again while it goes through them.
 */

const NONE: readonly RegExpExecArray[] = Object.freeze([]);

export function matchesOf(re: RegExp, text: string): readonly RegExpExecArray[] {
  if (!re.global) throw new TypeError('matchesOf needs a global pattern');
  re.lastIndex = 0;
  let m = re.exec(text);
  if (!m) return NONE;
  const out: RegExpExecArray[] = [];
  for (; m; m = re.exec(text)) {
    out.push(m);
    // An empty match moves on one character (one code point in a unicode pattern), as matchAll does.
    if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes('v'));
  }
  re.lastIndex = 0;
  return out;
}

function advance(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const c = text.charCodeAt(at);
  const d = text.charCodeAt(at + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? at + 2 : at + 1;
}
