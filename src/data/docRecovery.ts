import * as Y from 'yjs';

/**
 * Screens y-indexeddb's stored updates before they are loaded. y-indexeddb applies every record in one go
 * and never resolves `whenSynced` when one throws ("Opening your desk..." forever). Here each record that
 * cannot be applied is copied to the recovery database (RECOVERY_DB_NAME) and only then removed from
 * y-indexeddb's store, so the rest loads and nothing is deleted. The store then loads the good records
 * itself (store.ts), so they are read from disk once per start.
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
  /**
   * The records that apply, in key order: the caller loads these (y-indexeddb need not read them again).
   * Null when a key is not y-indexeddb's own (a number): then y-indexeddb loads everything itself.
   */
  good: Uint8Array[] | null;
  /** The key after the last record read: records from here on were written after the screening. */
  nextKey: number;
}

/**
 * Under this key of y-indexeddb's `custom` store: the records already screened (key and FNV-1a checksum of
 * their bytes), so a start applies only new or changed records to a scratch document. Losing it costs
 * only a full screening.
 */
export const SCREENED_KEY = 'docket:screened';
interface Screened {
  keys: number[];
  fnv: number[];
}

function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193) >>> 0;
  return hash;
}

/** The screened records as stored, or an empty list when there is none or it is not in this shape. */
function readScreened(value: unknown): Map<number, number> {
  const { keys, fnv } = (value ?? {}) as Partial<Screened>;
  if (!Array.isArray(keys) || !Array.isArray(fnv) || keys.length !== fnv.length) return new Map();
  return new Map(keys.map((k, i) => [k, fnv[i] as number]));
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

/**
 * Screens the y-indexeddb database `docName`; sets aside what cannot be applied and returns the rest.
 * Records screened on an earlier start with the same bytes (SCREENED_KEY) are not applied again here.
 */
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
    const tx = db.transaction([UPDATES_STORE, CUSTOM_STORE], 'readonly');
    const read = tx.objectStore(UPDATES_STORE);
    const [keys, values, memo] = await Promise.all([
      request(read.getAllKeys()),
      request(read.getAll()),
      request(tx.objectStore(CUSTOM_STORE).get(SCREENED_KEY)),
    ]);
    const known = readScreened(memo);
    const sums = values.map((v) => (v instanceof Uint8Array ? fnv1a(v) : undefined));
    const fresh = keys.flatMap((k, i) =>
      typeof k === 'number' && sums[i] !== undefined && known.get(k) === sums[i] ? [] : [i],
    );
    const bad = new Set(badRecords(fresh.map((i) => values[i])).map((j) => fresh[j] as number));
    if (bad.size > 0)
      await setAside(
        factory,
        docName,
        [...bad].map((i) => ({ key: keys[i]!, value: values[i] })),
        now,
      );
    const numbered = keys.every((k) => typeof k === 'number');
    const kept = keys.flatMap((_, i) => (bad.has(i) ? [] : [i]));
    if (fresh.length > 0 || bad.size > 0) {
      // Remember what was screened; then remove what was set aside (it is already in the recovery database).
      const write = db.transaction([UPDATES_STORE, CUSTOM_STORE], 'readwrite');
      if (numbered) {
        const screened: Screened = {
          keys: kept.map((i) => keys[i] as number),
          fnv: kept.map((i) => sums[i] as number),
        };
        write.objectStore(CUSTOM_STORE).put(screened, SCREENED_KEY);
      }
      for (const i of bad) write.objectStore(UPDATES_STORE).delete(keys[i]!);
      await done(write);
    }
    const last = keys[keys.length - 1];
    return {
      setAside: bad.size,
      good: numbered ? kept.map((i) => values[i] as Uint8Array) : null,
      nextKey: typeof last === 'number' ? last + 1 : 0,
    };
  } finally {
    db.close();
  }
}

/** Copies records to the recovery database (strict durability), before anything removes them. */
async function setAside(
  factory: IDBFactory,
  docName: string,
  records: Array<{ key: IDBValidKey; value: unknown }>,
  now: () => number,
): Promise<void> {
  const recovery = await open(factory, RECOVERY_DB_NAME, (d) => {
    if (!d.objectStoreNames.contains(RECOVERY_STORE))
      d.createObjectStore(RECOVERY_STORE, { autoIncrement: true });
  });
  try {
    const copy = recovery.transaction(RECOVERY_STORE, 'readwrite', { durability: 'strict' });
    for (const { key, value } of records) {
      const record: RecoveredRecord = {
        source: docName,
        key,
        value,
        error: 'The record could not be applied to the document',
        at: now(),
      };
      copy.objectStore(RECOVERY_STORE).add(record);
    }
    await done(copy);
  } finally {
    recovery.close();
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
