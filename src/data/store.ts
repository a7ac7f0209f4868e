import { IndexeddbPersistence } from 'y-indexeddb';
import type * as Y from 'yjs';
import { z } from 'zod';
import { CourseService } from './courses';
import { LocalSetting } from './setting';
import { type DatabaseDeps, DATABASE_NAME, type DocketDatabase, openDatabase } from './database';
import { createDocketDoc } from './doc';
import { type Identity, loadIdentity } from './identity';
import { KeyValueStore } from './keyValue';
import { createRepositories, type Repositories } from './repositories';
import { type RestoreResult, SnapshotKeeper, type SnapshotOptions } from './snapshot';
import { StatusMachine } from './status';

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
  close(): Promise<void>;
}

/** Preferences that belong to this device, not to the synced document. */
export interface DeviceSettings {
  /** The nav bar's control: leave archived items out of lists and pickers. */
  excludeArchived: LocalSetting<boolean>;
}

export interface StartOptions extends DatabaseDeps {
  databaseName?: string;
  docName?: string;
  snapshot?: SnapshotOptions;
  status?: StatusMachine;
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
    const persistence = new IndexeddbPersistence(options.docName ?? DOC_PERSISTENCE_NAME, doc);
    await persistence.whenSynced;
    mark('doc-loaded');
    const snapshot = new SnapshotKeeper(doc, kv, {
      ...options.snapshot,
      onSaveError: (error) => {
        status.set('error', error.message);
        options.snapshot?.onSaveError?.(error);
      },
    });
    const restored = await snapshot.restore();
    mark('snapshot-applied');
    snapshot.start();
    const repos = createRepositories(doc);
    const courses = new CourseService(repos.courses, kv);
    const settings: DeviceSettings = {
      excludeArchived: new LocalSetting(kv, 'excludeArchived', z.boolean(), true),
    };
    const [identity] = await Promise.all([loadIdentity(kv), courses.load(), settings.excludeArchived.load()]);
    status.set('ready');
    mark('store-ready');
    const close = async () => {
      await snapshot.flush();
      snapshot.stop();
      await persistence.destroy();
      db.close();
      doc.destroy();
    };
    return { doc, db, kv, status, repos, courses, settings, identity, snapshot, restored, close };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error('Local store failed to start', error);
    status.set('error', message);
    throw error;
  }
}
