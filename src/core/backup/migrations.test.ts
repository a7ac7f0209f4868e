import { describe, expect, it } from 'vitest';
import { Flowmap, FlowmapVersion, Reading, Syllabus, WeakSpot } from '../model';
import {
  BASE_VERSION,
  currentVersion,
  DOC_MIGRATIONS,
  LOCAL_VERSION,
  migrateLocal,
  upgradeRow,
  migrateRow,
  newerCollections,
  newerVersionMessage,
  sweepRow,
  sweepsAt,
} from './migrations';

const at = '2026-01-10T09:00:00.000Z';

/** Rows as Docket kept them before schema versions (version 0), one per older shape. */
const V0 = {
  syllabi: {
    id: 's1',
    course_id: 'torts',
    semester_start: '2026-01-12',
    semester_end: null,
    meetingDays: ['tuesday'],
    weeks: [],
    createdAt: at,
    updatedAt: at,
  },
  weakSpots: {
    id: 'w1',
    title: 'Proximate cause',
    description: 'Mixing up foreseeability tests',
    status: 'closed',
    priority: 'high',
    tags: 'torts, causation, , torts',
    courseId: 'torts',
    lastSeen: at,
    createdAt: at,
    updatedAt: at,
  },
  readings: {
    id: 'r1',
    courseId: 'torts',
    title: 'Palsgraf',
    citation: '248 N.Y. 339',
    pages: 12,
    weekNumber: 1,
    completed: 'true',
    completedDate: null,
    order: 0,
    createdAt: at,
    updatedAt: at,
  },
  /** Before flowmapVersions: the versions were a list inside the flowmap's own row (flowmaps version 1). */
  flowmaps: {
    id: 'm1',
    title: 'Negligence',
    category: 'principle',
    tags: [],
    isPublic: false,
    versions: [
      {
        id: 'v1',
        name: 'Version 1',
        shapes: [{ type: 'node', id: 'n1', kind: 'question', label: 'Duty?', x: 0, y: 0 }],
        createdAt: at,
        updatedAt: at,
        isActive: false,
      },
      { id: 'v2', name: 'Before the exam', shapes: [], createdAt: at, updatedAt: at, isActive: true },
    ],
    createdAt: at,
    updatedAt: at,
  },
};

describe('document migrations', () => {
  it('knows a version for every collection, BASE_VERSION for those without a migration', () => {
    expect(currentVersion('syllabi')).toBe(1);
    expect(currentVersion('flowmapNodes')).toBe(BASE_VERSION);
  });

  it('syllabi 0 -> 1: API field names become the app names, and the row passes its schema', () => {
    const up = migrateRow('syllabi', V0.syllabi, 0);
    expect(up).toMatchObject({ courseId: 'torts', semesterStart: '2026-01-12' });
    expect(up).not.toHaveProperty('course_id');
    expect(up).not.toHaveProperty('semesterEnd');
    expect(Syllabus.safeParse(up).success).toBe(true);
    expect(Syllabus.safeParse(V0.syllabi).success).toBe(false);
  });

  it('weakSpots 0 -> 1: the recommendation vocabulary and comma text tags', () => {
    const up = migrateRow('weakSpots', V0.weakSpots, 0);
    expect(up).toMatchObject({ status: 'resolved', tags: ['torts', 'causation'], resolvedAt: at });
    expect(migrateRow('weakSpots', { ...V0.weakSpots, status: 'open' }, 0).status).toBe('identified');
    expect(migrateRow('weakSpots', { ...V0.weakSpots, status: 'corrected' }, 0).status).toBe('in_progress');
    expect(WeakSpot.safeParse(up).success).toBe(true);
    expect(WeakSpot.safeParse(V0.weakSpots).success).toBe(false);
  });

  it('readings 0 -> 1: completed text becomes a boolean, numeric pages text', () => {
    const up = migrateRow('readings', V0.readings, 0);
    expect(up).toMatchObject({ completed: true, pages: '12' });
    expect(up).not.toHaveProperty('completedDate');
    expect(Reading.safeParse(up).success).toBe(true);
    expect(Reading.safeParse(V0.readings).success).toBe(false);
  });

  it('flowmaps 1 -> 2: each embedded version becomes a flowmapVersions row; the flowmap keeps the current id', () => {
    const { row, spawned } = upgradeRow('flowmaps', V0.flowmaps, 1);
    expect(currentVersion('flowmaps')).toBe(2);
    expect(row).not.toHaveProperty('versions');
    expect(row.currentVersionId).toBe('v2');
    expect(Flowmap.parse(row)).toMatchObject({ id: 'm1', title: 'Negligence', currentVersionId: 'v2' });
    expect(spawned.map((s) => s.collection)).toEqual(['flowmapVersions', 'flowmapVersions']);
    const versions = spawned.map((s) => FlowmapVersion.parse(s.row));
    expect(versions.map((v) => [v.id, v.flowmapId, v.name])).toEqual([
      ['v1', 'm1', 'Version 1'],
      ['v2', 'm1', 'Before the exam'],
    ]);
    expect(versions[0]?.shapes).toEqual(V0.flowmaps.versions[0]?.shapes);
    expect(spawned[0]?.row).not.toHaveProperty('isActive');
    // A current id already recorded wins over isActive; rows from before versions existed (0) upgrade too.
    expect(upgradeRow('flowmaps', { ...V0.flowmaps, currentVersionId: 'v1' }, 1).row.currentVersionId).toBe(
      'v1',
    );
    expect(upgradeRow('flowmaps', V0.flowmaps, 0).spawned).toHaveLength(2);
    expect(upgradeRow('flowmaps', V0.flowmaps, 2)).toEqual({ row: V0.flowmaps, spawned: [] });
  });

  it('flowmaps at 2, swept again: a version an older Docket still wrote into the row moves out the same way', () => {
    const migrated = upgradeRow('flowmaps', V0.flowmaps, 1).row;
    // What a Docket from before flowmapVersions, still open, writes when it saves a version: the list again.
    const stray = { id: 'v3', name: 'Late', shapes: [], createdAt: at, updatedAt: at, isActive: true };
    const written = { ...migrated, versions: [V0.flowmaps.versions[0], stray] };
    const { row, spawned } = sweepRow('flowmaps', written, 2);
    expect(row).toEqual(migrated); // the list is gone; the recorded current version stays
    expect(spawned.map((s) => [s.collection, s.row.id, s.row.flowmapId])).toEqual([
      ['flowmapVersions', 'v1', 'm1'],
      ['flowmapVersions', 'v3', 'm1'],
    ]);
    expect(FlowmapVersion.parse(spawned[1]?.row)).toMatchObject({ id: 'v3', name: 'Late' });
    // The same rows (same ids) each time; a row in the current shape is left as it is.
    expect(sweepRow('flowmaps', written, 2)).toEqual({ row, spawned });
    expect(sweepRow('flowmaps', migrated, 2)).toEqual({ row: migrated, spawned: [] });
    expect(sweepRow('flowmaps', migrated, 2).row).toBe(migrated);
  });

  it('sweeps only collections with a migration marked again, at or past its version', () => {
    expect(sweepsAt('flowmaps', 2)).toBe(true);
    expect(sweepsAt('flowmaps', 1)).toBe(false);
    expect(sweepsAt('readings', 1)).toBe(false);
    expect(sweepRow('readings', V0.readings, 1).row).toBe(V0.readings);
  });

  it('leaves rows already in the current shape exactly as they are', () => {
    for (const m of DOC_MIGRATIONS) {
      const current = migrateRow(m.collection, V0[m.collection as keyof typeof V0], 0);
      expect(migrateRow(m.collection, current, 0)).toEqual(current);
      expect(migrateRow(m.collection, current, currentVersion(m.collection))).toBe(current);
    }
  });

  it('names collections saved by a newer Docket, and says what happens', () => {
    expect(newerCollections({ courses: 1, readings: 1 })).toEqual([]);
    const newer = newerCollections({ courses: 1, readings: 7, junk: 'x' });
    expect(newer).toEqual([{ collection: 'readings', stored: 7, known: 1 }]);
    expect(newerVersionMessage(newer)).toContain('saved by a newer version of Docket (readings)');
    expect(newerVersionMessage(newer)).toContain('read-only');
  });
});

describe('device-local migrations', () => {
  it('0 -> 1: a bare current course id and text booleans', () => {
    const changed = migrateLocal(
      new Map<string, unknown>([
        ['currentCourse', 'torts'],
        ['excludeArchived', 'false'],
        ['other', 1],
      ]),
      0,
    );
    expect(changed.get('currentCourse')).toEqual({
      courseId: 'torts',
      explicitNone: false,
      updatedAt: new Date(0).toISOString(),
    });
    expect(changed.get('excludeArchived')).toBe(false);
    expect(changed.has('other')).toBe(false);
  });

  it('changes nothing at the current version or for values already in shape', () => {
    expect(migrateLocal(new Map([['currentCourse', 'torts']]), LOCAL_VERSION).size).toBe(0);
    const shaped = { courseId: 'torts', explicitNone: false, updatedAt: at };
    expect(migrateLocal(new Map<string, unknown>([['currentCourse', shaped]]), 0).size).toBe(0);
  });
});
