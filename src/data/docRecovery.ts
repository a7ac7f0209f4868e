import * as Y from 'yjs';

/**
 * Screens y-indexeddb's stored updates before y-indexeddb loads them. y-indexeddb applies every record
 * in one go and never resolves `whenSynced` when one throws ("Opening your desk..." forever). Here each
 * record that cannot be applied is copied to the recovery database (RECOVERY_DB_NAME) and only then
 * removed from y-indexeddb's store, so the rest loads and nothing is deleted.
 */
export const RECOVERY_DB_NAME = 'docket-recovery';
const RECOVERY_STORE = 'records';
/** y-indexeddb 9's object stores (its own names; it creates them on first open). */
const UPDATES_STORE = 'updates';
const CUSTOM_STORE = 'custom';

export interface RecoveredRecord {
  /** The y-indexeddb database it came from and its key there. */
  source: string;
  key: IDBValidKey;
  value: unknown;
  error: string;
  at: number;
}

export interface ScreenResult {
  /** Records set aside into the recovery database. */
  setAside: number;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('Transaction aborted'));
  });
}

function open(factory: IDBFactory, name: string, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(name);
    req.onupgradeneeded = () => upgrade(req.result);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error(`Database ${name} is blocked by another tab`));
  });
}

/** Applies the records to a scratch doc; returns the indexes of those that throw. */
function badRecords(values: unknown[]): number[] {
  const all = new Y.Doc();
  try {
    Y.transact(all, () => {
      for (const v of values) Y.applyUpdate(all, v as Uint8Array);
    });
    return [];
  } catch {
    // Find the culprits one by one, on a doc holding only the good records so far.
  }
  const bad: number[] = [];
  const good: Uint8Array[] = [];
  let probe = new Y.Doc();
  values.forEach((v, i) => {
    try {
      if (!(v instanceof Uint8Array)) throw new Error('not an update');
      Y.applyUpdate(probe, v);
      good.push(v);
    } catch {
      bad.push(i);
      probe = new Y.Doc();
      for (const g of good) Y.applyUpdate(probe, g);
    }
  });
  return bad;
}

/** Screens the y-indexeddb database `docName`; sets aside what cannot be applied. */
export async function screenDocRecords(
  factory: IDBFactory,
  docName: string,
  now = Date.now,
): Promise<ScreenResult> {
  const db = await open(factory, docName, (d) => {
    // A first start: create what y-indexeddb would, so it finds its stores.
    if (!d.objectStoreNames.contains(UPDATES_STORE))
      d.createObjectStore(UPDATES_STORE, { autoIncrement: true });
    if (!d.objectStoreNames.contains(CUSTOM_STORE)) d.createObjectStore(CUSTOM_STORE);
  });
  try {
    const read = db.transaction(UPDATES_STORE, 'readonly').objectStore(UPDATES_STORE);
    const [keys, values] = await Promise.all([request(read.getAllKeys()), request(read.getAll())]);
    const bad = badRecords(values);
    if (bad.length === 0) return { setAside: 0 };
    const recovery = await open(factory, RECOVERY_DB_NAME, (d) => {
      if (!d.objectStoreNames.contains(RECOVERY_STORE))
        d.createObjectStore(RECOVERY_STORE, { autoIncrement: true });
    });
    try {
      const copy = recovery.transaction(RECOVERY_STORE, 'readwrite', { durability: 'strict' });
      for (const i of bad) {
        const record: RecoveredRecord = {
          source: docName,
          key: keys[i]!,
          value: values[i],
          error: 'The record could not be applied to the document',
          at: now(),
        };
        copy.objectStore(RECOVERY_STORE).add(record);
      }
      await done(copy); // copied first...
    } finally {
      recovery.close();
    }
    const remove = db.transaction(UPDATES_STORE, 'readwrite');
    for (const i of bad) remove.objectStore(UPDATES_STORE).delete(keys[i]!);
    await done(remove); // ...then removed from the live store
    return { setAside: bad.length };
  } finally {
    db.close();
  }
}

/** Everything in the recovery database (for support, or a future restore screen). */
export async function recoveredRecords(factory: IDBFactory): Promise<RecoveredRecord[]> {
  const db = await open(factory, RECOVERY_DB_NAME, (d) => {
    if (!d.objectStoreNames.contains(RECOVERY_STORE))
      d.createObjectStore(RECOVERY_STORE, { autoIncrement: true });
  });
  try {
    return (await request(
      db.transaction(RECOVERY_STORE).objectStore(RECOVERY_STORE).getAll(),
    )) as RecoveredRecord[];
  } finally {
    db.close();
  }
}
