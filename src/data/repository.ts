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

/**
 * A typed collection over a Y.Map of Y.Map rows. Writes are validated with the entity's schema and run in
 * origin-tagged transactions, field by field, so two devices editing different fields of one row both win.
 * Reads parse and repair; a row that cannot be repaired is reported and skipped, never thrown.
 */
export class Repository<T extends EntityShape, I = T> {
  private readonly map: Y.Map<Y.Map<unknown>>;
  private readonly listeners = new Set<() => void>();
  private snapshot: Snapshot<T> | null = null;
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
    this.map.observeDeep(() => {
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

  private read(): Snapshot<T> {
    if (this.snapshot) return this.snapshot;
    const list: T[] = [];
    const problems: RowProblem[] = [];
    this.map.forEach((yrow, key) => {
      const raw = typeof yrow?.toJSON === 'function' ? (yrow.toJSON() as Record<string, unknown>) : yrow;
      const result = repairRow(this.schema, key, raw, this.now);
      if (result.problem) problems.push(result.problem);
      if (result.value) list.push(result.value);
    });
    list.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    for (const p of problems) this.warn(`${this.name}: row ${p.id} ${p.action}`, p.issues);
    this.snapshot = { list, byId: new Map(list.map((row) => [row.id, row])), problems };
    return this.snapshot;
  }
}
