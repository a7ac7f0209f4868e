import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LeveldbPersistence } from 'y-leveldb';
import * as Y from 'yjs';
import { SPACE_ID } from '../sync/spaceId';
import type { DocStore } from './docStore';
import {
  DamagedSpaceError,
  type Head,
  isSealedUpdate,
  openHead,
  openUpdate,
  sealHead,
  sealUpdate,
} from './integrity';

/** y-leveldb's key for one stored update of a document (its on-disk layout, version 0.2.0). */
const updateKey = (spaceId: string, clock: number) => ['v1', spaceId, 'update', clock];
/** The space's head record (first and last clock), next to y-leveldb's keys of the document. */
const headKey = (spaceId: string) => ['v1', spaceId, 'docket-head'];
const CANARY_KEY = ['docket', 'canary'];
const MAX_CLOCK = 0xffff_ffff; // y-leveldb encodes clocks as uint32

type Key = unknown[];
type BatchOp = { type: 'put'; key: Key; value: Uint8Array } | { type: 'del'; key: Key };

/** The part of abstract-level this store uses (the db y-leveldb opened, with its key encoding). */
interface Level {
  put(key: Key, value: Uint8Array): Promise<void>;
  getMany(keys: Key[]): Promise<(Uint8Array | undefined)[]>;
  batch(ops: BatchOp[]): Promise<void>;
  iterator(range: { gte: Key; lt: Key }): { all(): Promise<[Key, Uint8Array][]> };
}

/** Where a space that failed verification was put. */
export const SET_ASIDE_DIR = 'set-aside';
/**
 * Outside LevelDB: each space's head as of its last compaction (one small file per space). LevelDB
 * silently drops damaged records of its log on open, which can take the newest batches of a space
 * with them and leave an older, self-consistent copy; this record outside the log catches that.
 */
export const HEADS_DIR = 'space-heads';

/**
 * DocStore in y-leveldb's database and key layout, writing directly: y-leveldb runs every operation of
 * every document through one promise chain and swallows errors. Operations on different spaces proceed
 * concurrently; operations on one space run one at a time (`exclusive`): readers outside the space's sync
 * queue (/api/files, the audit, the calendar feed) read the head and the records in two steps, and a
 * compaction or an append between them would look like damage, or leave a stale head cached for the next
 * append.
 *
 * Every record is checksummed and each space has a head record, written atomically with its updates
 * (one LevelDB batch); getUpdates verifies all of it and throws DamagedSpaceError rather than serve
 * damaged data. classic-level 1.4 exposes neither LevelDB's paranoid_checks nor verify_checksums, so
 * this is the store's own check. Spaces written before checksums existed are sealed on first load.
 */
export class LeveldbDocStore implements DocStore {
  private closed = false;
  private dbPromise: Promise<Level> | undefined;
  private readonly heads = new Map<string, Head>();
  /** The tail of each space's queue of operations (removed when it drains). */
  private readonly queues = new Map<string, Promise<unknown>>();

  /** The database is shared (see openLevel); close() only stops this store from using it. */
  constructor(
    private readonly persistence: LeveldbPersistence,
    /** The relay's data directory: set-aside spaces go to <dataDir>/set-aside/. */
    private readonly dataDir: string,
  ) {}

  private async level(): Promise<Level> {
    if (this.closed) throw new Error('Doc store is closed');
    this.dbPromise ??= this.persistence._transact(async (db) => db as Level);
    const db = await this.dbPromise;
    if (!db) throw new Error('Doc store unavailable');
    return db;
  }

  private async db(spaceId: string): Promise<Level> {
    // Other stores share the database under names a space id can never take.
    if (!SPACE_ID.test(spaceId)) throw new Error('Invalid space id');
    return this.level();
  }

  private async records(db: Level, spaceId: string): Promise<[number, Uint8Array][]> {
    const entries = await db
      .iterator({ gte: updateKey(spaceId, 0), lt: updateKey(spaceId, MAX_CLOCK) })
      .all();
    return entries.map(([key, value]) => [typeof key[3] === 'number' ? key[3] : -1, value]);
  }

  /** Runs `op` once every earlier operation on the space has settled, and before any later one. */
  private exclusive<T>(spaceId: string, op: () => Promise<T>): Promise<T> {
    const before = this.queues.get(spaceId) ?? Promise.resolve();
    const run = before.then(op, op);
    const tail = run.catch(() => undefined);
    this.queues.set(spaceId, tail);
    void tail.then(() => {
      if (this.queues.get(spaceId) === tail) this.queues.delete(spaceId);
    });
    return run;
  }

  getUpdates(spaceId: string): Promise<Uint8Array[]> {
    return this.exclusive(spaceId, () => this.readUpdates(spaceId));
  }

  private async readUpdates(spaceId: string): Promise<Uint8Array[]> {
    const db = await this.db(spaceId);
    this.heads.delete(spaceId); // re-read: another process may have written (a restart)
    const [rawHead] = await db.getMany([headKey(spaceId)]);
    const records = await this.records(db, spaceId);
    if (!rawHead) {
      if (records.length === 0) {
        if (await this.lastCompacted(spaceId)) throw new DamagedSpaceError('space missing from the store');
        return [];
      }
      if (records.some(([, value]) => isSealedUpdate(value)))
        throw new DamagedSpaceError('head record missing');
      return this.sealLegacy(db, spaceId, records);
    }
    const head = openHead(spaceId, rawHead);
    const known = await this.lastCompacted(spaceId);
    if (known && head.last < known.last) {
      throw new DamagedSpaceError(`stored updates end at ${head.last}, but ${known.last} was compacted`);
    }
    const expected = head.last - head.first + 1;
    if (records.length !== expected) {
      throw new DamagedSpaceError(
        `expected ${expected} updates (${head.first}-${head.last}), found ${records.length}`,
      );
    }
    const updates = records.map(([clock, value], i) => {
      if (clock !== head.first + i) throw new DamagedSpaceError(`update ${head.first + i} missing`);
      return openUpdate(spaceId, clock, value);
    });
    this.heads.set(spaceId, head);
    return updates;
  }

  /** A space stored before checksums: merged into one sealed record with a head, in one batch. */
  private async sealLegacy(
    db: Level,
    spaceId: string,
    records: [number, Uint8Array][],
  ): Promise<Uint8Array[]> {
    const merged = Y.mergeUpdates(records.map(([, v]) => v));
    const clock = Math.max(...records.map(([c]) => c)) + 1;
    const head = { first: clock, last: clock };
    await db.batch([
      { type: 'put', key: updateKey(spaceId, clock), value: sealUpdate(spaceId, clock, merged) },
      { type: 'put', key: headKey(spaceId), value: sealHead(spaceId, head) },
      ...records.map(([c]): BatchOp => ({ type: 'del', key: updateKey(spaceId, c) })),
    ]);
    this.heads.set(spaceId, head);
    return [merged];
  }

  private async head(db: Level, spaceId: string): Promise<Head | undefined> {
    const known = this.heads.get(spaceId);
    if (known) return known;
    const [raw] = await db.getMany([headKey(spaceId)]);
    if (!raw) return undefined;
    const head = openHead(spaceId, raw);
    this.heads.set(spaceId, head);
    return head;
  }

  storeUpdate(spaceId: string, update: Uint8Array): Promise<void> {
    return this.exclusive(spaceId, () => this.append(spaceId, update));
  }

  private async append(spaceId: string, update: Uint8Array): Promise<void> {
    const db = await this.db(spaceId);
    const head = await this.head(db, spaceId);
    const next = head ? head.last + 1 : 0;
    if (next >= MAX_CLOCK) throw new Error('Space clock exhausted; compact it');
    const nextHead = { first: head?.first ?? next, last: next };
    await db.batch([
      { type: 'put', key: updateKey(spaceId, next), value: sealUpdate(spaceId, next, update) },
      { type: 'put', key: headKey(spaceId), value: sealHead(spaceId, nextHead) },
    ]);
    this.heads.set(spaceId, nextHead);
  }

  /** Replaces the stored updates by one (the given full state, else their merge): one atomic batch. */
  compact(spaceId: string, state?: Uint8Array): Promise<void> {
    return this.exclusive(spaceId, () => this.replaceByOne(spaceId, state));
  }

  private async replaceByOne(spaceId: string, state?: Uint8Array): Promise<void> {
    const db = await this.db(spaceId);
    const merged = state ?? Y.mergeUpdates(await this.readUpdates(spaceId));
    const head = await this.head(db, spaceId);
    const next = head ? head.last + 1 : 0;
    const ops: BatchOp[] = [];
    if (head)
      for (let c = head.first; c <= head.last; c++) ops.push({ type: 'del', key: updateKey(spaceId, c) });
    const nextHead = { first: next, last: next };
    ops.push({ type: 'put', key: updateKey(spaceId, next), value: sealUpdate(spaceId, next, merged) });
    ops.push({ type: 'put', key: headKey(spaceId), value: sealHead(spaceId, nextHead) });
    await db.batch(ops);
    this.heads.set(spaceId, nextHead);
    await this.recordCompacted(spaceId, nextHead);
  }

  private headFile(spaceId: string): string {
    const name = createHash('sha256').update(spaceId).digest('hex');
    return path.join(this.dataDir, HEADS_DIR, `${name}.json`);
  }

  /** The head of the space's last compaction, from outside LevelDB (undefined when none). */
  private async lastCompacted(spaceId: string): Promise<Head | undefined> {
    let text: string;
    try {
      text = await readFile(this.headFile(spaceId), 'utf8');
    } catch {
      return undefined;
    }
    try {
      return openHead(spaceId, Buffer.from(text, 'base64'));
    } catch {
      throw new DamagedSpaceError('compaction record unreadable');
    }
  }

  private async recordCompacted(spaceId: string, head: Head): Promise<void> {
    const file = this.headFile(spaceId);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    await writeFile(tmp, Buffer.from(sealHead(spaceId, head)).toString('base64'), { flush: true });
    await rename(tmp, file);
  }

  async size(spaceId: string): Promise<number> {
    const updates = await this.getUpdates(spaceId); // queued by getUpdates
    return updates.reduce((n, u) => n + u.length, 0);
  }

  /**
   * Copies everything still readable of a space (raw, checksums and all) to
   * <dataDir>/set-aside/<tag>-<time>/space.json, then removes it from the live store so the space
   * starts afresh (its devices upload their copies again). Returns the folder.
   */
  setAside(spaceId: string, tag: string, reason: string): Promise<string> {
    return this.exclusive(spaceId, () => this.moveAside(spaceId, tag, reason));
  }

  private async moveAside(spaceId: string, tag: string, reason: string): Promise<string> {
    const db = await this.db(spaceId);
    let head: Uint8Array | undefined;
    let records: [number, Uint8Array][] = [];
    const problems: string[] = [];
    try {
      [head] = await db.getMany([headKey(spaceId)]);
    } catch (err) {
      problems.push(`head unreadable: ${String(err)}`);
    }
    try {
      records = await this.records(db, spaceId);
    } catch (err) {
      problems.push(`updates unreadable: ${String(err)}`);
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const dir = path.join(this.dataDir, SET_ASIDE_DIR, `${tag}-${stamp}`);
    await mkdir(dir, { recursive: true });
    const b64 = (v: Uint8Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
    await writeFile(
      path.join(dir, 'space.json'),
      JSON.stringify(
        {
          spaceId,
          tag,
          reason,
          setAsideAt: new Date().toISOString(),
          problems,
          head: head ? b64(head) : null,
          records: records.map(([clock, value]) => ({ clock, value: b64(value) })),
        },
        null,
        1,
      ),
      { flush: true },
    );
    const ops: BatchOp[] = [{ type: 'del', key: headKey(spaceId) }];
    for (const [clock] of records) if (clock >= 0) ops.push({ type: 'del', key: updateKey(spaceId, clock) });
    await db.batch(ops);
    this.heads.delete(spaceId);
    // The compaction record goes with it (kept in the folder), so the fresh space is not flagged.
    await rename(this.headFile(spaceId), path.join(dir, 'compacted-head.b64')).catch(async () => {
      await rm(this.headFile(spaceId), { force: true });
    });
    return dir;
  }

  /** Writes and reads back a random canary (for /healthz); throws when the store cannot. */
  async canary(): Promise<void> {
    const db = await this.level();
    const value = new Uint8Array(randomBytes(16));
    await db.put(CANARY_KEY, value);
    const [back] = await db.getMany([CANARY_KEY]);
    if (!back || Buffer.compare(Buffer.from(back), Buffer.from(value)) !== 0) {
      throw new Error('Store canary read back different bytes');
    }
  }

  release(spaceId: string): void {
    this.heads.delete(spaceId);
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
