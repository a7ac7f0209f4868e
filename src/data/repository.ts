import * as Y from 'yjs';
import type { z } from 'zod';
import { collectionMap, type MapCollection, Origin } from './doc';
import { newId } from './ids';
import { repairRow, type RowProblem } from './repair';

export interface EntityShape {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Orders ISO timestamps and ids by code unit, as they are meant to compare. (localeCompare would too, but
 * its first call loads the locale's collator: tens of ms on a heavy start, counted by npm run bench:plan.)
 */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Managed = 'id' | 'createdAt' | 'updatedAt';
export type CreateInput<I> = Omit<I, Managed> & { id?: string };
export type UpdatePatch<I> = Partial<Omit<I, Managed>>;

export interface RepositoryOptions {
  now?: () => string;
  makeId?: () => string;
  warn?: (message: string, detail?: unknown) => void;
  /** Throws when the document may not be changed (saved by a newer Docket: read-only, see data/backup). */
  assertWritable?: () => void;
}

interface Snapshot<T> {
  list: readonly T[];
  byId: ReadonlyMap<string, T>;
  problems: readonly RowProblem[];
}

/** One row as last read: the stored Y.Map it came from and what parsing (and repair) made of it. */
interface RowRead<T> {
  yrow: unknown;
  value?: T;
  problem?: RowProblem;
}

/**
 * A typed collection over a Y.Map of Y.Map rows. Writes are validated with the entity's schema and run in
 * origin-tagged transactions, field by field, so two devices editing different fields of one row both win.
 * Reads parse and repair; a row that cannot be repaired is reported and skipped, never thrown.
 * Each row is validated once per change: a read re-parses only the rows that changed since the last one
 * (locally, from another device or a restore; told by the collection's deep events) and reuses the rest.
 */
export class Repository<T extends EntityShape, I = T> {
  private readonly map: Y.Map<Y.Map<unknown>>;
  private readonly listeners = new Set<() => void>();
  private snapshot: Snapshot<T> | null = null;
  /** The last parse of each row, by id; `changed` names the rows to parse again ('all' before the first read). */
  private rows = new Map<string, RowRead<T>>();
  private changed: Set<string> | 'all' = 'all';
  private readonly now: () => string;
  private readonly makeId: () => string;
  private readonly warn: (message: string, detail?: unknown) => void;
  private readonly assertWritable: () => void;

  constructor(
    private readonly doc: Y.Doc,
    readonly name: MapCollection,
    private readonly schema: z.ZodType<T, I>,
    options: RepositoryOptions = {},
  ) {
    this.map = collectionMap(doc, name);
    this.now = options.now ?? (() => new Date().toISOString());
    this.makeId = options.makeId ?? newId;
    this.warn = options.warn ?? ((m, d) => console.warn(m, d));
    this.assertWritable = options.assertWritable ?? (() => {});
    this.map.observeDeep((events) => {
      this.noteChanges(events);
      this.snapshot = null;
      for (const listener of [...this.listeners]) listener();
    });
  }

  create(input: CreateInput<I>): T {
    const [created] = this.createMany([input]);
    return created as T;
  }

  /** Creates several rows in one transaction; nothing is written if any row is invalid. */
  createMany(inputs: readonly CreateInput<I>[]): T[] {
    const stamp = this.now();
    const rows = inputs.map((input) =>
      this.schema.parse({ ...input, id: input.id ?? this.makeId(), createdAt: stamp, updatedAt: stamp }),
    );
    this.write(rows);
    return rows;
  }

  /**
   * Writes whole rows exactly as given, timestamps included (Undo puts back what was removed). Every row
   * is validated first; nothing is written if one is invalid.
   */
  restore(rows: readonly T[]): void {
    this.write(rows.map((row) => this.schema.parse(row)));
  }

  private write(rows: readonly T[]): void {
    this.assertWritable();
    this.doc.transact(() => {
      for (const row of rows) {
        const yrow = new Y.Map<unknown>();
        for (const [key, value] of Object.entries(row)) if (value !== undefined) yrow.set(key, value);
        this.map.set(row.id, yrow);
      }
    }, Origin.local);
  }

  /** Field-level update. Returns the updated row, or undefined (with a warning) for an unknown id. */
  update(id: string, patch: UpdatePatch<I>): T | undefined {
    this.assertWritable();
    const yrow = this.map.get(id);
    const current = this.get(id);
    if (!yrow || !current) {
      this.warn(`${this.name}: update of unknown id ${id} ignored`);
      return undefined;
    }
    const next = this.schema.parse({
      ...current,
      ...patch,
      id,
      createdAt: current.createdAt,
      updatedAt: this.now(),
    });
    this.doc.transact(() => {
      const raw = yrow.toJSON() as Record<string, unknown>;
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined) {
          if (yrow.has(key)) yrow.delete(key);
        } else if (JSON.stringify(raw[key]) !== JSON.stringify(value)) {
          yrow.set(key, value);
        }
      }
      for (const key of Object.keys(raw)) if (!(key in next) && yrow.has(key)) yrow.delete(key);
    }, Origin.local);
    return next;
  }

  remove(id: string): boolean {
    this.assertWritable();
    if (!this.map.has(id)) return false;
    this.doc.transact(() => this.map.delete(id), Origin.local);
    return true;
  }

  get(id: string): T | undefined {
    return this.read().byId.get(id);
  }

  /** Every valid row, oldest first; the same array until the collection changes. */
  list(): readonly T[] {
    return this.read().list;
  }

  /** Rows that were skipped or repaired on the last read. */
  problems(): readonly RowProblem[] {
    return this.read().problems;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Marks the rows an observed transaction touched: keys of the collection, or the row a nested event is in. */
  private noteChanges(events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): void {
    if (this.changed === 'all') return;
    for (const event of events) {
      if (event.target === this.map) {
        for (const key of event.changes.keys.keys()) this.changed.add(key);
        continue;
      }
      const key = event.path[0];
      if (typeof key !== 'string') {
        this.changed = 'all';
        return;
      }
      this.changed.add(key);
    }
  }

  private read(): Snapshot<T> {
    if (this.snapshot) return this.snapshot;
    const changed = this.changed;
    this.changed = new Set();
    const rows = new Map<string, RowRead<T>>();
    const list: T[] = [];
    const problems: RowProblem[] = [];
    this.map.forEach((yrow, key) => {
      let row = this.rows.get(key);
      if (!row || row.yrow !== yrow || changed === 'all' || changed.has(key)) {
        const raw = typeof yrow?.toJSON === 'function' ? (yrow.toJSON() as Record<string, unknown>) : yrow;
        row = { yrow, ...repairRow(this.schema, key, raw, this.now) };
        const p = row.problem;
        if (p) this.warn(`${this.name}: row ${p.id} ${p.action}`, p.issues);
      }
      rows.set(key, row);
      if (row.problem) problems.push(row.problem);
      if (row.value) list.push(row.value);
    });
    this.rows = rows;
    list.sort((a, b) => byCode(a.createdAt, b.createdAt) || byCode(a.id, b.id));
    this.snapshot = { list, byId: new Map(list.map((row) => [row.id, row])), problems };
    return this.snapshot;
  }
}
