import { fromBase64, toBase64 } from 'lib0/buffer';
import type { Table } from 'dexie';
import { LOCAL_VERSION_KEY } from '../../core/backup/migrations';
import type { DocketDatabase } from '../database';

/**
 * The device-local tables of database `docket`, generically: every table Dexie knows (so tables added later
 * are backed up without an edit), rows made JSON-safe (bytes as {$blob}/{$bytes}). Keys of `storage` that
 * belong to this device only (its identity, its sync space and relay, the saved snapshot) are never backed
 * up nor overwritten.
 */
const DEVICE_ONLY_KEYS = new Set([
  'deviceId',
  'anonymousId',
  'spaceId',
  'syncEnabled',
  'syncRelayUrl',
  'syncShareOrigin',
  'syncServedByRelay',
  LOCAL_VERSION_KEY,
  // Calendar subscription tokens of this device's space (data/calendar.ts).
  'calendarFeeds',
]);
const DEVICE_ONLY_PREFIXES = ['docket:snapshot', 'spaceId:'];

export const isDeviceOnlyKey = (key: string) =>
  DEVICE_ONLY_KEYS.has(key) || DEVICE_ONLY_PREFIXES.some((p) => key.startsWith(p));

export type JsonRow = Record<string, unknown>;

/** A row that holds bytes (an uploaded or attached file). */
export function holdsBytes(value: unknown): boolean {
  if (value instanceof Blob || value instanceof Uint8Array || value instanceof ArrayBuffer) return true;
  if (Array.isArray(value)) return value.some(holdsBytes);
  if (value && typeof value === 'object') return Object.values(value).some(holdsBytes);
  return false;
}

async function encode(value: unknown): Promise<unknown> {
  if (value instanceof Blob)
    return { $blob: { type: value.type, data: toBase64(new Uint8Array(await value.arrayBuffer())) } };
  if (value instanceof Uint8Array) return { $bytes: toBase64(value) };
  if (value instanceof ArrayBuffer) return { $bytes: toBase64(new Uint8Array(value)) };
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Array.isArray(value)) return Promise.all(value.map(encode));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await encode(v);
    return out;
  }
  return value;
}

export function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    const blob = v.$blob as { type?: unknown; data?: unknown } | undefined;
    if (blob && typeof blob.data === 'string')
      return new Blob([fromBase64(blob.data) as Uint8Array<ArrayBuffer>], {
        type: typeof blob.type === 'string' ? blob.type : '',
      });
    if (typeof v.$bytes === 'string') return fromBase64(v.$bytes);
    if (typeof v.$date === 'string') return new Date(v.$date);
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = decode(x);
    return out;
  }
  return value;
}

/** Whether a JSON-safe row (as in a backup) carries bytes. */
export function encodedHoldsBytes(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(encodedHoldsBytes);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('$blob' in v || '$bytes' in v) return true;
    return Object.values(v).some(encodedHoldsBytes);
  }
  return false;
}

/** The primary key's field of a table (every Docket table has an inbound key). */
export function keyPathOf(table: Table): string {
  const path = table.schema.primKey.keyPath;
  return typeof path === 'string' ? path : 'id';
}

export interface CollectedTables {
  tables: Record<string, JsonRow[]>;
  /** Rows with bytes (files): included, or counted as left out. */
  files: number;
}

/** Reads every device table (files only when asked). */
export async function collectTables(db: DocketDatabase, includeFiles: boolean): Promise<CollectedTables> {
  const tables: Record<string, JsonRow[]> = {};
  let files = 0;
  for (const table of db.tables) {
    const rows: JsonRow[] = [];
    for (const row of (await table.toArray()) as JsonRow[]) {
      if (table.name === 'storage' && isDeviceOnlyKey(String(row.key))) continue;
      if (holdsBytes(row)) {
        files += 1;
        if (!includeFiles) continue;
      }
      rows.push((await encode(row)) as JsonRow);
    }
    tables[table.name] = rows;
  }
  return { tables, files };
}

/**
 * Writes a backup's tables into the device. merge: rows whose key is already here are kept as they are, the
 * others added. replace: each table then holds exactly the backup's rows (device-only keys of `storage`
 * stay; file rows stay when the backup has no files). One transaction: all or nothing.
 */
export async function applyTables(
  db: DocketDatabase,
  tables: Readonly<Record<string, JsonRow[]>>,
  mode: 'merge' | 'replace',
  filesIncluded: boolean,
): Promise<void> {
  const targets = db.tables.filter((t) => tables[t.name] !== undefined || mode === 'replace');
  await db.transaction('rw', targets, async () => {
    for (const table of targets) {
      const key = keyPathOf(table);
      const rows = (tables[table.name] ?? []).map((r) => decode(r) as JsonRow);
      if (mode === 'replace') {
        const keep = (row: JsonRow) =>
          (table.name === 'storage' && isDeviceOnlyKey(String(row[key]))) ||
          (!filesIncluded && holdsBytes(row));
        const existing = (await table.toArray()) as JsonRow[];
        const drop = existing.filter((row) => !keep(row)).map((row) => row[key]);
        await table.bulkDelete(drop as never[]);
        await table.bulkPut(
          rows.filter((row) => !(table.name === 'storage' && isDeviceOnlyKey(String(row[key])))),
        );
      } else {
        const have = new Set((await table.toCollection().primaryKeys()).map(String));
        await table.bulkAdd(
          rows.filter(
            (row) =>
              !have.has(String(row[key])) && !(table.name === 'storage' && isDeviceOnlyKey(String(row[key]))),
          ),
        );
      }
    }
  });
}
