/**
 * Per-document memos of pure functions of one text (a line's leading date, a span's text features):
 * the passes ask the same question of the same text several times. Every memo is emptied when a
 * parse starts and ends (`clearTextMemos`, called by parseSyllabus), so nothing is kept from one
 * document to the next and a repeated parse costs what the first did; a memo is also emptied when
 * it reaches `LIMIT` entries. Cached values are shared: a caller that may change one gets a copy.
 */
const LIMIT = 8192;
const memos: Map<string, unknown>[] = [];

/**
 * `fn` answered once per text. `fn` never returns undefined (a miss is one lookup). Worth it only
 * where `fn` costs more than hashing the text: put a cheap test that rejects most texts before it.
 */
export function textMemo<T>(fn: (text: string) => Exclude<T, undefined>): (text: string) => T {
  const cache = new Map<string, T>();
  memos.push(cache as Map<string, unknown>);
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = fn(text);
      if (cache.size >= LIMIT) cache.clear();
      cache.set(text, value);
    }
    return value;
  };
}

export function clearTextMemos(): void {
  for (const m of memos) m.clear();
}
