import Dexie, { type EntityTable } from 'dexie';
import { BackupContent } from '../../core/backup/format';
import type { HoldingsSummary } from '../../core/backup/summary';
import type { DatabaseDeps } from '../database';
import { newId } from '../ids';
import {
  type BackupStore,
  type CheckedBackup,
  checkContent,
  collectContent,
  replaceWithBackup,
  summaryOf,
} from './content';

/**
 * Restore points: copies of everything this device holds (the synced document and the device tables, files
 * left out), kept on this device only, in their own database so a backup never holds restore points.
 */
export const RESTORE_DB_NAME = 'docket-restore-points';

export const RESTORE_KINDS = [
  'daily',
  'manual',
  'before-import',
  'before-replace',
  'before-join',
  'before-restore',
] as const;
export type RestoreKind = (typeof RESTORE_KINDS)[number];

/** How many of each group the device keeps (newest first). */
export const KEEP = { daily: 7, manual: 5, automatic: 10 } as const;

export const RESTORE_KIND_LABELS: Record<RestoreKind, string> = {
  daily: 'Daily',
  manual: 'Made by you',
  'before-import': 'Before an import (merge)',
  'before-replace': 'Before a replace',
  'before-join': 'Before joining a space',
  'before-restore': 'Before a restore',
};

export interface RestorePointRow {
  id: string;
  kind: RestoreKind;
  /** ms since epoch. */
  createdAt: number;
  /** The local day it was taken (YYYY-MM-DD), for the daily point. */
  day: string;
  summary: HoldingsSummary;
  /** BackupContent as JSON text. */
  content: string;
}

type RestoreDb = Dexie & { points: EntityTable<RestorePointRow, 'id'> };

export function openRestoreDb(deps: DatabaseDeps = {}, name = RESTORE_DB_NAME): RestoreDb {
  const db = new Dexie(name, deps) as RestoreDb;
  db.version(1).stores({ points: 'id, kind, createdAt, day' });
  return db;
}

const group = (kind: RestoreKind): keyof typeof KEEP =>
  kind === 'daily' ? 'daily' : kind === 'manual' ? 'manual' : 'automatic';

export const localDay = (ms: number): string => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export interface RestorePoints {
  take(kind: RestoreKind): Promise<RestorePointRow>;
  list(): Promise<RestorePointRow[]>;
  /** Takes today's daily point unless there is one; returns it when taken. */
  ensureDaily(): Promise<RestorePointRow | undefined>;
  /** Checks a point completely, takes a 'before-restore' point, then makes the device hold it. */
  restore(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** Called after every change of the list (a point taken, pruned or removed). */
  subscribe(listener: () => void): () => void;
  close(): void;
}

export function restorePointsFor(
  store: BackupStore,
  options: DatabaseDeps & { name?: string; now?: () => number } = {},
): RestorePoints {
  const db = openRestoreDb(options, options.name);
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const prune = async (kind: RestoreKind) => {
    const g = group(kind);
    const all = await db.points.orderBy('createdAt').reverse().toArray();
    const mine = all.filter((p) => group(p.kind) === g);
    await db.points.bulkDelete(mine.slice(KEEP[g]).map((p) => p.id));
  };
  const take = async (kind: RestoreKind): Promise<RestorePointRow> => {
    const content = await collectContent(store, false);
    const at = now();
    const row: RestorePointRow = {
      id: newId(),
      kind,
      createdAt: at,
      day: localDay(at),
      summary: summaryOf(store.doc, content.tables),
      content: JSON.stringify(content),
    };
    await db.points.add(row);
    await prune(kind);
    changed();
    return row;
  };
  const checkedPoint = async (id: string): Promise<CheckedBackup> => {
    const row = await db.points.get(id);
    if (!row) throw new Error('That restore point is no longer on this device.');
    return checkContent(store.db, BackupContent.parse(JSON.parse(row.content)));
  };
  return {
    take,
    list: () => db.points.orderBy('createdAt').reverse().toArray(),
    async ensureDaily() {
      const today = localDay(now());
      const existing = await db.points
        .where('day')
        .equals(today)
        .filter((p) => p.kind === 'daily')
        .count();
      return existing > 0 ? undefined : take('daily');
    },
    async restore(id) {
      const checked = await checkedPoint(id);
      await take('before-restore');
      await replaceWithBackup(store, checked);
      checked.doc.destroy();
    },
    async remove(id) {
      await db.points.delete(id);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => db.close(),
  };
}
