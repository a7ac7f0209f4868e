import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { z } from 'zod';
import { commitLocal } from './commit';
import { CourseService } from './courses';
import { type ScreenResult, screenDocRecords } from './docRecovery';
import { LocalSetting } from './setting';
import { type DatabaseDeps, DATABASE_NAME, type DocketDatabase, openDatabase } from './database';
import { createDocketDoc } from './doc';
import { type Identity, loadIdentity } from './identity';
import { KeyValueStore } from './keyValue';
import { createRepositories, type Repositories } from './repositories';
import { type RestoreResult, SnapshotKeeper, type SnapshotOptions } from './snapshot';
import { StatusMachine } from './status';
import { type DocSchemaState, migrateDocument } from './backup/docSchema';
import { migrateLocalStore } from './backup/localSchema';
import { newerVersionMessage } from '../core/backup/migrations';

export const DOC_PERSISTENCE_NAME = 'docket-doc';

export const NO_INDEXEDDB_MESSAGE =
  'This browser cannot store data on this device (IndexedDB is unavailable, as in some private windows). ' +
  'Docket keeps everything locally, so it cannot start here.';

export class StoreUnavailableError extends Error {
  constructor() {
    super(NO_INDEXEDDB_MESSAGE);
    this.name = 'StoreUnavailableError';
  }
}

/** A performance mark of the start (read by `npm run bench:plan` to show where start-up time goes). */
const mark = (name: string) => globalThis.performance?.mark?.(`docket:${name}`);

export interface DocketStore {
  doc: Y.Doc;
  db: DocketDatabase;
  kv: KeyValueStore;
  status: StatusMachine;
  repos: Repositories;
  courses: CourseService;
  settings: DeviceSettings;
  identity: Identity;
  snapshot: SnapshotKeeper;
  /** What happened to the saved snapshot on start (kept aside when corrupt). */
  restored: RestoreResult;
  /** What could not be read on start (set aside, not deleted): StoreGate tells the student. */
  recovery: LocalRecovery;
  /** Schema versions on load: rows upgraded, or a newer Docket's data (then read-only; data/backup). */
  schema: DocSchemaState;
  /** Runs a local change and resolves once it is on disk; a full device undoes it (commit.ts). */
  commit<T>(change: () => T): Promise<T>;
  close(): Promise<void>;
}

/** Preferences that belong to this device, not to the synced document. */
export interface DeviceSettings {
  /** The nav bar's control: leave archived items out of lists and pickers. */
  excludeArchived: LocalSetting<boolean>;
}

/** What the start could not read. Each part is set aside, never deleted. */
export interface LocalRecovery {
  /** Saved changes (y-indexeddb records) that could not be applied, copied to RECOVERY_DB_NAME. */
  setAsideRecords: number;
  /** y-indexeddb did not finish loading within DOC_LOAD_TIMEOUT_MS; the app opened with the snapshot. */
  loadTimedOut: boolean;
  /** A damaged sync space id, kept under GARBLED_SPACE_ID_KEY; a new space was started. */
  garbledSpaceId?: string;
  /** The document was saved by a newer Docket: opened read-only, with this message. */
  readOnly?: string;
}

/** Loading the saved document waits at most this long; then the app opens with what it has. */
export const DOC_LOAD_TIMEOUT_MS = 4_000;

export interface StartOptions extends DatabaseDeps {
  databaseName?: string;
  docName?: string;
  snapshot?: SnapshotOptions;
  status?: StatusMachine;
  docLoadTimeoutMs?: number;
}

/**
 * Screens y-indexeddb's records; a screening that fails is reported in the console and skipped (then
 * y-indexeddb loads every record itself).
 */
async function screen(factory: IDBFactory, docName: string): Promise<ScreenResult> {
  try {
    return await screenDocRecords(factory, docName);
  } catch (error) {
    console.warn('Could not screen the saved changes before loading them', error);
    return { setAside: 0, good: null, nextKey: 0 };
  }
}

/**
 * Loads the screened records into the document in one transaction, as y-indexeddb's own load does (its
 * origin, so they are not stored again). Its update listener is off meanwhile: it would drop this update
 * anyway, and encoding the whole document for it is the dearest part of a heavy load.
 */
function applyRecords(doc: Y.Doc, persistence: IndexeddbPersistence, records: readonly Uint8Array[]): void {
  doc.off('update', persistence._storeUpdate);
  try {
    Y.transact(
      doc,
      () => {
        for (const record of records) Y.applyUpdate(doc, record);
      },
      persistence,
      false,
    );
  } catch (error) {
    console.error('A saved change could not be applied; opening with the rest and the snapshot', error);
  } finally {
    doc.on('update', persistence._storeUpdate);
  }
}

/** Resolves true when `p` settles in time, false after `ms`. */
function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    p.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/**
 * Starts the local store: loading, then ready once IndexedDB is open and the saved document (y-indexeddb
 * and the snapshot) is applied; error if that fails. Only starts when IndexedDB exists.
 */
export async function startStore(options: StartOptions = {}): Promise<DocketStore> {
  const status = options.status ?? new StatusMachine();
  const factory = options.indexedDB ?? globalThis.indexedDB;
  if (!factory) {
    status.set('error', NO_INDEXEDDB_MESSAGE);
    throw new StoreUnavailableError();
  }
  status.set('loading');
  try {
    const db = openDatabase(options.databaseName ?? DATABASE_NAME, options);
    await db.open();
    mark('db-open');
    const kv = new KeyValueStore(db);
    const doc = createDocketDoc();
    const docName = options.docName ?? DOC_PERSISTENCE_NAME;
    const screened = await screen(factory, docName);
    mark('doc-screened');
    const persistence = new IndexeddbPersistence(docName, doc);
    // y-indexeddb reads only the records written since the screening (it starts reading at _dbref, once
    // its database is open); the screened ones are applied here, after its load, so they are read once.
    if (screened.good) persistence._dbref = screened.nextKey;
    const loaded = await within(persistence.whenSynced, options.docLoadTimeoutMs ?? DOC_LOAD_TIMEOUT_MS);
    if (screened.good) applyRecords(doc, persistence, screened.good);
    mark('doc-loaded');
    if (!loaded) console.warn('The saved document did not load in time; opening with the snapshot');
    // A second connection with strict durability, for commits the UI then reports as saved.
    const strictDb = openDatabase(options.databaseName ?? DATABASE_NAME, options, { strict: true });
    const snapshot = new SnapshotKeeper(doc, kv, {
      commitKv: new KeyValueStore(strictDb),
      ...options.snapshot,
      onSaveError: (error) => {
        status.set('error', error.message);
        options.snapshot?.onSaveError?.(error);
      },
    });
    const restored = await snapshot.restore();
    mark('snapshot-applied');
    snapshot.start();
    // Upgrade older data (schema versions, src/core/backup/migrations); a newer Docket's data opens read-only.
    const schema = migrateDocument(doc);
    const readOnly = schema.newer.length > 0 ? newerVersionMessage(schema.newer) : undefined;
    await migrateLocalStore(kv);
    const repos = createRepositories(doc, {
      assertWritable: () => {
        if (readOnly) throw new Error(readOnly);
      },
    });
    const commit = <T>(change: () => T) => commitLocal(doc, () => snapshot.commit(), change);
    const courses = new CourseService(repos.courses, kv, undefined, commit);
    const settings: DeviceSettings = {
      excludeArchived: new LocalSetting(kv, 'excludeArchived', z.boolean(), true),
    };
    const [{ identity, garbledSpaceId }] = await Promise.all([
      loadIdentity(kv),
      courses.load(),
      settings.excludeArchived.load(),
    ]);
    const recovery: LocalRecovery = {
      setAsideRecords: screened.setAside,
      loadTimedOut: !loaded,
      ...(garbledSpaceId === undefined ? {} : { garbledSpaceId }),
      ...(readOnly === undefined ? {} : { readOnly }),
    };
    status.set('ready');
    mark('store-ready');
    const close = async () => {
      await snapshot.flush();
      snapshot.stop();
      await persistence.destroy();
      db.close();
      strictDb.close();
      doc.destroy();
    };
    return {
      doc,
      db,
      kv,
      status,
      repos,
      courses,
      settings,
      identity,
      snapshot,
      restored,
      recovery,
      schema,
      commit,
      close,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('Local store failed to start', error);
    status.set('error', message);
    throw error;
  }
}
