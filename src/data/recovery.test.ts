import 'fake-indexeddb/auto';
import { testStores } from './testing/stores';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { DEVICE_FULL_MESSAGE } from './commit';
import { RECOVERY_DB_NAME, recoveredRecords, SCREENED_KEY } from './docRecovery';
import { createDocketDoc } from './doc';
import { createRepositories } from './repositories';
import { GARBLED_SPACE_ID_KEY } from './identity';
import { recoveryNotices, UNREADABLE_TITLE } from './recoveryNotices';
import { startStore } from './store';
import { THROWING_UPDATE_HEX } from './testing/updates';

const { names, start } = testStores('rec');
const torts = {
  name: 'Torts',
  code: 'LAW 101',
  semester: 'Fall 2026',
  color: '#0EA5E9',
  icon: 'gavel' as const,
  metadata: {},
};

/** Adds a raw record to y-indexeddb's updates store of `docName`. */
function addRecord(docName: string, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(docName);
    req.onsuccess = () => {
      const tx = req.result.transaction('updates', 'readwrite');
      tx.objectStore('updates').add(value);
      tx.oncomplete = () => {
        req.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
    req.onerror = () => reject(req.error);
  });
}

/** Reads y-indexeddb's stores of `docName`: every record by key, and the screening memo. */
function readDocDb(docName: string): Promise<{ keys: number[]; screened: { keys: number[] } | undefined }> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(docName);
    req.onsuccess = () => {
      const tx = req.result.transaction(['updates', 'custom']);
      const keys = tx.objectStore('updates').getAllKeys();
      const screened = tx.objectStore('custom').get(SCREENED_KEY);
      tx.oncomplete = () => {
        req.result.close();
        resolve({ keys: keys.result as number[], screened: screened.result });
      };
      tx.onerror = () => reject(tx.error);
    };
    req.onerror = () => reject(req.error);
  });
}

/** Overwrites the record under `key` in place (damage on disk, same key). */
function overwriteRecord(docName: string, key: number, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(docName);
    req.onsuccess = () => {
      const tx = req.result.transaction('updates', 'readwrite');
      tx.objectStore('updates').put(value, key);
      tx.oncomplete = () => {
        req.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
    req.onerror = () => reject(req.error);
  });
}

describe('a local store that always opens', () => {
  for (const [what, garbage] of [
    ['random bytes', Uint8Array.from([0xff, 0x13, 0x00, 0x42, 0x99, 0x01, 0x07])],
    ['an update that parses but cannot be applied', Uint8Array.from(Buffer.from(THROWING_UPDATE_HEX, 'hex'))],
    ['not bytes at all', 'garbage text'],
  ] as const) {
    it(`opens with the rest when one saved record is ${what}; the record is set aside, not deleted`, async () => {
      const ids = names();
      const first = await startStore(ids);
      const course = await first.courses.create(torts, true);
      await first.close();
      await addRecord(ids.docName, garbage);
      const second = await start({ ...ids, databaseName: `${ids.databaseName}-nosnap` });
      expect(second.repos.courses.get(course.id)).toMatchObject({ name: 'Torts' });
      expect(second.recovery).toMatchObject({ setAsideRecords: 1, loadTimedOut: false });
      const kept = (await recoveredRecords(indexedDB)).filter((r) => r.source === ids.docName);
      expect(kept).toHaveLength(1);
      expect(kept[0]?.value).toEqual(garbage);
      const [notice] = recoveryNotices(second.recovery);
      expect(notice?.title).toBe(UNREADABLE_TITLE);
      expect(notice?.message).toMatch(
        new RegExp(
          `^1 saved change on this device could not be read\\. It was set aside in this browser's "${RECOVERY_DB_NAME}" storage, not deleted`,
        ),
      );
    });
  }

  it('opens with the snapshot when the saved document does not load in time', async () => {
    const ids = names();
    const first = await startStore(ids);
    const course = await first.courses.create(torts, true);
    await first.close();
    const { IndexeddbPersistence } = await import('y-indexeddb');
    vi.spyOn(IndexeddbPersistence.prototype, 'on').mockImplementation(function (this: unknown) {
      return undefined as never; // 'synced' is never heard: a load that hangs
    });
    const second = await start({ ...ids, docLoadTimeoutMs: 50 });
    expect(second.recovery.loadTimedOut).toBe(true);
    expect(second.repos.courses.get(course.id)).toMatchObject({ name: 'Torts' });
  });

  it('keeps and reports a damaged space id and the data, and starts no new space by itself', async () => {
    const ids = names();
    const first = await startStore(ids);
    const course = await first.courses.create(torts, true);
    await first.kv.set('spaceId', 'not a space id!');
    await first.close();
    const second = await startStore(ids);
    expect(second.recovery.garbledSpaceId).toBe('not a space id!');
    expect(await second.kv.get(GARBLED_SPACE_ID_KEY)).toBe('not a space id!');
    // No space until the student pairs again (or chooses a new space): nothing silently starts empty.
    expect(second.identity.spaceId).toBe('');
    expect(await second.kv.get('spaceId')).toBe('not a space id!');
    expect(second.repos.courses.get(course.id)).toMatchObject({ name: 'Torts' });
    expect(recoveryNotices(second.recovery).map((x) => x.id)).toEqual(['garbled-space-id']);
    await second.close();
    // Reported again on the next start, and kept once, not once per start.
    const third = await start(ids);
    expect(third.recovery.garbledSpaceId).toBe('not a space id!');
    expect(await third.kv.keys(GARBLED_SPACE_ID_KEY)).toEqual([GARBLED_SPACE_ID_KEY]);
  });

  it('a full device: the change is rolled back and the student is told the device is full', async () => {
    const store = await start(names());
    const quota = () => Object.assign(new Error('QuotaExceededError'), { name: 'QuotaExceededError' });
    vi.spyOn(store.snapshot, 'commit').mockRejectedValue(quota());
    await expect(store.courses.create(torts, true)).rejects.toThrow(DEVICE_FULL_MESSAGE);
    expect(store.repos.courses.list()).toEqual([]);
    expect(Y.encodeStateVector(store.doc)).toBeDefined();
  });

  it('a change is on disk (snapshot committed) before create resolves', async () => {
    const ids = names();
    const store = await start(ids);
    const course = await store.courses.create(torts, true);
    // Straight from the storage table, as a crash right now would leave it.
    const second = await start({ ...ids, docName: `${ids.docName}-other` });
    expect(second.repos.courses.get(course.id)).toMatchObject({ name: 'Torts' });
  });
});

describe('screened records are loaded once and remembered by their bytes', () => {
  it('remembers what was screened; a record damaged in place later is still caught and set aside', async () => {
    const ids = names();
    const first = await startStore(ids);
    const course = await first.courses.create(torts, true);
    await first.close();
    const second = await startStore({ ...ids, databaseName: `${ids.databaseName}-nosnap` });
    expect(second.repos.courses.get(course.id)).toMatchObject({ name: 'Torts' });
    await second.close();
    const { keys, screened } = await readDocDb(ids.docName);
    expect(screened?.keys).toEqual(keys.slice(0, screened?.keys.length));
    expect(screened?.keys.length).toBeGreaterThan(0);
    // The record holding the course, damaged on disk under the same key: its bytes no longer match the memo.
    const damaged = screened?.keys.at(-1) as number;
    await overwriteRecord(ids.docName, damaged, Uint8Array.from(Buffer.from(THROWING_UPDATE_HEX, 'hex')));
    const third = await start({ ...ids, databaseName: `${ids.databaseName}-nosnap2` });
    expect(third.recovery).toMatchObject({ setAsideRecords: 1, loadTimedOut: false });
    const kept = (await recoveredRecords(indexedDB)).filter((r) => r.source === ids.docName);
    expect(kept.map((r) => r.key)).toEqual([damaged]);
  });

  it('loads a change another device saved into this store after the last start, and the rest', async () => {
    const ids = names();
    const first = await startStore(ids);
    const course = await first.courses.create(torts, true);
    await first.close();
    const other = createDocketDoc();
    const otherRepos = createRepositories(other, { warn: () => {} });
    const remote = otherRepos.courses.create({ ...torts, name: 'Contracts' });
    await addRecord(ids.docName, Y.encodeStateAsUpdate(other));
    const second = await startStore({ ...ids, databaseName: `${ids.databaseName}-nosnap` });
    expect(second.repos.courses.get(course.id)?.name).toBe('Torts');
    expect(second.repos.courses.get(remote.id)?.name).toBe('Contracts');
    expect(second.recovery.setAsideRecords).toBe(0);
    // What this start changes is still saved by y-indexeddb, and found by the next start.
    second.repos.courses.update(course.id, { professor: 'Prof. Prosser' });
    await second.close();
    const third = await start({ ...ids, databaseName: `${ids.databaseName}-nosnap2` });
    expect(third.repos.courses.get(course.id)?.professor).toBe('Prof. Prosser');
    expect(third.repos.courses.get(remote.id)?.name).toBe('Contracts');
  });
});
