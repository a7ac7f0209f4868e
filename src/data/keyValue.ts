import type { DocketDatabase } from './database';

export type StoredValue = unknown;

export interface BatchOp {
  key: string;
  /** undefined deletes the key. */
  value: StoredValue | undefined;
}

/**
 * The spec's `storage` table as a key/value store. Values are written as JSON text; a stored value that is
 * not valid JSON is returned as the raw text rather than thrown away.
 */
export class KeyValueStore {
  constructor(
    private readonly db: DocketDatabase,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(key: string): Promise<StoredValue | undefined> {
    const row = await this.db.storage.get(key);
    if (!row) return undefined;
    try {
      return JSON.parse(row.value) as StoredValue;
    } catch {
      return row.value;
    }
  }

  async getRaw(key: string): Promise<string | undefined> {
    return (await this.db.storage.get(key))?.value;
  }

  /** Resolves only once the value is committed to IndexedDB. */
  async set(key: string, value: StoredValue): Promise<void> {
    await this.db.storage.put({ key, value: serialize(value), timestamp: this.clock() });
  }

  async setRaw(key: string, raw: string): Promise<void> {
    await this.db.storage.put({ key, value: raw, timestamp: this.clock() });
  }

  async delete(key: string): Promise<void> {
    await this.db.storage.delete(key);
  }

  async keys(prefix = ''): Promise<string[]> {
    const keys = (await this.db.storage.toCollection().primaryKeys()) as string[];
    return keys.filter((k) => k.startsWith(prefix));
  }

  /** Writes every op in one read-write transaction; if any op fails, none is kept. */
  async batch(ops: readonly BatchOp[]): Promise<void> {
    await this.db.transaction('rw', this.db.storage, async () => {
      for (const op of ops) {
        if (op.value === undefined) await this.db.storage.delete(op.key);
        else await this.db.storage.put({ key: op.key, value: serialize(op.value), timestamp: this.clock() });
      }
    });
  }
}

function serialize(value: StoredValue): string {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError('Value cannot be stored as JSON');
  return text;
}
