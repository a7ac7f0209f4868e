import * as Y from 'yjs';
import { connectProvider, waitFor } from './helpers';

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

/**
 * Stores a student's document in a space of a running relay the way a device does: one provider writes it,
 * and a second one seeing it (`stored`) proves the relay kept it (store, then forward).
 */
export async function storeInSpace(
  relayUrl: string,
  space: string,
  doc: Y.Doc,
  stored: (witness: Y.Doc) => boolean,
): Promise<void> {
  const writer = connectProvider(relayUrl, space);
  const witness = connectProvider(relayUrl, space);
  try {
    await waitFor(() => writer.provider.synced && witness.provider.synced, 5_000, 'devices synced');
    Y.applyUpdate(writer.doc, Y.encodeStateAsUpdate(doc));
    await waitFor(() => stored(witness.doc), 5_000, 'the witness has the document');
  } finally {
    writer.provider.destroy();
    witness.provider.destroy();
  }
}
