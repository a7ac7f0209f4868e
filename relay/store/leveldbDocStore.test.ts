import { LeveldbPersistence } from 'y-leveldb';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSpaceId, tempDir } from '../test/helpers';
import { LeveldbDocStore } from './leveldbDocStore';

/**
 * Readers outside a space's sync queue (/api/files, the audit, the calendar feed) call getUpdates while the
 * space appends and compacts. Each must see one consistent state: never a head from before a compaction with
 * the records from after it (that read as damage, a 500), never a stale head left for the next append.
 */
describe('LeveldbDocStore under concurrent readers', () => {
  let tmp: Awaited<ReturnType<typeof tempDir>>;
  let persistence: LeveldbPersistence;
  let store: LeveldbDocStore;
  beforeAll(async () => {
    tmp = await tempDir();
    persistence = new LeveldbPersistence(`${tmp.dir}/data`);
    store = new LeveldbDocStore(persistence, `${tmp.dir}/data`);
  });
  afterAll(async () => {
    await store.close();
    await persistence.destroy();
    await tmp.cleanup();
  });

  it('reads during appends and compactions see whole states, and no append is lost', async () => {
    const space = newSpaceId();
    const doc = new Y.Doc();
    const notes = doc.getArray<number>('notes');
    const updates: Uint8Array[] = [];
    doc.on('update', (u: Uint8Array) => updates.push(u));
    const reads: Promise<Uint8Array[]>[] = [];
    for (let round = 0; round < 40; round++) {
      notes.push([round]);
      const writes = [store.storeUpdate(space, updates[round] as Uint8Array)];
      if (round % 3 === 2) writes.push(store.compact(space, Y.encodeStateAsUpdate(doc)));
      for (let r = 0; r < 3; r++) reads.push(store.getUpdates(space));
      await Promise.all(writes);
    }
    const seen = await Promise.all(reads); // a torn read rejects with DamagedSpaceError
    expect(seen.every((u) => u.length > 0)).toBe(true);

    const back = new Y.Doc();
    for (const u of await store.getUpdates(space)) Y.applyUpdate(back, u);
    expect(back.getArray<number>('notes').toArray()).toEqual([...Array(40).keys()]);
  });
});
