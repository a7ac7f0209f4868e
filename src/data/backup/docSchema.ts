import * as Y from 'yjs';
import {
  currentVersion,
  type Migration,
  type NewerCollection,
  newerCollections,
  type Row,
  SCHEMA_MAP,
  DOC_MIGRATIONS,
  type SpawnedRow,
  sweepRow,
  sweepsAt,
  upgradeRow,
} from '../../core/backup/migrations';
import { roots } from './docRoots';

export const MIGRATION_ORIGIN = 'docket:migration';

export interface DocSchemaState {
  /** Collections saved by a newer Docket: the document is then read-only and nothing was migrated. */
  newer: NewerCollection[];
  /** Rows upgraded by this load, per collection. */
  migrated: Record<string, number>;
}

/** The schema version recorded for each collection (absent: 0, data from before versions). */
export function storedVersions(doc: Y.Doc): Record<string, number> {
  const out: Record<string, number> = {};
  doc.getMap<unknown>(SCHEMA_MAP).forEach((v, k) => {
    if (typeof v === 'number') out[k] = v;
  });
  return out;
}

const isPlainObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Writes `next` over a row field by field (only what changed); a plain-object row becomes a Y.Map row. */
function writeRow(map: Y.Map<unknown>, key: string, current: unknown, next: Row): void {
  if (!(current instanceof Y.Map)) {
    const row = new Y.Map<unknown>();
    for (const [k, v] of Object.entries(next)) if (v !== undefined) row.set(k, v);
    map.set(key, row);
    return;
  }
  const before = current.toJSON() as Row;
  for (const [k, v] of Object.entries(next))
    if (v !== undefined && JSON.stringify(before[k]) !== JSON.stringify(v)) current.set(k, v);
  for (const k of Object.keys(before)) if (!(k in next) || next[k] === undefined) current.delete(k);
}

/** Rows a migration moved out of another collection's rows; a row already there (same id) is left alone. */
function writeSpawned(doc: Y.Doc, spawned: readonly SpawnedRow[], migrated: Record<string, number>): void {
  for (const { collection, row } of spawned) {
    const map = doc.getMap<unknown>(collection);
    const key = row.id;
    if (typeof key !== 'string' || map.has(key)) continue;
    writeRow(map, key, undefined, row);
    migrated[collection] = (migrated[collection] ?? 0) + 1;
  }
}

type Swept = { key: string; value: unknown; row: Row; spawned: SpawnedRow[] };

/**
 * The rows of a collection already at its current version that an older Docket, still open elsewhere, wrote
 * in the older shape (sweepRow): found without writing anything, so that a load with nothing to tidy writes
 * nothing.
 */
function sweep(type: Y.Map<unknown>, name: string, at: number, migrations: readonly Migration[]): Swept[] {
  const found: Swept[] = [];
  for (const [key, value] of type.entries()) {
    const raw = value instanceof Y.Map ? (value.toJSON() as Row) : value;
    if (!isPlainObject(raw)) continue;
    const { row, spawned } = sweepRow(name, raw, at, migrations);
    if (row !== raw || spawned.length > 0) found.push({ key, value, row, spawned });
  }
  return found;
}

function writeSwept(
  type: Y.Map<unknown>,
  name: string,
  swept: readonly Swept[],
  spawned: SpawnedRow[],
  migrated: Record<string, number>,
): void {
  for (const s of swept) {
    spawned.push(...s.spawned);
    writeRow(type, s.key, s.value, s.row);
  }
  migrated[name] = (migrated[name] ?? 0) + swept.length;
}

/**
 * Upgrades every map collection recorded at an older version (rows written before versions existed count as
 * version 0), in one transaction, and records the new versions. A collection already at its version is swept
 * (sweep: what a Docket from before a migration marked `again` still wrote in the older shape moves out the
 * same way). A collection recorded at a newer version than this app knows makes the whole document
 * read-only: then nothing at all is written.
 */
export function migrateDocument(
  doc: Y.Doc,
  migrations: readonly Migration[] = DOC_MIGRATIONS,
  origin: unknown = MIGRATION_ORIGIN,
): DocSchemaState {
  const stored = storedVersions(doc);
  const newer = newerCollections(stored, migrations);
  const migrated: Record<string, number> = {};
  if (newer.length > 0) return { newer, migrated };
  const versions = doc.getMap<unknown>(SCHEMA_MAP);
  const work: Array<() => void> = [];
  const spawned: SpawnedRow[] = [];
  for (const [name, type] of roots(doc)) {
    if (name === SCHEMA_MAP || !(type instanceof Y.Map) || type.size === 0) continue;
    const from = stored[name] ?? 0;
    const to = currentVersion(name, migrations);
    if (from >= to) {
      const swept = from === to && sweepsAt(name, to, migrations) ? sweep(type, name, to, migrations) : [];
      if (swept.length > 0) work.push(() => writeSwept(type, name, swept, spawned, migrated));
      continue;
    }
    work.push(() => {
      let n = 0;
      for (const [key, value] of [...type.entries()]) {
        const raw = value instanceof Y.Map ? (value.toJSON() as Row) : value;
        if (!isPlainObject(raw)) continue; // left for the repository to report
        const { row: next, spawned: moved } = upgradeRow(name, raw, from, migrations);
        spawned.push(...moved);
        if (!(value instanceof Y.Map) || JSON.stringify(next) !== JSON.stringify(raw)) {
          writeRow(type, key, value, next);
          n += 1;
        }
      }
      versions.set(name, to);
      if (n > 0) migrated[name] = n;
    });
  }
  if (work.length > 0)
    doc.transact(() => {
      for (const w of work) w();
      writeSpawned(doc, spawned, migrated);
    }, origin);
  return { newer, migrated };
}
