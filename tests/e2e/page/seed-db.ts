/**
 * Runs in the browser, bundled by ../storage.ts (esbuild) and added to a page of the app's origin that does
 * not run the app: writes rows into the app's own database through the app's own code (openDatabase, so
 * the schema and version are the app's; KeyValueStore for the storage table). The database is made here
 * when it does not exist yet, so a test needs no app start just to create it.
 */
import { openDatabase, type DocketDatabase } from '../../../src/data/database';
import { KeyValueStore } from '../../../src/data/keyValue';

async function withDatabase(write: (db: DocketDatabase) => Promise<unknown>): Promise<void> {
  const db = openDatabase();
  try {
    await db.open();
    await write(db);
  } finally {
    db.close();
  }
}

/** Puts a raw (already JSON) value under `key` in the storage table. */
function putStorage(key: string, raw: string): Promise<void> {
  return withDatabase((db) => new KeyValueStore(db).setRaw(key, raw));
}

/** Puts a file (its bytes as base64) into the files table, as the syllabus upload keeps a file. */
function putFile(id: string, name: string, type: string, base64: string): Promise<void> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const data = new Blob([bytes], { type });
  return withDatabase((db) => db.files.put({ id, name, type, size: data.size, data, createdAt: Date.now() }));
}

(globalThis as { __docketSeed?: unknown }).__docketSeed = { putStorage, putFile };
