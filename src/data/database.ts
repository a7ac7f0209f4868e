import Dexie, { type EntityTable } from 'dexie';

/** A row of the spec's local storage table: value is JSON text, timestamp in milliseconds. */
export interface StorageRow {
  key: string;
  value: string;
  timestamp: number;
}

/** An uploaded file (a syllabus PDF or photo), kept on this device. */
export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  data: Blob;
  createdAt: number;
}

/** A focus-session answer draft, saved as the student types. */
export interface SessionDraft {
  id: string;
  sessionId: string;
  text: string;
  savedAt: number;
}

/** The focus session being written on this device (its prompt and timer; the text is in `drafts`). */
export interface ActiveSessionRow {
  id: string;
  /** An ActiveSession ({ session, timer }), validated when read back. */
  state: unknown;
  savedAt: number;
}

export type DocketDatabase = Dexie & {
  storage: EntityTable<StorageRow, 'key'>;
  files: EntityTable<StoredFile, 'id'>;
  drafts: EntityTable<SessionDraft, 'id'>;
  activeSessions: EntityTable<ActiveSessionRow, 'id'>;
};

export const DATABASE_NAME = 'docket';

export interface DatabaseDeps {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export interface OpenOptions {
  /**
   * Strict durability: a committed write is on disk, not only in the browser's cache, before it
   * resolves (Chromium's default is relaxed). Used by the connection that commits changes the UI then
   * calls saved (store.ts); everyday writes keep the faster default.
   */
  strict?: boolean;
}

/** Opens (lazily) the device-local database `docket`. */
export function openDatabase(
  name = DATABASE_NAME,
  deps: DatabaseDeps = {},
  options: OpenOptions = {},
): DocketDatabase {
  const db = new Dexie(name, {
    ...deps,
    ...(options.strict ? { chromeTransactionDurability: 'strict' as const } : {}),
  }) as DocketDatabase;
  db.version(1).stores({
    storage: 'key, timestamp',
    files: 'id, createdAt',
    drafts: 'id, sessionId, savedAt',
  });
  // Version 2 adds the active focus session; every table of version 1 is kept as it was.
  db.version(2).stores({
    storage: 'key, timestamp',
    files: 'id, createdAt',
    drafts: 'id, sessionId, savedAt',
    activeSessions: 'id, savedAt',
  });
  return db;
}
