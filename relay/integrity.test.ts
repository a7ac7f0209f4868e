import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LeveldbPersistence } from 'y-leveldb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RelayHandle, startRelay } from './server';
import { LeveldbDocStore, SET_ASIDE_DIR } from './store/leveldbDocStore';
import { CloseCodes } from './sync/closeCodes';
import { recordingLogger } from './test/frames';
import { connectProvider, makeDist, newSpaceId, tempDir, waitFor } from './test/helpers';

let tmp: Awaited<ReturnType<typeof tempDir>>;
let distDir: string;

beforeAll(async () => {
  tmp = await tempDir();
  distDir = await makeDist(tmp.dir);
});
afterAll(async () => {
  await tmp.cleanup();
});

type Entry = [unknown[], Uint8Array];
interface RawDb {
  iterator(range: { gte: unknown[]; lt: unknown[] }): { all(): Promise<Entry[]> };
  put(key: unknown[], value: Uint8Array): Promise<void>;
  del(key: unknown[]): Promise<void>;
}

/** Opens the relay's (stopped) LevelDB and lets `edit` change a space's stored records directly. */
async function tamper(dataDir: string, space: string, edit: (db: RawDb, records: Entry[]) => Promise<void>) {
  const persistence = new LeveldbPersistence(dataDir);
  try {
    await persistence._transact(async (db) => {
      const raw = db as RawDb;
      const records = await raw
        .iterator({ gte: ['v1', space, 'update', 0], lt: ['v1', space, 'update', 0xffffffff] })
        .all();
      await edit(raw, records);
    });
  } finally {
    await persistence.destroy();
  }
}

async function writeSpace(relay: RelayHandle, space: string, entries: Record<string, string>) {
  const writer = connectProvider(relay.url, space);
  await waitFor(() => writer.provider.synced, 5_000, 'writer synced');
  for (const [k, v] of Object.entries(entries)) writer.doc.getMap('m').set(k, v);
  const witness = connectProvider(relay.url, space);
  await waitFor(() => witness.doc.getMap('m').size === Object.keys(entries).length, 5_000, 'stored');
  witness.provider.destroy();
  return writer;
}

async function read(relay: RelayHandle, space: string) {
  const reader = connectProvider(relay.url, space);
  await waitFor(() => reader.provider.synced, 5_000, 'reader synced');
  const json = reader.doc.getMap('m').toJSON();
  reader.provider.destroy();
  return json;
}

const start = (dataDir: string, logger = recordingLogger(), port = 0) =>
  startRelay({ port, host: '127.0.0.1', distDir, dataDir, logger, limits: { compactAfterUpdates: 1000 } });

describe('damaged relay storage', () => {
  const cases: [string, (db: RawDb, records: Entry[]) => Promise<void>][] = [
    [
      'a flipped byte in a stored update',
      async (db, records) => {
        const [key, value] = records[records.length - 1]!;
        const copy = Uint8Array.from(value);
        copy[copy.length - 3] = (copy[copy.length - 3] ?? 0) ^ 0x40;
        await db.put(key, copy);
      },
    ],
    ['a missing update', async (db, records) => db.del(records[records.length - 1]![0])],
    [
      'the newest batches dropped (the space gone from LevelDB, its compaction record kept)',
      async (db, records) => {
        for (const [key] of records) await db.del(key);
        await db.del(['v1', records[0]![0][1], 'docket-head']);
      },
    ],
    [
      'a damaged head record',
      async (db, records) => {
        const key = records[0]![0];
        const headKey = ['v1', key[1], 'docket-head'];
        const [head] = await (db as unknown as { getMany(k: unknown[][]): Promise<Uint8Array[]> }).getMany([
          headKey,
        ]);
        const copy = Uint8Array.from(head!);
        copy[copy.length - 2] = (copy[copy.length - 2] ?? 0) ^ 0x01;
        await db.put(headKey, copy);
      },
    ],
  ];

  for (const [what, edit] of cases) {
    it(`${what}: sets the space aside (never deleted), logs it, closes SpaceDamaged; the device uploads again`, async () => {
      const dataDir = `${tmp.dir}/data-${what.replace(/\W+/g, '-')}`;
      const space = newSpaceId();
      const first = await start(dataDir);
      const writer = await writeSpace(first, space, { a: 'Torts', b: 'Contracts', c: 'Property' });
      writer.provider.disconnect();
      await first.close();
      await tamper(dataDir, space, edit);

      const logger = recordingLogger();
      const second = await start(dataDir, logger, first.port);
      try {
        // The device comes back: the relay refuses to serve its damaged copy...
        writer.provider.connect();
        await waitFor(() => writer.closes.includes(CloseCodes.SpaceDamaged), 5_000, 'SpaceDamaged');
        expect(logger.lines.some((l) => l.event === 'space_set_aside' && l.level === 'error')).toBe(true);
        const asideRoot = path.join(dataDir, SET_ASIDE_DIR);
        const [folder] = await readdir(asideRoot);
        const kept = JSON.parse(await readFile(path.join(asideRoot, folder!, 'space.json'), 'utf8'));
        expect(kept.spaceId).toBe(space);
        expect(kept.reason).toMatch(/^Stored space failed verification: /);
        // ...and the device reconnects by itself and uploads its whole state; a new device gets it all.
        await waitFor(() => writer.provider.synced, 10_000, 'writer synced again');
        const content = await (async () => {
          for (;;) {
            const json = await read(second, space);
            if (Object.keys(json).length === 3) return json;
          }
        })();
        expect(content).toEqual({ a: 'Torts', b: 'Contracts', c: 'Property' });
      } finally {
        writer.provider.destroy();
        await second.close();
      }
    });
  }

  it('serves an intact space exactly, and seals spaces stored before checksums', async () => {
    const dataDir = `${tmp.dir}/data-legacy`;
    const space = newSpaceId();
    // An old relay's layout: raw updates under y-leveldb's keys, no checksum, no head.
    const persistence = new LeveldbPersistence(dataDir);
    const { encodeStateAsUpdate, Doc } = await import('yjs');
    const doc = new Doc();
    doc.getMap('m').set('legacy', 'kept');
    await persistence._transact(async (db) =>
      (db as RawDb).put(['v1', space, 'update', 0], encodeStateAsUpdate(doc)),
    );
    await persistence.destroy();
    const relay = await start(dataDir);
    try {
      expect(await read(relay, space)).toEqual({ legacy: 'kept' });
    } finally {
      await relay.close();
    }
    const again = await start(dataDir);
    try {
      expect(await read(again, space)).toEqual({ legacy: 'kept' });
    } finally {
      await again.close();
    }
  });
});

describe('/healthz', () => {
  it('writes and reads a canary in the store', async () => {
    const relay = await start(`${tmp.dir}/data-health`);
    try {
      const res = await fetch(`${relay.url}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true });
    } finally {
      await relay.close();
    }
  });

  it('the canary fails when the store cannot be used', async () => {
    const persistence = new LeveldbPersistence(`${tmp.dir}/data-canary`);
    const store = new LeveldbDocStore(persistence, `${tmp.dir}/data-canary`);
    await store.canary();
    await persistence.destroy();
    await expect(store.canary()).rejects.toThrow();
  });
});
