import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeAny } from 'lib0/buffer';
import type { LeveldbPersistence } from 'y-leveldb';
import { ApiSyllabus } from '../../src/core/model';
import { errorMessage, type Logger, silentLogger } from '../logger';
import { SET_ASIDE_DIR } from './leveldbDocStore';

/** Saved syllabi, per anonymous device id (the X-Device-ID header). */
export interface SyllabusStore {
  /** Newest first. */
  list(deviceId: string): Promise<ApiSyllabus[]>;
  get(deviceId: string, courseId: string): Promise<ApiSyllabus | undefined>;
  /** Creates or replaces the device's syllabus for syllabus.course_id. */
  put(deviceId: string, syllabus: ApiSyllabus): Promise<void>;
  count(deviceId: string): Promise<number>;
}

interface Row {
  savedAt: number;
  nonce: string;
  syllabus: unknown;
}

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && typeof (value as Row).savedAt === 'number';
}

type Key = unknown[];
interface Level {
  put(key: Key, value: Uint8Array): Promise<void>;
  del(key: Key): Promise<void>;
  iterator(range: { gte: Key; lt: Key }): { all(): Promise<[Key, Uint8Array][]> };
}

/** A sealed row: MAGIC + 8-byte checksum (of device, course and body) + the row as UTF-8 JSON. */
const MAGIC = [0xd0, 0xc3] as const;
const SUM_BYTES = 8;
const HEADER = 2 + SUM_BYTES;

function checksum(deviceId: string, courseId: string, body: Uint8Array): Buffer {
  return createHash('sha256')
    .update('syllabus\0')
    .update(deviceId)
    .update('\0')
    .update(courseId)
    .update('\0')
    .update(body)
    .digest()
    .subarray(0, SUM_BYTES);
}

function seal(deviceId: string, courseId: string, row: Row): Uint8Array {
  const body = new TextEncoder().encode(JSON.stringify(row));
  const out = new Uint8Array(HEADER + body.length);
  out.set(MAGIC, 0);
  out.set(checksum(deviceId, courseId, body), 2);
  out.set(body, HEADER);
  return out;
}

class DamagedRowError extends Error {}

/**
 * The row inside a stored value, verified. A value without the header was stored by an older relay (y-leveldb
 * metadata, lib0 encoding): it is read as such and reported as legacy, so the caller seals it.
 */
function openRow(deviceId: string, courseId: string, value: Uint8Array): { row: Row; legacy: boolean } {
  let row: unknown;
  let legacy = false;
  if (value.length >= HEADER && value[0] === MAGIC[0] && value[1] === MAGIC[1]) {
    const body = value.subarray(HEADER);
    if (!checksum(deviceId, courseId, body).equals(Buffer.from(value.subarray(2, HEADER))))
      throw new DamagedRowError('checksum mismatch');
    try {
      row = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    } catch {
      throw new DamagedRowError('unreadable');
    }
  } else {
    legacy = true;
    try {
      row = decodeAny(value);
    } catch {
      throw new DamagedRowError('no checksum header and unreadable');
    }
  }
  if (!isRow(row)) throw new DamagedRowError('not a saved syllabus');
  const parsed = ApiSyllabus.safeParse(row.syllabus);
  if (!parsed.success || parsed.data.course_id !== courseId)
    throw new DamagedRowError('saved syllabus fails its schema');
  return { row: { ...row, syllabus: parsed.data }, legacy };
}

const tag = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex').slice(0, 12);

/**
 * In the relay's LevelDB under y-leveldb's metadata keys of the document "api:syllabi:<deviceId>" (a colon
 * never occurs in a space id), one key per course. Every row is checksummed (as the doc store's records
 * are) and verified on every read: a row that fails is set aside, never served and never deleted — copied to
 * <dataDir>/set-aside/syllabus-<device tag>-<time>/syllabus.json, then removed from the live store. Rows
 * written by an older relay (no checksum) are sealed on their first read.
 */
export class LeveldbSyllabusStore implements SyllabusStore {
  private dbPromise: Promise<Level> | undefined;
  private readonly dataDir: string | undefined;
  private readonly logger: Logger;

  constructor(
    private readonly persistence: LeveldbPersistence,
    /** dataDir: where set-aside rows go (without it, a damaged row is skipped and left in place). */
    options: { dataDir?: string; logger?: Logger } = {},
  ) {
    this.dataDir = options.dataDir;
    this.logger = options.logger ?? silentLogger;
  }

  private async db(): Promise<Level> {
    this.dbPromise ??= this.persistence._transact(async (db) => db as Level);
    const db = await this.dbPromise;
    if (!db) throw new Error('Syllabus store unavailable');
    return db;
  }

  private key(deviceId: string, courseId: string): Key {
    return ['v1', `api:syllabi:${deviceId}`, 'meta', courseId];
  }

  /** Every verified row of the device; damaged ones are set aside on the way. */
  private async rows(deviceId: string): Promise<Row[]> {
    const db = await this.db();
    const name = `api:syllabi:${deviceId}`;
    const entries = await db.iterator({ gte: ['v1', name, 'meta', ''], lt: ['v1', name, 'metb'] }).all();
    const rows: Row[] = [];
    for (const [key, value] of entries) {
      const courseId = String(key[3]);
      const row = await this.verified(db, deviceId, courseId, value);
      if (row) rows.push(row);
    }
    return rows;
  }

  private async verified(db: Level, deviceId: string, courseId: string, value: Uint8Array) {
    try {
      const { row, legacy } = openRow(deviceId, courseId, value);
      if (legacy) await db.put(this.key(deviceId, courseId), seal(deviceId, courseId, row));
      return row;
    } catch (err) {
      if (!(err instanceof DamagedRowError)) throw err;
      await this.setAside(db, deviceId, courseId, value, err.message);
      return undefined;
    }
  }

  private async setAside(db: Level, deviceId: string, courseId: string, value: Uint8Array, reason: string) {
    const device = tag(deviceId);
    this.logger.error('syllabus_damaged', { device, error: reason });
    if (!this.dataDir) return;
    try {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const dir = path.join(
        this.dataDir,
        SET_ASIDE_DIR,
        `syllabus-${device}-${stamp}-${randomUUID().slice(0, 8)}`,
      );
      await mkdir(dir, { recursive: true });
      const record = {
        kind: 'syllabus',
        deviceId,
        courseId,
        reason,
        setAsideAt: new Date().toISOString(),
        value: Buffer.from(value).toString('base64'),
      };
      await writeFile(path.join(dir, 'syllabus.json'), JSON.stringify(record, null, 1), { flush: true });
      await db.del(this.key(deviceId, courseId));
      this.logger.error('syllabus_set_aside', { device, dir, reason });
    } catch (err) {
      this.logger.error('syllabus_set_aside_failed', { device, error: errorMessage(err) });
    }
  }

  async list(deviceId: string): Promise<ApiSyllabus[]> {
    const rows = await this.rows(deviceId);
    rows.sort((a, b) => b.savedAt - a.savedAt);
    return rows.map((row) => row.syllabus as ApiSyllabus);
  }

  async get(deviceId: string, courseId: string): Promise<ApiSyllabus | undefined> {
    const rows = await this.rows(deviceId);
    return rows.find((row) => (row.syllabus as ApiSyllabus).course_id === courseId)?.syllabus as
      | ApiSyllabus
      | undefined;
  }

  async count(deviceId: string): Promise<number> {
    return (await this.rows(deviceId)).length;
  }

  async put(deviceId: string, syllabus: ApiSyllabus): Promise<void> {
    const row: Row = { savedAt: Date.now(), nonce: randomUUID(), syllabus };
    const db = await this.db();
    await db.put(this.key(deviceId, syllabus.course_id), seal(deviceId, syllabus.course_id, row));
  }
}
