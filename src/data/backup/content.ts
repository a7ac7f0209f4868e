import { fromBase64, toBase64 } from 'lib0/buffer';
import * as Y from 'yjs';
import { z } from 'zod';
import {
  type BackupContent,
  BackupError,
  backupFileName,
  contentText,
  readBackupText,
  writeBackupText,
  type BackupFile,
} from '../../core/backup/format';
import { LOCAL_VERSION, migrateLocal, newerVersionMessage, SCHEMA_MAP } from '../../core/backup/migrations';
import { type HoldingsSummary, summarize } from '../../core/backup/summary';
import type { EntityShape, Repository } from '../repository';
import { createRepositories } from '../repositories';
import type { DocketDatabase } from '../database';
import { migrateDocument, storedVersions } from './docSchema';
import { rootCounts } from './docRoots';
import { applyTables, collectTables, encodedHoldsBytes, type JsonRow } from './tables';

/** The parts of the started store a backup reads and writes. */
export interface BackupStore {
  doc: Y.Doc;
  db: DocketDatabase;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Everything a backup (or a restore point) holds, from the live store. */
export async function collectContent(store: BackupStore, includeFiles: boolean): Promise<BackupContent> {
  const { tables } = await collectTables(store.db, includeFiles);
  return {
    schema: { doc: storedVersions(store.doc), local: LOCAL_VERSION, tables: store.db.verno },
    doc: { update: toBase64(Y.encodeStateAsUpdate(store.doc)) },
    tables,
    filesIncluded: includeFiles,
  };
}

export interface BackupDownload {
  fileName: string;
  text: string;
}

const localDay = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The backup file of the live store: `docket-backup-YYYY-MM-DD.docket`. */
export async function exportBackup(
  store: BackupStore,
  options: { includeFiles: boolean; now?: number },
): Promise<BackupDownload> {
  const now = options.now ?? Date.now();
  const content = await collectContent(store, options.includeFiles);
  const text = writeBackupText(content, new Date(now).toISOString(), await sha256Hex(contentText(content)));
  return { fileName: backupFileName(localDay(now)), text };
}

/** A backup that passed every check, ready to be merged or to replace the device's data. */
export interface CheckedBackup {
  createdAt?: string;
  /** The backup's document, upgraded to this app's versions. */
  doc: Y.Doc;
  /** Its device tables, device-local settings upgraded. */
  tables: Record<string, JsonRow[]>;
  filesIncluded: boolean;
  summary: HoldingsSummary;
}

const StorageRow = z.object({ key: z.string().min(1).max(500), value: z.string(), timestamp: z.number() });
/** Shapes of the device tables Docket has today; a table added later needs only its key. */
const TABLE_ROWS: Record<string, z.ZodType> = {
  storage: StorageRow,
  files: z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    size: z.number(),
    createdAt: z.number(),
  }),
  drafts: z.object({ id: z.string(), sessionId: z.string(), text: z.string(), savedAt: z.number() }),
  activeSessions: z.object({ id: z.string(), savedAt: z.number() }),
};

function invalid(detail: string): never {
  throw new BackupError('invalid', detail);
}

/** Every row of every collection with an entity schema must pass it (a row the app would repair or skip fails). */
function checkEntities(doc: Y.Doc): void {
  const repos = Object.values(createRepositories(doc, { warn: () => {} })) as Repository<
    EntityShape,
    unknown
  >[];
  for (const repo of repos) {
    repo.list();
    const problem = repo.problems()[0];
    if (problem) invalid(`${repo.name} ${problem.id}: ${problem.issues[0] ?? 'invalid'}`);
  }
}

function checkTables(db: DocketDatabase, content: BackupContent): Record<string, JsonRow[]> {
  if (content.schema.tables > db.verno) throw new BackupError('newerFormat');
  const names = new Set(db.tables.map((t) => t.name));
  const tables: Record<string, JsonRow[]> = {};
  for (const [name, rows] of Object.entries(content.tables)) {
    if (!names.has(name)) invalid(`unknown table ${name}`);
    const table = db.table(name);
    const key = typeof table.schema.primKey.keyPath === 'string' ? table.schema.primKey.keyPath : 'id';
    const shape = TABLE_ROWS[name];
    rows.forEach((row, i) => {
      if (typeof row[key] !== 'string' && typeof row[key] !== 'number')
        invalid(`${name} row ${i}: no ${key}`);
      if (shape && !shape.safeParse(row).success) invalid(`${name} row ${i}`);
      if (encodedHoldsBytes(row) && !content.filesIncluded) invalid(`${name} row ${i}: unexpected file`);
    });
    tables[name] = rows;
  }
  const storage = tables.storage;
  if (storage && content.schema.local < LOCAL_VERSION)
    tables.storage = upgradeStorage(storage, content.schema.local);
  return tables;
}

function upgradeStorage(rows: JsonRow[], from: number): JsonRow[] {
  const values = new Map<string, unknown>();
  for (const row of rows) {
    try {
      values.set(String(row.key), JSON.parse(String(row.value)));
    } catch {
      values.set(String(row.key), row.value);
    }
  }
  const changed = migrateLocal(values, from);
  return rows.map((row) =>
    changed.has(String(row.key)) ? { ...row, value: JSON.stringify(changed.get(String(row.key))) } : row,
  );
}

/**
 * Checks a backup's content completely before anything is touched: its versions (a newer backup is refused),
 * its document (decodes, upgrades, every entity through its schema) and its device tables.
 */
export function checkContent(db: DocketDatabase, content: BackupContent, createdAt?: string): CheckedBackup {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, fromBase64(content.doc.update));
  } catch {
    throw new BackupError('invalid', 'the synced document cannot be read');
  }
  const state = migrateDocument(doc);
  if (state.newer.length > 0) throw new BackupError('newerFormat', newerVersionMessage(state.newer));
  checkEntities(doc);
  const tables = checkTables(db, content);
  const summary = summaryOf(doc, tables);
  return { ...(createdAt ? { createdAt } : {}), doc, tables, filesIncluded: content.filesIncluded, summary };
}

/** What a document and device tables hold (counts of every collection, files, other device rows). */
export function summaryOf(doc: Y.Doc, tables: Readonly<Record<string, JsonRow[]>>): HoldingsSummary {
  let files = 0;
  let deviceRows = 0;
  for (const rows of Object.values(tables))
    for (const row of rows) {
      if (encodedHoldsBytes(row)) files += 1;
      else deviceRows += 1;
    }
  return summarize(rootCounts(doc, [SCHEMA_MAP]), files, deviceRows);
}

/** Reads and checks a chosen file (bytes), or throws a BackupError whose message the student reads. */
export async function readBackupFile(db: DocketDatabase, bytes: Uint8Array): Promise<CheckedBackup> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BackupError(bytes.length === 0 ? 'empty' : 'foreign');
  }
  const file: BackupFile = await readBackupText(text, bytes.length, sha256Hex);
  return checkContent(db, file.content, file.createdAt);
}

export const BACKUP_ORIGIN = 'docket:backup';

/** Merges a checked backup into the live store: a CRDT merge of the document, device rows added. */
export async function mergeBackup(store: BackupStore, backup: CheckedBackup): Promise<void> {
  Y.applyUpdate(store.doc, Y.encodeStateAsUpdate(backup.doc), BACKUP_ORIGIN);
  await applyTables(store.db, backup.tables, 'merge', backup.filesIncluded);
}

export { replaceWithBackup } from './replace';
