/**
 * Per-document memos of pure functions of one text (a line's leading date, a span's text features):
 * the passes ask the same question of the same text several times. Every memo is emptied when a
 * parse starts and ends (`clearTextMemos`, called by parseSyllabus), so nothing is kept from one
 * document to the next and a repeated parse costs what the first did; a memo is also emptied when
 * it reaches `LIMIT` entries. Cached values are shared: a caller that may change one gets a copy.
 */
const LIMIT = 8192;
const memos: { clear(): void }[] = [];

/**
 * `fn` answered once per text. `fn` never returns undefined (a miss is one lookup). Worth it only
 * where `fn` costs more than hashing the text: put a cheap test that rejects most texts before it.
 */
export function textMemo<T>(fn: (text: string) => Exclude<T, undefined>): (text: string) => T {
  const cache = new Map<string, T>();
  // The last text asked and its answer: the passes often ask the same memo of the same line twice in a
  // row (a line's pages, then its closing page), and comparing with the last text (most often the very
  // same string) is cheaper than hashing it for the map.
  let lastText: string | undefined;
  let lastValue: T | undefined;
  memos.push({
    clear: () => {
      cache.clear();
      lastText = undefined;
      lastValue = undefined;
    },
  });
  return (text) => {
    if (text === lastText) return lastValue as T;
    let value = cache.get(text);
    if (value === undefined) {
      value = fn(text);
      if (cache.size >= LIMIT) cache.clear();
      cache.set(text, value);
    }
    lastText = text;
    lastValue = value;
    return value;
  };
}

/**
 * `fn` answered once per array, known by identity: a document-wide question asked by several passes of
 * the same lines (`texts` of parse.ts, and the calendar's `yearTexts`). Only for arrays no pass changes
 * after it is made; the answer is shared, so its callers never change it (or the memo's caller copies it).
 */
export function arrayMemo<A extends readonly unknown[], T>(fn: (items: A) => T): (items: A) => T {
  const cache = new Map<A, T>();
  memos.push({ clear: () => cache.clear() });
  return (items) => {
    if (cache.has(items)) return cache.get(items) as T;
    const value = fn(items);
    cache.set(items, value);
    return value;
  };
}

export function clearTextMemos(): void {
  for (const m of memos) m.clear();
}
