/**
 * Per-document memos of pure functions of one text (a line's leading date, a span's text features):
 * the passes ask the same question of the same text several times. Every memo is emptied when a
 * parse starts and ends (`clearTextMemos`, called by parseSyllabus), so nothing is kept from one
 * document to the next and a repeated parse costs what the first did; a memo is also emptied when
 * it reaches `LIMIT` entries. Cached values are shared: a caller that may change one gets a copy.
 */
const LIMIT = 8192;
const memos: Map<string, unknown>[] = [];

export function textMemo<T>(fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  memos.push(cache as Map<string, unknown>);
  return (text) => {
    let value = cache.get(text);
    if (value === undefined && !cache.has(text)) {
      value = fn(text);
      if (cache.size >= LIMIT) cache.clear();
      cache.set(text, value);
    }
    return value as T;
  };
}

export function clearTextMemos(): void {
  for (const m of memos) m.clear();
}
