/**
 * Versions of every stored shape and the migrations that upgrade older data on load (tldraw's record
 * migrations and Excalidraw's restore are the models). Pure: rows in, rows out.
 *
 * - The synced document records, per collection, the version its rows were written at (top-level map
 *   SCHEMA_MAP). No record means version 0: data from before versions existed.
 * - A collection without a migration of its own is at BASE_VERSION; collections added later need no edit
 *   here until their shape changes.
 * - Device-local storage has one version (LOCAL_VERSION), kept in the `storage` table under LOCAL_VERSION_KEY.
 */

export type Row = Record<string, unknown>;

/** The top-level map of the synced document that holds each collection's schema version. */
export const SCHEMA_MAP = 'schemaVersions';
/** The version every collection starts at once versioned (rows as Docket writes them today). */
export const BASE_VERSION = 1;

export interface Migration {
  collection: string;
  from: number;
  to: number;
  /** What changes, in a sentence (shown in docs and tests). */
  description: string;
  /** Upgrades one row; must leave a row already in the newer shape as it is. */
  up(row: Row): Row;
  /**
   * Rows of other collections that this row's older shape held (data moving out to a collection of its own),
   * read from the row before `up`. Each is written only where its collection has no row with that id yet.
   */
  spawn?(row: Row): SpawnedRow[];
  /**
   * Also applied, on every load, to rows already at `to`: a Docket from before this migration that is still
   * open on another device (not reloaded) can go on writing the older shape into a migrated row. `up` and
   * `spawn` must then leave a row in the newer shape as it is, and spawn the same rows (same ids) each time.
   */
  again?: boolean;
}

/** A row a migration moves into another collection. */
export interface SpawnedRow {
  collection: string;
  row: Row;
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** The spec's API form of a syllabus (course_id, semester_start, semester_end) becomes the app's form. */
function syllabusApiNames(row: Row): Row {
  const renames: Record<string, string> = {
    course_id: 'courseId',
    semester_start: 'semesterStart',
    semester_end: 'semesterEnd',
  };
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const name = renames[key] ?? key;
    if (value === null && name !== key) continue;
    if (name !== key && name in row) continue;
    out[name] = value;
  }
  return out;
}

/** The recommendation area's status words (open, corrected, closed); tags written as comma-separated text. */
function weakSpotVocabulary(row: Row): Row {
  const status: Record<string, string> = { open: 'identified', corrected: 'in_progress', closed: 'resolved' };
  const out: Row = { ...row };
  if (isText(row.status) && status[row.status]) out.status = status[row.status];
  if (isText(row.tags))
    out.tags = row.tags
      .split(',')
      .map((t) => t.trim())
      .filter((t, i, all) => t !== '' && all.indexOf(t) === i);
  if (out.status === 'resolved' && out.resolvedAt === undefined && isText(row.updatedAt))
    out.resolvedAt = row.updatedAt;
  return out;
}

/** Readings saved by the first local store: completed as 'true'/'false' text, pages as a number. */
function readingScalars(row: Row): Row {
  const out: Row = { ...row };
  if (row.completed === 'true' || row.completed === 'false') out.completed = row.completed === 'true';
  if (typeof row.pages === 'number' && Number.isFinite(row.pages)) out.pages = String(row.pages);
  if (row.completedDate === null) delete out.completedDate;
  return out;
}

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The versions a flowmap row used to hold in its own `versions` list (the active one, if no current id). */
const embeddedVersions = (row: Row): Row[] => (Array.isArray(row.versions) ? row.versions.filter(isRow) : []);

/** Flowmap versions kept inside the flowmap row move out: the row keeps only currentVersionId. */
function flowmapWithoutVersions(row: Row): Row {
  if (!('versions' in row)) return row;
  const { versions: _versions, ...out } = row;
  const active = embeddedVersions(row).find((v) => v.isActive === true);
  if (out.currentVersionId === undefined && isText(active?.id)) out.currentVersionId = active.id;
  return out;
}

/** Each embedded version becomes a flowmapVersions row (isActive is derived from currentVersionId now). */
function flowmapVersionRows(row: Row): SpawnedRow[] {
  return embeddedVersions(row).map(({ isActive: _active, ...version }) => ({
    collection: 'flowmapVersions',
    row: { ...version, flowmapId: row.id },
  }));
}

/** Every migration of the synced document, oldest first. */
export const DOC_MIGRATIONS: readonly Migration[] = [
  {
    collection: 'syllabi',
    from: 0,
    to: 1,
    description:
      'API field names course_id, semester_start, semester_end become courseId, semesterStart, semesterEnd',
    up: syllabusApiNames,
  },
  {
    collection: 'weakSpots',
    from: 0,
    to: 1,
    description:
      'status open/corrected/closed becomes identified/in_progress/resolved; comma text tags become a list',
    up: weakSpotVocabulary,
  },
  {
    collection: 'readings',
    from: 0,
    to: 1,
    description: "completed 'true'/'false' becomes a boolean; numeric pages become text",
    up: readingScalars,
  },
  {
    collection: 'flowmaps',
    from: 1,
    to: 2,
    description:
      'versions kept in the flowmap row become flowmapVersions rows (one per version, with flowmapId); the flowmap keeps currentVersionId',
    up: flowmapWithoutVersions,
    spawn: flowmapVersionRows,
    again: true,
  },
];

/** The version this app writes for a collection. */
export function currentVersion(
  collection: string,
  migrations: readonly Migration[] = DOC_MIGRATIONS,
): number {
  let version = BASE_VERSION;
  for (const m of migrations) if (m.collection === collection && m.to > version) version = m.to;
  return version;
}

/** Upgrades a row written at version `from` to the app's version of its collection. */
export function migrateRow(
  collection: string,
  row: Row,
  from: number,
  migrations: readonly Migration[] = DOC_MIGRATIONS,
): Row {
  return upgradeRow(collection, row, from, migrations).row;
}

/** migrateRow, with the rows the steps moved out into other collections. */
export function upgradeRow(
  collection: string,
  row: Row,
  from: number,
  migrations: readonly Migration[] = DOC_MIGRATIONS,
): { row: Row; spawned: SpawnedRow[] } {
  let out = row;
  let at = from;
  const spawned: SpawnedRow[] = [];
  const target = currentVersion(collection, migrations);
  while (at < target) {
    const step = migrations.find((m) => m.collection === collection && m.from === at);
    if (step) {
      if (step.spawn) spawned.push(...step.spawn(out));
      out = step.up(out);
      at = step.to;
    } else at += 1; // no shape change at this step
  }
  return { row: out, spawned };
}

/**
 * A row already at version `at` of its collection, tidied by the migrations marked `again` (up to `at`): what
 * an older Docket still wrote into it in the older shape moves out as before. A row in the current shape comes
 * back as it is (the same object) with nothing spawned.
 */
export function sweepRow(
  collection: string,
  row: Row,
  at: number,
  migrations: readonly Migration[] = DOC_MIGRATIONS,
): { row: Row; spawned: SpawnedRow[] } {
  let out = row;
  const spawned: SpawnedRow[] = [];
  for (const step of migrations) {
    if (step.collection !== collection || !step.again || step.to > at) continue;
    if (step.spawn) spawned.push(...step.spawn(out));
    out = step.up(out);
  }
  return { row: out, spawned };
}

/** Whether a collection has migrations that sweepRow applies again to rows at version `at`. */
export const sweepsAt = (
  collection: string,
  at: number,
  migrations: readonly Migration[] = DOC_MIGRATIONS,
): boolean => migrations.some((m) => m.collection === collection && m.again === true && m.to <= at);

export interface NewerCollection {
  collection: string;
  stored: number;
  known: number;
}

/** Collections recorded at a version newer than this app knows (their data must not be changed). */
export function newerCollections(
  stored: Readonly<Record<string, unknown>>,
  migrations: readonly Migration[] = DOC_MIGRATIONS,
): NewerCollection[] {
  const out: NewerCollection[] = [];
  for (const [collection, version] of Object.entries(stored)) {
    if (typeof version !== 'number') continue;
    const known = currentVersion(collection, migrations);
    if (version > known) out.push({ collection, stored: version, known });
  }
  return out;
}

/** What the student is told when data comes from a newer Docket. */
export function newerVersionMessage(newer: readonly NewerCollection[]): string {
  const names = newer.map((n) => n.collection).join(', ');
  return (
    `This data was saved by a newer version of Docket (${names}). ` +
    'Docket opened it read-only so that nothing is changed or lost: reload Docket while online to get the new version, then edit again.'
  );
}

/* ---------- Device-local storage ---------- */

/** The version of device-local settings this app writes. */
export const LOCAL_VERSION = 1;
/** Where the device-local version is kept in the `storage` table. */
export const LOCAL_VERSION_KEY = 'schemaVersion:local';

export interface LocalMigration {
  from: number;
  to: number;
  description: string;
  /** Upgrades the device's stored values (key -> parsed JSON value); returns the changed keys' values. */
  up(values: ReadonlyMap<string, unknown>): Map<string, unknown>;
}

export const LOCAL_MIGRATIONS: readonly LocalMigration[] = [
  {
    from: 0,
    to: 1,
    description:
      'currentCourse kept as a bare course id (text) becomes {courseId, explicitNone, updatedAt}; excludeArchived as text becomes a boolean',
    up(values) {
      const changed = new Map<string, unknown>();
      const current = values.get('currentCourse');
      if (typeof current === 'string')
        changed.set('currentCourse', {
          courseId: current === '' ? null : current,
          explicitNone: false,
          updatedAt: new Date(0).toISOString(),
        });
      const archived = values.get('excludeArchived');
      if (archived === 'true' || archived === 'false') changed.set('excludeArchived', archived === 'true');
      return changed;
    },
  },
];

/** Upgrades device-local values from version `from`; returns every key whose value changed. */
export function migrateLocal(
  values: ReadonlyMap<string, unknown>,
  from: number,
  migrations: readonly LocalMigration[] = LOCAL_MIGRATIONS,
): Map<string, unknown> {
  const all = new Map(values);
  const changed = new Map<string, unknown>();
  for (let at = from; at < LOCAL_VERSION; ) {
    const step = migrations.find((m) => m.from === at);
    if (!step) {
      at += 1;
      continue;
    }
    for (const [key, value] of step.up(all)) {
      all.set(key, value);
      changed.set(key, value);
    }
    at = step.to;
  }
  return changed;
}
