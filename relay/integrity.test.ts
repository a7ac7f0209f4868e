import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LeveldbPersistence } from 'y-leveldb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RelayHandle, startRelay } from './server';
import { LeveldbDocStore, SET_ASIDE_DIR } from './store/leveldbDocStore';
import { CloseCodes } from './sync/closeCodes';
import { recordingLogger } from './test/frames';
import { connectProvider, makeDist, newSpaceId, rawRequest, tempDir, waitFor } from './test/helpers';

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

describe('damaged saved syllabi (/api/syllabi)', () => {
  const device = '3f2a9c4e-8b1d-4c6a-9e2f-1a2b3c4d5e6f';
  const syllabus = (courseId: string, title: string) => ({
    courseId,
    weeks: [
      {
        weekNumber: 1,
        topic: 'Week one',
        readings: [{ id: 'r1', title, weekNumber: 1, completed: false, order: 0 }],
      },
    ],
  });
  const save = (relay: RelayHandle, body: unknown) =>
    rawRequest(relay.port, '/api/syllabi', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Device-ID': device },
      body: JSON.stringify(body),
    });
  const list = async (relay: RelayHandle) => {
    const res = await rawRequest(relay.port, '/api/syllabi', { headers: { 'X-Device-ID': device } });
    expect(res.status).toBe(200);
    return (JSON.parse(res.body.toString()) as { data: { course_id: string }[] }).data;
  };
  const key = (courseId: string) => ['v1', `api:syllabi:${device}`, 'meta', courseId];

  /** Opens the stopped relay's LevelDB and lets `edit` change raw values. */
  async function raw(
    dataDir: string,
    edit: (db: RawDb & { getMany(k: unknown[][]): Promise<(Uint8Array | undefined)[]> }) => Promise<void>,
  ) {
    const persistence = new LeveldbPersistence(dataDir);
    try {
      await persistence._transact(async (db) => edit(db as never));
    } finally {
      await persistence.destroy();
    }
  }

  it('a flipped byte: the syllabus is set aside (never deleted), logged, and not served; the others are', async () => {
    const dataDir = `${tmp.dir}/data-syllabi`;
    const first = await start(dataDir);
    expect((await save(first, syllabus('course-torts', 'Vosburg v. Putney'))).status).toBe(201);
    expect((await save(first, syllabus('course-tax', 'Eisner v. Macomber'))).status).toBe(201);
    await first.close();
    let damaged: Uint8Array | undefined;
    await raw(dataDir, async (db) => {
      const [value] = await db.getMany([key('course-torts')]);
      damaged = Uint8Array.from(value!);
      const at = damaged.indexOf('Vosburg'.charCodeAt(0), 10); // after the 10-byte header
      damaged[at] = 'W'.charCodeAt(0); // "Wosburg": still valid JSON and a valid syllabus, but not what was saved
      await db.put(key('course-torts'), damaged);
    });

    const logger = recordingLogger();
    const second = await start(dataDir, logger);
    try {
      expect((await list(second)).map((s) => s.course_id)).toEqual(['course-tax']);
      expect(logger.lines.some((l) => l.event === 'syllabus_set_aside' && l.level === 'error')).toBe(true);
      const asideRoot = path.join(dataDir, SET_ASIDE_DIR);
      const [folder] = (await readdir(asideRoot)).filter((f) => f.startsWith('syllabus-'));
      const kept = JSON.parse(await readFile(path.join(asideRoot, folder!, 'syllabus.json'), 'utf8'));
      expect(kept).toMatchObject({ kind: 'syllabus', deviceId: device, courseId: 'course-torts' });
      expect(kept.reason).toBe('checksum mismatch');
      expect(Buffer.from(kept.value, 'base64').equals(Buffer.from(damaged!))).toBe(true);
      // Set aside once, not on every read; the device can save the course again.
      expect((await list(second)).map((s) => s.course_id)).toEqual(['course-tax']);
      expect(logger.lines.filter((l) => l.event === 'syllabus_set_aside')).toHaveLength(1);
      expect((await save(second, syllabus('course-torts', 'Vosburg v. Putney'))).status).toBe(201);
      expect((await list(second)).map((s) => s.course_id).sort()).toEqual(['course-tax', 'course-torts']);
    } finally {
      await second.close();
    }
  });

  it('a syllabus stored by an older relay (no checksum) is served and sealed on its first read', async () => {
    const dataDir = `${tmp.dir}/data-syllabi-legacy`;
    const old = new LeveldbPersistence(dataDir);
    const first = await start(`${dataDir}-scratch`);
    const created = await save(first, syllabus('course-torts', 'Vosburg v. Putney'));
    const row = { savedAt: Date.now(), nonce: 'n', syllabus: JSON.parse(created.body.toString()).data };
    await first.close();
    await old.setMeta(`api:syllabi:${device}`, 'course-torts', row);
    await old.destroy();
    const second = await start(dataDir);
    try {
      expect((await list(second)).map((s) => s.course_id)).toEqual(['course-torts']);
    } finally {
      await second.close();
    }
    await raw(dataDir, async (db) => {
      const [value] = await db.getMany([key('course-torts')]);
      expect([value![0], value![1]]).toEqual([0xd0, 0xc3]);
    });
  });
});
