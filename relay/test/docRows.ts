import * as Y from 'yjs';

/**
 * Writes an entity into a collection of a Docket document the way the app's repositories keep it (one
 * Y.Map of plain fields per row, keyed by id, with createdAt/updatedAt), without importing src/data (the
 * relay's layer may not).
 */
export function putRow(doc: Y.Doc, collection: string, fields: Record<string, unknown>, at?: string): void {
  const stamp = at ?? new Date().toISOString();
  const row = new Y.Map<unknown>();
  for (const [k, v] of Object.entries({ createdAt: stamp, updatedAt: stamp, ...fields })) row.set(k, v);
  doc.getMap<Y.Map<unknown>>(collection).set(fields.id as string, row);
}
