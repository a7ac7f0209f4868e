import type { LeveldbPersistence } from 'y-leveldb';
import * as Y from 'yjs';
import { SPACE_ID } from '../sync/spaceId';
import type { DocStore } from './docStore';

/**
 * DocStore on y-leveldb (classic-level). y-leveldb swallows errors inside its transactions and
 * resolves with null instead; this wrapper turns that back into rejections so a failed write is
 * never mistaken for a durable one.
 */
export class LeveldbDocStore implements DocStore {
  private closed = false;

  /** The database is shared (see openLevel); close() only stops this store from using it. */
  constructor(private readonly db: LeveldbPersistence) {}

  private check(spaceId?: string) {
    if (this.closed) throw new Error('Doc store is closed');
    // Other stores share the database under names a space id can never take.
    if (spaceId !== undefined && !SPACE_ID.test(spaceId)) throw new Error('Invalid space id');
  }

  async getUpdates(spaceId: string): Promise<Uint8Array[]> {
    this.check(spaceId);
    const doc = (await this.db.getYDoc(spaceId)) as Y.Doc | null;
    if (!doc) throw new Error('Doc store read failed');
    try {
      return [Y.encodeStateAsUpdate(doc)];
    } finally {
      doc.destroy();
    }
  }

  async storeUpdate(spaceId: string, update: Uint8Array): Promise<void> {
    this.check(spaceId);
    const clock = (await this.db.storeUpdate(spaceId, update)) as number | null;
    if (typeof clock !== 'number') throw new Error('Doc store write failed');
  }

  async compact(spaceId: string): Promise<void> {
    this.check(spaceId);
    await this.db.flushDocument(spaceId);
  }

  async size(spaceId: string): Promise<number> {
    const [update] = await this.getUpdates(spaceId);
    return update?.length ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
