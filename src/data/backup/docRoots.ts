import * as Y from 'yjs';

/**
 * The top-level collections of a document, whatever their names: those this app declares and any a backup
 * or another version brought (Yjs keeps undeclared roots as placeholders until they are read). Generic, so
 * collections added later are backed up, counted and replaced without an edit here.
 */
export type RootKind = 'map' | 'array';

export function rootKind(doc: Y.Doc, name: string): RootKind | undefined {
  const type = doc.share.get(name);
  if (!type) return undefined;
  if (type instanceof Y.Map) return 'map';
  if (type instanceof Y.Array) return 'array';
  const placeholder = type as unknown as { _map: Map<string, unknown>; _start: unknown };
  if (Object.getPrototypeOf(type) !== Y.AbstractType.prototype) return undefined; // text, xml: not a collection
  if (placeholder._map.size > 0) return 'map';
  if (placeholder._start !== null) return 'array';
  return undefined;
}

/** Every map or array collection of the document, by name. */
export function roots(doc: Y.Doc): Map<string, Y.Map<unknown> | Y.Array<unknown>> {
  const out = new Map<string, Y.Map<unknown> | Y.Array<unknown>>();
  for (const name of [...doc.share.keys()].sort()) {
    const kind = rootKind(doc, name);
    if (kind === 'map') out.set(name, doc.getMap(name));
    else if (kind === 'array') out.set(name, doc.getArray(name));
  }
  return out;
}

/** The number of entries of every collection (names listed in `skip` left out). */
export function rootCounts(doc: Y.Doc, skip: readonly string[] = []): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, type] of roots(doc))
    if (!skip.includes(name)) counts[name] = type instanceof Y.Map ? type.size : type.length;
  return counts;
}

/** Every collection as plain JSON (for comparing and for tests). */
export function rootsJson(doc: Y.Doc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, type] of roots(doc)) out[name] = type.toJSON();
  return out;
}

const copy = (value: unknown): unknown => (value instanceof Y.AbstractType ? value.clone() : value);
const json = (v: unknown): unknown =>
  v instanceof Y.AbstractType ? v.toJSON() : Array.isArray(v) ? v.map(json) : v;
const same = (a: unknown, b: unknown) => JSON.stringify(json(a)) === JSON.stringify(json(b));

/**
 * Makes every collection of `target` hold exactly what `source` holds, as ordinary edits (so other devices
 * get the same result): rows the source lacks are deleted, rows that differ are written again, rows that
 * are the same are left alone. Collections the source does not have are emptied.
 */
export function replaceRoots(target: Y.Doc, source: Y.Doc, origin: unknown): void {
  const names = new Set([...roots(target).keys(), ...roots(source).keys()]);
  target.transact(() => {
    for (const name of names) {
      const kind = rootKind(source, name) ?? rootKind(target, name);
      if (kind === 'map') {
        const to = target.getMap<unknown>(name);
        const from = rootKind(source, name) === 'map' ? source.getMap<unknown>(name) : undefined;
        for (const key of [...to.keys()]) if (!from?.has(key)) to.delete(key);
        from?.forEach((value, key) => {
          if (!to.has(key) || !same(to.get(key), value)) to.set(key, copy(value));
        });
      } else if (kind === 'array') {
        const to = target.getArray<unknown>(name);
        const items = rootKind(source, name) === 'array' ? source.getArray<unknown>(name).toArray() : [];
        if (!same(to.toArray(), items)) {
          to.delete(0, to.length);
          to.insert(0, items.map(copy));
        }
      }
    }
  }, origin);
}
