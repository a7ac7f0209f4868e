import { mkdirSync } from 'node:fs';
import { LeveldbPersistence } from 'y-leveldb';
import * as Y from 'yjs';
import type { DocStore } from './docStore';

/**
 * DocStore on y-leveldb (classic-level). y-leveldb swallows errors inside its transactions and
 * resolves with null instead; this wrapper turns that back into rejections so a failed write is
 * never mistaken for a durable one.
 */
export class LeveldbDocStore implements DocStore {
  private readonly db: LeveldbPersistence;
  private closed = false;

  constructor(location: string) {
    mkdirSync(location, { recursive: true });
    this.db = new LeveldbPersistence(location);
  }

  private check() {
    if (this.closed) throw new Error('Doc store is closed');
  }

  async getUpdates(spaceId: string): Promise<Uint8Array[]> {
    this.check();
    const doc = (await this.db.getYDoc(spaceId)) as Y.Doc | null;
    if (!doc) throw new Error('Doc store read failed');
    try {
      return [Y.encodeStateAsUpdate(doc)];
    } finally {
      doc.destroy();
    }
  }

  async storeUpdate(spaceId: string, update: Uint8Array): Promise<void> {
    this.check();
    const clock = (await this.db.storeUpdate(spaceId, update)) as number | null;
    if (typeof clock !== 'number') throw new Error('Doc store write failed');
  }

  async compact(spaceId: string): Promise<void> {
    this.check();
    await this.db.flushDocument(spaceId);
  }

  async size(spaceId: string): Promise<number> {
    const [update] = await this.getUpdates(spaceId);
    return update?.length ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.db.destroy();
  }
}
