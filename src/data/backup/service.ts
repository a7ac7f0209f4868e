import type { DocketStore } from '../store';
import { type CheckedBackup, exportBackup, mergeBackup, readBackupFile, replaceWithBackup } from './content';
import { type RestorePoints, restorePointsFor } from './restorePoints';

/**
 * Backups and restore points of a started store, for Settings and the app shell. One per store. Every change
 * it makes is on disk (the snapshot committed) before it resolves.
 */
export interface BackupService {
  points: RestorePoints;
  /** Set when the document was saved by a newer Docket: importing and restoring are refused with it. */
  readOnly?: string;
  exportFile(includeFiles: boolean): ReturnType<typeof exportBackup>;
  /** Reads and checks a chosen file completely; throws a BackupError with the student's message. */
  check(bytes: Uint8Array): Promise<CheckedBackup>;
  /** Takes a restore point, then merges. */
  merge(backup: CheckedBackup): Promise<void>;
  /** Takes a restore point, then replaces this device's data with the backup's. */
  replace(backup: CheckedBackup): Promise<void>;
  restore(pointId: string): Promise<void>;
}

const services = new WeakMap<DocketStore, BackupService>();

export function backupServiceFor(store: DocketStore): BackupService {
  const existing = services.get(store);
  if (existing) return existing;
  const points = restorePointsFor(store);
  const readOnly = store.recovery.readOnly;
  const guard = () => {
    if (readOnly) throw new Error(readOnly);
  };
  const persist = () => store.snapshot.commit();
  const service: BackupService = {
    points,
    ...(readOnly ? { readOnly } : {}),
    exportFile: (includeFiles) => exportBackup(store, { includeFiles }),
    check: (bytes) => readBackupFile(store.db, bytes),
    async merge(backup) {
      guard();
      await points.take('before-import');
      await mergeBackup(store, backup);
      await persist();
    },
    async replace(backup) {
      guard();
      await points.take('before-replace');
      await replaceWithBackup(store, backup);
      await persist();
    },
    async restore(pointId) {
      guard();
      await points.restore(pointId);
      await persist();
    },
  };
  services.set(store, service);
  return service;
}

/** How often a running Docket checks whether today's restore point is taken. */
export const DAILY_CHECK_MS = 60 * 60 * 1000;

/** Takes today's restore point now (unless taken) and again each day while Docket stays open. */
export function startDailyRestorePoints(store: DocketStore): () => void {
  const { points } = backupServiceFor(store);
  const check = () =>
    points.ensureDaily().catch((error: unknown) => console.warn('Daily restore point failed', error));
  // Off the start's critical path: when the browser is idle (at most 5 s later).
  const idle = 'requestIdleCallback' in globalThis;
  const first = idle
    ? requestIdleCallback(() => void check(), { timeout: 5_000 })
    : setTimeout(() => void check(), 0);
  const timer = setInterval(check, DAILY_CHECK_MS);
  return () => {
    if (idle) cancelIdleCallback(first as number);
    else clearTimeout(first);
    clearInterval(timer);
  };
}
