import 'fake-indexeddb/auto';
import { testStores } from './testing/stores';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database';
import { CORRUPT_SNAPSHOT_PREFIX, SNAPSHOT_KEY } from './snapshot';
import { NO_INDEXEDDB_MESSAGE, startStore } from './store';
import { StatusMachine } from './status';

const { names, start } = testStores('test');
const writeRaw = async (databaseName: string, key: string, value: string) => {
  const db = openDatabase(databaseName);
  await db.storage.put({ key, value, timestamp: Date.now() });
  db.close();
};
const torts = { name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' };

describe('startStore', () => {
  it('walks idle -> loading -> ready and keeps identifiers in the spec formats', async () => {
    const status = new StatusMachine();
    const seen: string[] = [status.get().status];
    status.subscribe((s) => seen.push(s.status));
    const store = await start({ ...names(), status });
    expect(seen).toEqual(['idle', 'loading', 'ready']);
    expect(store.identity.deviceId).toMatch(/^device-[0-9a-z]{9}$/);
    expect(store.identity.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.identity.spaceId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  });

  it('keeps data and identity across a reopen', async () => {
    const ids = names();
    const first = await startStore(ids);
    const course = await first.courses.create(
      { ...torts, color: '#0EA5E9', icon: 'gavel', metadata: {} },
      true,
    );
    const identity = first.identity;
    await first.close();
    const second = await start(ids);
    expect(second.repos.courses.get(course.id)).toMatchObject(torts);
    expect(second.courses.currentCourse()?.id).toBe(course.id);
    expect(second.identity).toEqual(identity);
  });

  it('restores from the snapshot alone when the y-indexeddb copy is gone', async () => {
    const ids = names();
    const first = await startStore(ids);
    const course = first.repos.courses.create(torts);
    await first.snapshot.flush();
    await first.close();
    const second = await start({ ...ids, docName: 'fresh-doc-copy' });
    expect(second.restored.applied).toBe(true);
    expect(second.repos.courses.get(course.id)?.name).toBe('Torts');
  });

  it('keeps a corrupt snapshot aside and loses nothing else', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ids = names();
    const first = await startStore(ids);
    const course = first.repos.courses.create(torts);
    await first.close();
    await writeRaw(ids.databaseName, SNAPSHOT_KEY, '{"v":1,"update":"AAAA!!!notbase64"}');
    const db2 = await start(ids);
    expect(db2.restored.applied).toBe(false);
    expect(db2.restored.keptAsideAs).toMatch(new RegExp(`^${CORRUPT_SNAPSHOT_PREFIX}`));
    const kept = (await db2.kv.get(db2.restored.keptAsideAs!)) as { raw: string };
    expect(kept.raw).toContain('notbase64');
    expect(db2.repos.courses.get(course.id)?.name).toBe('Torts');
    expect(db2.status.get().status).toBe('ready');
  });

  it('treats garbage bytes in a well-formed snapshot as corrupt without touching the document', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ids = names();
    const first = await startStore(ids);
    first.repos.courses.create(torts);
    await first.close();
    await writeRaw(
      ids.databaseName,
      SNAPSHOT_KEY,
      JSON.stringify({ v: 1, update: 'AAAA', length: 3, fnv: 1 }),
    );
    const again = await start(ids);
    expect(again.restored.keptAsideAs).toBeDefined();
    expect(again.repos.courses.list()).toHaveLength(1);
  });

  it('says so, instead of failing silently, when IndexedDB does not exist', async () => {
    const status = new StatusMachine();
    const original = globalThis.indexedDB;
    // @ts-expect-error simulate a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      await expect(startStore({ ...names(), status })).rejects.toThrow(NO_INDEXEDDB_MESSAGE);
      expect(status.get()).toMatchObject({ status: 'error', error: NO_INDEXEDDB_MESSAGE });
    } finally {
      globalThis.indexedDB = original;
    }
  });
});

describe('KeyValueStore', () => {
  it('returns a stored value that is not JSON as raw text', async () => {
    const store = await start(names());
    await store.kv.setRaw('legacy', 'not json {');
    expect(await store.kv.get('legacy')).toBe('not json {');
    await store.kv.set('obj', { a: 1 });
    expect(await store.kv.get('obj')).toEqual({ a: 1 });
    const row = await store.db.storage.get('obj');
    expect(row?.value).toBe('{"a":1}');
    expect(typeof row?.timestamp).toBe('number');
  });

  it('runs a batch in one transaction and rolls it back whole on failure', async () => {
    const store = await start(names());
    await store.kv.set('a', 1);
    await expect(
      store.kv.batch([
        { key: 'a', value: 2 },
        { key: 'b', value: 3 },
        { key: 'c', value: 10n },
      ]),
    ).rejects.toThrow();
    expect(await store.kv.get('a')).toBe(1);
    expect(await store.kv.get('b')).toBeUndefined();
    await store.kv.batch([
      { key: 'a', value: 2 },
      { key: 'b', value: 3 },
    ]);
    expect([await store.kv.get('a'), await store.kv.get('b')]).toEqual([2, 3]);
  });
});
