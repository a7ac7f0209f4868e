import 'fake-indexeddb/auto';
import { testStores } from './testing/stores';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { DEVICE_FULL_MESSAGE } from './commit';
import { RECOVERY_DB_NAME, recoveredRecords } from './docRecovery';
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
