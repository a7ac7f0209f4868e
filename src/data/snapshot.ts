import { fromBase64, toBase64 } from 'lib0/buffer';
import * as Y from 'yjs';
import { Origin } from './doc';
import { isQuotaError } from './commit';
import type { KeyValueStore } from './keyValue';

/** The status text when a background save finds the device full. */
export const DEVICE_FULL_SAVE_MESSAGE =
  'This device is full: Docket cannot save your latest changes here. Free some space on the device; your changes are kept while Docket stays open and saved once there is room.';

export const SNAPSHOT_KEY = 'docket:snapshot';
export const CORRUPT_SNAPSHOT_PREFIX = 'docket:snapshot:corrupt:';
export const SNAPSHOT_DEBOUNCE_MS = 5000;

export interface RestoreResult {
  applied: boolean;
  /** The document already held all of the snapshot's content (y-indexeddb had it): nothing was decoded. */
  skipped?: boolean;
  /** Set when a snapshot could not be applied: the key it was kept aside under. */
  keptAsideAs?: string;
  error?: string;
}

export interface SnapshotOptions {
  /** Where commit() writes: a connection with strict durability (store.ts). Default: the same store. */
  commitKv?: KeyValueStore;
  debounceMs?: number;
  onSaveError?: (error: Error) => void;
  now?: () => number;
  /**
   * How a save that is due (5 s after the last update) waits for a quiet page, returning a cancel; default: it
   * runs at once. The app waits while a screen is being drawn (ui/quietWork.ts): this save is the second copy
   * (y-indexeddb has stored every update already), so it can wait a moment; flush() and commit() never wait.
   */
  whenQuiet?: (save: () => void) => () => void;
}

/**
 * Keeps a full snapshot of the document in the `storage` table: 5 s after the last update (then, with
 * options.whenQuiet, at a quiet moment) and whenever the page is hidden. On start the snapshot is checked on a scratch document first, so a corrupt one never
 * touches the real document; it is moved aside under another key, not deleted.
 */
export class SnapshotKeeper {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Cancels a due save still waiting for a quiet page (options.whenQuiet). */
  private cancelWait: (() => void) | undefined;
  private saving: Promise<void> = Promise.resolve();
  private readonly debounceMs: number;
  private resave = false;
  private readonly onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin !== Origin.snapshot) this.schedule();
  };

  constructor(
    private readonly doc: Y.Doc,
    private readonly kv: KeyValueStore,
    private readonly options: SnapshotOptions = {},
  ) {
    this.debounceMs = options.debounceMs ?? SNAPSHOT_DEBOUNCE_MS;
  }

  async restore(): Promise<RestoreResult> {
    const raw = await this.kv.getRaw(SNAPSHOT_KEY);
    if (raw === undefined) return { applied: false };
    try {
      // Usually y-indexeddb already restored all the snapshot holds (y-indexeddb stores every change at once,
      // the snapshot is saved when the page is hidden or 5 s after a change): then skip decoding and applying
      // it again, the largest part of a heavy start.
      if (holdsSnapshotState(this.doc, raw)) return { applied: true, skipped: true };
      const update = decodeSnapshot(raw);
      Y.applyUpdate(new Y.Doc(), update);
      Y.applyUpdate(this.doc, update, Origin.snapshot);
      // Save again soon with the state recorded, so the next start can skip this work.
      this.resave = true;
      return { applied: true };
    } catch (error) {
      const keptAsideAs = `${CORRUPT_SNAPSHOT_PREFIX}${(this.options.now ?? Date.now)()}`;
      await this.kv.batch([
        { key: keptAsideAs, value: { raw, error: String(error) } },
        { key: SNAPSHOT_KEY, value: undefined },
      ]);
      console.warn('Snapshot could not be applied; kept aside as', keptAsideAs, error);
      return { applied: false, keptAsideAs, error: String(error) };
    }
  }

  start(): void {
    this.doc.on('update', this.onUpdate);
    if (this.resave) this.schedule();
  }

  stop(): void {
    this.doc.off('update', this.onUpdate);
    this.cancelDue();
  }

  /** Saves now; resolves when the snapshot is committed. */
  flush(): Promise<void> {
    this.cancelDue();
    this.saving = this.saving.then(() => this.save());
    return this.saving;
  }

  /**
   * Saves now and rejects when the save fails (a full device): for changes the UI reports as saved.
   * The usual onSaveError is not called: the caller says what happened.
   */
  commit(): Promise<void> {
    this.cancelDue();
    const kv = this.options.commitKv ?? this.kv;
    const run = this.saving.then(() => kv.set(SNAPSHOT_KEY, encodeSnapshot(Y.encodeStateAsUpdate(this.doc))));
    this.saving = run.catch(() => {});
    return run;
  }

  private schedule(): void {
    this.cancelDue();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.options.whenQuiet) return void this.flush();
      this.cancelWait = this.options.whenQuiet(() => {
        this.cancelWait = undefined;
        void this.flush();
      });
    }, this.debounceMs);
  }

  /** Drops the save that is due (its timer, or its wait for a quiet page). */
  private cancelDue(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.cancelWait?.();
    this.cancelWait = undefined;
  }

  private async save(): Promise<void> {
    try {
      await this.kv.set(SNAPSHOT_KEY, encodeSnapshot(Y.encodeStateAsUpdate(this.doc), this.doc));
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      console.error('Snapshot save failed', err);
      this.options.onSaveError?.(isQuotaError(err) ? new Error(DEVICE_FULL_SAVE_MESSAGE) : err);
    }
  }
}

interface SnapshotRecord {
  v: 1;
  update: string;
  /** Byte length and FNV-1a checksum of the update, so damage is caught before anything is applied. */
  length: number;
  fnv: number;
  /** The document's state (state vector and delete set, Y.encodeSnapshot) when the update was taken. */
  state?: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

export function encodeSnapshot(update: Uint8Array, doc?: Y.Doc): SnapshotRecord {
  const record: SnapshotRecord = {
    v: 1,
    update: toBase64(update),
    length: update.length,
    fnv: fnv1a(update),
  };
  if (doc) record.state = toBase64(Y.encodeSnapshot(Y.snapshot(doc)));
  return record;
}

/** Every item and every deletion of `saved` is in `mine` (so applying what `saved` was taken of changes nothing). */
function containsSnapshot(mine: Y.Snapshot, saved: Y.Snapshot): boolean {
  for (const [client, clock] of saved.sv) if ((mine.sv.get(client) ?? 0) < clock) return false;
  for (const [client, deleted] of saved.ds.clients) {
    for (const d of deleted)
      for (let clock = d.clock; clock < d.clock + d.len; clock++)
        if (!Y.isDeleted(mine.ds, Y.createID(client, clock))) return false;
  }
  return true;
}

/**
 * True when the document already holds everything of the state the stored snapshot was taken at (every item
 * of its state vector and every deletion of its delete set; the document may hold more, such as changes
 * y-indexeddb stored after the last snapshot save), so applying it would change nothing. Any doubt (no state
 * recorded, unreadable) is false.
 */
export function holdsSnapshotState(doc: Y.Doc, raw: string): boolean {
  try {
    const record = JSON.parse(raw) as Partial<SnapshotRecord> | null;
    if (record?.v !== 1 || typeof record.state !== 'string' || !BASE64.test(record.state)) return false;
    return containsSnapshot(Y.snapshot(doc), Y.decodeSnapshot(fromBase64(record.state)));
  } catch {
    return false;
  }
}

export function decodeSnapshot(raw: string): Uint8Array {
  const record = JSON.parse(raw) as Partial<SnapshotRecord> | null;
  if (record?.v !== 1 || typeof record.update !== 'string' || !BASE64.test(record.update)) {
    throw new Error('Not a Docket snapshot');
  }
  const update = fromBase64(record.update);
  if (update.length !== record.length || fnv1a(update) !== record.fnv)
    throw new Error('Snapshot checksum mismatch');
  return update;
}
