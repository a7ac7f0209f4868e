import * as Y from 'yjs';
import { ARRAY_COLLECTIONS, MAP_COLLECTIONS, Origin } from './doc';

/** What the student reads when the device has no room left for a change. */
export const DEVICE_FULL_MESSAGE =
  'This device is full, so your change was not saved and has been undone. Free some space on the device (or clear other sites’ data in the browser settings), then try again.';

export class DeviceFullError extends Error {
  constructor() {
    super(DEVICE_FULL_MESSAGE);
    this.name = 'DeviceFullError';
  }
}

/** IndexedDB's QuotaExceededError, as the browser or Dexie (which wraps it) reports it. */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { name, inner } = e as { name?: unknown; inner?: unknown };
    if (name === 'QuotaExceededError') return true;
    e = inner;
  }
  return false;
}

/**
 * Makes a local change and resolves only once it is on disk (the snapshot committed with strict
 * durability), so nothing the UI then calls saved can be lost by closing the tab or a crash. When the
 * device is full the change is undone in memory too (a Y.UndoManager over every collection) and a
 * DeviceFullError says so; no half-saved change lingers to reappear later.
 */
export async function commitLocal<T>(doc: Y.Doc, persist: () => Promise<void>, change: () => T): Promise<T> {
  const scope = [
    ...MAP_COLLECTIONS.map((n) => doc.getMap(n)),
    ...ARRAY_COLLECTIONS.map((n) => doc.getArray(n)),
  ];
  const undo = new Y.UndoManager(scope, { trackedOrigins: new Set([Origin.local]), captureTimeout: 0 });
  try {
    // A full device can fail the change itself too (y-indexeddb writes each update as it happens).
    const result = change();
    await persist();
    return result;
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    while (undo.undoStack.length > 0) undo.undo();
    throw new DeviceFullError();
  } finally {
    undo.destroy();
  }
}

/** store.commit: runs a local change and resolves once it is on disk (commitLocal). */
export type CommitChange = <T>(change: () => T) => Promise<T>;

/**
 * What every save path uses: through the store's commit when given (on disk before it resolves; a full
 * device undoes the change and throws DeviceFullError), else the change and then `flush` (tests, tools).
 */
export async function saveLocal<T>(
  commit: CommitChange | undefined,
  change: () => T,
  flush?: () => Promise<void>,
): Promise<T> {
  if (commit) return commit(change);
  const result = change();
  await flush?.();
  return result;
}
