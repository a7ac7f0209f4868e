import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { createDocketDoc, Origin } from './doc';
import type { KeyValueStore } from './keyValue';
import {
  decodeSnapshot,
  encodeSnapshot,
  SNAPSHOT_DEBOUNCE_MS,
  SNAPSHOT_KEY,
  SnapshotKeeper,
} from './snapshot';

const fakeKv = () => {
  const data = new Map<string, string>();
  const kv = {
    set: vi.fn(async (key: string, value: unknown) => void data.set(key, JSON.stringify(value))),
    getRaw: vi.fn(async (key: string) => data.get(key)),
    batch: vi.fn(),
  };
  return { kv: kv as unknown as KeyValueStore, raw: kv, data };
};

describe('SnapshotKeeper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves 5000 ms after the last update, not before', async () => {
    expect(SNAPSHOT_DEBOUNCE_MS).toBe(5000);
    const doc = createDocketDoc();
    const { kv, raw, data } = fakeKv();
    const keeper = new SnapshotKeeper(doc, kv);
    keeper.start();
    doc.getMap('metadata').set('a', 1);
    await vi.advanceTimersByTimeAsync(4000);
    doc.getMap('metadata').set('b', 2);
    await vi.advanceTimersByTimeAsync(4999);
    expect(raw.set).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(raw.set).toHaveBeenCalledTimes(1);
    const restored = new Y.Doc();
    Y.applyUpdate(restored, decodeSnapshot(data.get(SNAPSHOT_KEY)!));
    expect(restored.getMap('metadata').toJSON()).toEqual({ a: 1, b: 2 });
  });

  it('with whenQuiet, a due save waits for the quiet page; a change meanwhile starts the 5 s again', async () => {
    const doc = createDocketDoc();
    const { kv, raw } = fakeKv();
    const waiting: Array<() => void> = [];
    const cancelled = vi.fn();
    const keeper = new SnapshotKeeper(doc, kv, {
      whenQuiet: (save) => {
        waiting.push(save);
        return cancelled;
      },
    });
    keeper.start();
    doc.getMap('metadata').set('a', 1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(waiting).toHaveLength(1);
    expect(raw.set).not.toHaveBeenCalled();
    doc.getMap('metadata').set('b', 2);
    expect(cancelled).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(waiting).toHaveLength(2);
    waiting[1]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(raw.set).toHaveBeenCalledTimes(1);
  });

  it('with whenQuiet, flush saves at once and drops the waiting save', async () => {
    const doc = createDocketDoc();
    const { kv, raw } = fakeKv();
    const cancelled = vi.fn();
    const keeper = new SnapshotKeeper(doc, kv, { whenQuiet: () => cancelled });
    keeper.start();
    doc.getMap('metadata').set('a', 1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(raw.set).not.toHaveBeenCalled();
    await keeper.flush();
    expect(raw.set).toHaveBeenCalledTimes(1);
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('does not schedule a save for its own restore', async () => {
    const doc = createDocketDoc();
    const { kv, raw } = fakeKv();
    const keeper = new SnapshotKeeper(doc, kv);
    keeper.start();
    const other = createDocketDoc();
    other.getMap('metadata').set('x', 1);
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other), Origin.snapshot);
    await vi.advanceTimersByTimeAsync(6000);
    expect(raw.set).not.toHaveBeenCalled();
  });

  it('reports a failed save', async () => {
    const doc = createDocketDoc();
    const { kv, raw } = fakeKv();
    raw.set.mockRejectedValueOnce(new Error('QuotaExceededError'));
    const onSaveError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await new SnapshotKeeper(doc, kv, { onSaveError }).flush();
    expect(onSaveError).toHaveBeenCalledWith(expect.objectContaining({ message: 'QuotaExceededError' }));
  });
});

describe('snapshot encoding', () => {
  it('round-trips and rejects damage', () => {
    const update = new Uint8Array([1, 2, 3, 250]);
    const record = encodeSnapshot(update);
    expect(decodeSnapshot(JSON.stringify(record))).toEqual(update);
    expect(() => decodeSnapshot(JSON.stringify({ ...record, fnv: record.fnv + 1 }))).toThrow('checksum');
    expect(() => decodeSnapshot('not json')).toThrow();
    expect(() => decodeSnapshot(JSON.stringify({ ...record, update: '!!' }))).toThrow(
      'Not a Docket snapshot',
    );
  });
});
