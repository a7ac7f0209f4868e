import type { LeveldbPersistence } from 'y-leveldb';
import * as Y from 'yjs';
import { SPACE_ID } from '../sync/spaceId';
import type { DocStore } from './docStore';

/** y-leveldb's key for one stored update of a document (its on-disk layout, version 0.2.0). */
const updateKey = (spaceId: string, clock: number) => ['v1', spaceId, 'update', clock];
const MAX_CLOCK = 0xffff_ffff; // y-leveldb encodes clocks as uint32

/** The part of abstract-level this store uses (the db y-leveldb opened, with its key encoding). */
interface Level {
  put(key: unknown[], value: Uint8Array): Promise<void>;
  clear(range: { gte: unknown[]; lt: unknown[] }): Promise<void>;
  values(range: { gte: unknown[]; lt: unknown[] }): AsyncIterable<Uint8Array> & {
    all(): Promise<Uint8Array[]>;
  };
  keys(range: { gte: unknown[]; lt: unknown[]; reverse: boolean; limit: number }): {
    all(): Promise<unknown[][]>;
  };
}

/**
 * DocStore in y-leveldb's database and key layout, but writing directly: y-leveldb runs every
 * operation of every document through one promise chain and swallows errors (a failed write
 * resolves with null). Here writes of different spaces proceed concurrently (LevelDB
 * group-commits them), a failure rejects, and each space's next clock is kept in memory. Writes of
 * one space are already sequential (its Space queue), which keeps the clocks consistent.
 */
export class LeveldbDocStore implements DocStore {
  private closed = false;
  private dbPromise: Promise<Level> | undefined;
  private readonly clocks = new Map<string, number>();

  /** The database is shared (see openLevel); close() only stops this store from using it. */
  constructor(private readonly persistence: LeveldbPersistence) {}

  private async db(spaceId: string): Promise<Level> {
    if (this.closed) throw new Error('Doc store is closed');
    // Other stores share the database under names a space id can never take.
    if (!SPACE_ID.test(spaceId)) throw new Error('Invalid space id');
    this.dbPromise ??= this.persistence._transact(async (db) => db as Level);
    const db = await this.dbPromise;
    if (!db) throw new Error('Doc store unavailable');
    return db;
  }

  private async clock(db: Level, spaceId: string): Promise<number> {
    const known = this.clocks.get(spaceId);
    if (known !== undefined) return known;
    const [last] = await db
      .keys({ gte: updateKey(spaceId, 0), lt: updateKey(spaceId, MAX_CLOCK), reverse: true, limit: 1 })
      .all();
    const clock = typeof last?.[3] === 'number' ? last[3] : -1;
    this.clocks.set(spaceId, clock);
    return clock;
  }

  async getUpdates(spaceId: string): Promise<Uint8Array[]> {
    const db = await this.db(spaceId);
    this.clocks.delete(spaceId); // re-read: another process may have written (a restart)
    await this.clock(db, spaceId);
    return db.values({ gte: updateKey(spaceId, 0), lt: updateKey(spaceId, MAX_CLOCK) }).all();
  }

  async storeUpdate(spaceId: string, update: Uint8Array): Promise<void> {
    const db = await this.db(spaceId);
    const next = (await this.clock(db, spaceId)) + 1;
    if (next >= MAX_CLOCK) throw new Error('Space clock exhausted; compact it');
    await db.put(updateKey(spaceId, next), update);
    this.clocks.set(spaceId, next);
  }

  async compact(spaceId: string, state?: Uint8Array): Promise<void> {
    const db = await this.db(spaceId);
    const merged = state ?? Y.mergeUpdates(await this.getUpdates(spaceId));
    const next = (await this.clock(db, spaceId)) + 1;
    // Write the merged state first, then drop what it replaces: a crash in between only leaves
    // redundant updates behind, never a gap.
    await db.put(updateKey(spaceId, next), merged);
    this.clocks.set(spaceId, next);
    await db.clear({ gte: updateKey(spaceId, 0), lt: updateKey(spaceId, next) });
  }

  async size(spaceId: string): Promise<number> {
    const updates = await this.getUpdates(spaceId);
    return updates.reduce((n, u) => n + u.length, 0);
  }

  release(spaceId: string): void {
    this.clocks.delete(spaceId);
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
