import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { createDocketDoc } from './doc';
import type { KeyValueStore } from './keyValue';
import { encodeSnapshot, holdsSnapshotState, SNAPSHOT_KEY, SnapshotKeeper } from './snapshot';

const kvWith = (record: unknown) => {
  const data = new Map<string, string>([[SNAPSHOT_KEY, JSON.stringify(record)]]);
  return {
    set: vi.fn(async (key: string, value: unknown) => void data.set(key, JSON.stringify(value))),
    getRaw: vi.fn(async (key: string) => data.get(key)),
    batch: vi.fn(),
  } as unknown as KeyValueStore;
};

function student(): Y.Doc {
  const doc = createDocketDoc();
  const row = (id: string) => {
    const r = new Y.Map<unknown>();
    r.set('id', id);
    r.set('title', `Case ${id}`);
    return r;
  };
  doc.transact(() => {
    for (const id of ['a', 'b', 'c']) doc.getMap('readings').set(id, row(id));
  });
  doc.getMap('readings').delete('b');
  return doc;
}

const copyOf = (doc: Y.Doc) => {
  const copy = createDocketDoc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
};

describe('restoring a snapshot the document already holds (the usual start)', () => {
  it('is skipped when y-indexeddb restored exactly the saved state', async () => {
    const doc = student();
    const record = encodeSnapshot(Y.encodeStateAsUpdate(doc), doc);
    const result = await new SnapshotKeeper(copyOf(doc), kvWith(record)).restore();
    expect(result).toEqual({ applied: true, skipped: true });
    // Nothing was decoded: even a damaged update body is not looked at when the state already matches.
    const damaged = { ...record, update: `${record.update.slice(0, -8)}AAAAAAA=` };
    expect(await new SnapshotKeeper(copyOf(doc), kvWith(damaged)).restore()).toEqual({
      applied: true,
      skipped: true,
    });
  });

  it('is applied when the document lacks something: an empty store, or a deletion y-indexeddb never got', async () => {
    const doc = student();
    const before = copyOf(doc);
    doc.getMap('readings').delete('c');
    const record = encodeSnapshot(Y.encodeStateAsUpdate(doc), doc);
    expect(holdsSnapshotState(before, JSON.stringify(record))).toBe(false);
    expect(await new SnapshotKeeper(before, kvWith(record)).restore()).toEqual({ applied: true });
    expect([...before.getMap('readings').keys()]).toEqual(['a']);
    const empty = createDocketDoc();
    expect(await new SnapshotKeeper(empty, kvWith(record)).restore()).toEqual({ applied: true });
    expect(empty.getMap('readings').toJSON()).toEqual(doc.getMap('readings').toJSON());
  });

  it('is skipped when the document holds the saved state and more (changes stored after the last save)', async () => {
    const doc = student();
    const record = encodeSnapshot(Y.encodeStateAsUpdate(doc), doc);
    const later = copyOf(doc);
    later.getMap('readings').set('d', new Y.Map<unknown>());
    later.getMap('readings').delete('a');
    // Another device's change, merged before the start.
    const other = createDocketDoc();
    other.getMap('courses').set('x', new Y.Map<unknown>());
    Y.applyUpdate(later, Y.encodeStateAsUpdate(other));
    expect(await new SnapshotKeeper(later, kvWith(record)).restore()).toEqual({
      applied: true,
      skipped: true,
    });
    expect([...later.getMap('readings').keys()].sort()).toEqual(['c', 'd']);
  });

  it('is applied when the document lacks part of a deleted range or an item of another device', async () => {
    const doc = createDocketDoc();
    const list = doc.getArray<number>('weeklyPlans');
    list.push([1, 2, 3, 4, 5, 6]);
    const before = copyOf(doc);
    list.delete(1, 2);
    const partly = copyOf(doc);
    list.delete(1, 2); // the saved state deletes 2..5; `partly` only 2..3
    const record = JSON.stringify(encodeSnapshot(Y.encodeStateAsUpdate(doc), doc));
    expect(holdsSnapshotState(before, record)).toBe(false);
    expect(holdsSnapshotState(partly, record)).toBe(false);
    expect(holdsSnapshotState(copyOf(doc), record)).toBe(true);
    const other = createDocketDoc();
    other.getMap('courses').set('x', new Y.Map<unknown>());
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    const withOther = JSON.stringify(encodeSnapshot(Y.encodeStateAsUpdate(doc), doc));
    expect(holdsSnapshotState(partly, withOther)).toBe(false);
    expect(holdsSnapshotState(copyOf(doc), withOther)).toBe(true);
  });

  it('older records without a state, and unreadable states, are applied as before', async () => {
    const doc = student();
    const plain = encodeSnapshot(Y.encodeStateAsUpdate(doc));
    expect(plain.state).toBeUndefined();
    expect(holdsSnapshotState(copyOf(doc), JSON.stringify(plain))).toBe(false);
    expect(holdsSnapshotState(copyOf(doc), JSON.stringify({ ...plain, state: '!!' }))).toBe(false);
    expect(holdsSnapshotState(copyOf(doc), 'not json')).toBe(false);
    expect(await new SnapshotKeeper(copyOf(doc), kvWith(plain)).restore()).toEqual({ applied: true });
  });

  it('the keeper records the state with every save', async () => {
    const doc = student();
    const kv = kvWith({});
    await new SnapshotKeeper(doc, kv).flush();
    const saved = await kv.getRaw(SNAPSHOT_KEY);
    expect(holdsSnapshotState(copyOf(doc), saved as string)).toBe(true);
  });
});
