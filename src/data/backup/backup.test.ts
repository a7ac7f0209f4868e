import 'fake-indexeddb/auto';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { BackupError, MAX_BACKUP_BYTES } from '../../core/backup/format';
import { LOCAL_VERSION_KEY, SCHEMA_MAP } from '../../core/backup/migrations';
import { openDatabase } from '../database';
import { startStore } from '../store';
import { testStores } from '../testing/stores';
import type { DocketStore } from '../store';
import { exportBackup, mergeBackup, readBackupFile, replaceWithBackup } from './content';
import { rootsJson } from './docRoots';

const { names, start } = testStores('backup');
const at = '2026-01-10T09:00:00.000Z';
const bytes = (text: string) => new TextEncoder().encode(text);

async function studentStore(): Promise<DocketStore> {
  const store = await start(names());
  const course = await store.courses.create(
    { name: 'Torts', code: 'LAW 101', semester: 'Fall 2026', color: '#0EA5E9', icon: 'gavel', metadata: {} },
    true,
  );
  store.repos.readings.create({
    courseId: course.id,
    title: 'Palsgraf',
    citation: '',
    weekNumber: 1,
    order: 0,
    completed: false,
  });
  store.repos.rpas.create({
    ruleName: 'Duty',
    course: 'Torts',
    courseId: course.id,
    ruleText: 'A duty of care is owed to foreseeable plaintiffs.',
    readingIds: [],
  } as never);
  // A collection another feature adds later (not declared by this app): backed up all the same.
  const nodes = store.doc.getMap<Y.Map<unknown>>('caseBriefs');
  const node = new Y.Map<unknown>();
  node.set('label', 'Duty');
  nodes.set('n1', node);
  await store.db.drafts.put({ id: 'd1', sessionId: 's1', text: 'My answer', savedAt: 5 });
  await store.db.files.put({
    id: 'f1',
    name: 'syllabus.pdf',
    type: 'application/pdf',
    size: 3,
    data: new Blob([new Uint8Array([1, 2, 3])], { type: 'application/pdf' }),
    createdAt: 7,
  });
  return store;
}

const withoutSchema = (doc: Y.Doc) => {
  const all = rootsJson(doc);
  delete all[SCHEMA_MAP];
  return all;
};
const tableRows = async (store: DocketStore, name: string) =>
  (await store.db.table(name).toArray()).filter(
    (r: { key?: string }) => !['deviceId', 'anonymousId', 'spaceId', LOCAL_VERSION_KEY].includes(r.key ?? ''),
  );

async function refused(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof BackupError) return e.code;
    throw e;
  }
  return 'accepted';
}

describe('backup export and import', () => {
  it('merges into a fresh device: every collection and device row matches, undeclared ones too', async () => {
    const a = await studentStore();
    const file = await exportBackup(a, { includeFiles: true, now: Date.parse('2026-11-25T12:00:00Z') });
    expect(file.fileName).toMatch(/^docket-backup-2026-11-2\d\.docket$/);
    const b = await start(names());
    const checked = await readBackupFile(b.db, bytes(file.text));
    expect(checked.summary.collections.map((c) => [c.name, c.count])).toEqual([
      ['courses', 1],
      ['readings', 1],
      ['rpas', 1],
      ['caseBriefs', 1],
    ]);
    expect(checked.summary.files).toBe(1);
    await mergeBackup(b, checked);
    expect(withoutSchema(b.doc)).toEqual(withoutSchema(a.doc));
    expect(await tableRows(b, 'drafts')).toEqual(await tableRows(a, 'drafts'));
    const [file1] = await b.db.files.toArray();
    expect(new Uint8Array(await file1!.data.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(b.repos.courses.list()[0]?.name).toBe('Torts');
  });

  it('leaves files out unless asked, and never carries identity or sync keys', async () => {
    const a = await studentStore();
    const { text } = await exportBackup(a, { includeFiles: false });
    expect(text).not.toContain(a.identity.spaceId);
    expect(text).not.toContain(a.identity.deviceId);
    const b = await start(names());
    const checked = await readBackupFile(b.db, bytes(text));
    expect(checked.summary.files).toBe(0);
    expect(checked.tables.files).toEqual([]);
  });

  it('replaces: the device then holds exactly the backup (its own identity kept)', async () => {
    const a = await studentStore();
    const { text } = await exportBackup(a, { includeFiles: true });
    const b = await studentStore();
    b.repos.weakSpots.create({
      title: 'Hearsay',
      description: 'Exceptions',
      courseId: 'c1',
      lastSeen: at,
    } as never);
    const spaceId = b.identity.spaceId;
    await replaceWithBackup(b, await readBackupFile(b.db, bytes(text)));
    expect(withoutSchema(b.doc)).toEqual(withoutSchema(a.doc));
    expect(b.repos.weakSpots.list()).toEqual([]);
    expect(await tableRows(b, 'drafts')).toEqual(await tableRows(a, 'drafts'));
    expect(await b.kv.get('spaceId')).toBe(spaceId);
  });

  it('refuses damaged, truncated, foreign and oversized files and changes nothing', async () => {
    const a = await studentStore();
    const { text } = await exportBackup(a, { includeFiles: false });
    const b = await start(names());
    const before = Y.encodeStateAsUpdate(b.doc);
    expect(await refused(readBackupFile(b.db, bytes(text.slice(0, -40))))).toBe('truncated');
    expect(await refused(readBackupFile(b.db, bytes(text.replace('My answer', 'My answex'))))).toBe(
      'checksum',
    );
    expect(await refused(readBackupFile(b.db, new Uint8Array([0xff, 0xfe, 0x00, 0x81])))).toBe('foreign');
    expect(await refused(readBackupFile(b.db, new Uint8Array(MAX_BACKUP_BYTES + 1)))).toBe('tooLarge');
    expect(Y.encodeStateAsUpdate(b.doc)).toEqual(before);
  });

  it('refuses a backup with an entity that fails its schema, before touching anything', async () => {
    const a = await start(names());
    const row = new Y.Map<unknown>();
    row.set('id', 'c1');
    row.set('name', '');
    a.doc.getMap<Y.Map<unknown>>('courses').set('c1', row);
    const { text } = await exportBackup(a, { includeFiles: false });
    const b = await start(names());
    expect(await refused(readBackupFile(b.db, bytes(text)))).toBe('invalid');
  });

  it('upgrades an older backup document on import, and refuses one from a newer Docket', async () => {
    const a = await start(names());
    const old = new Y.Map<unknown>();
    for (const [k, v] of Object.entries({
      id: 'w1',
      title: 'Causation',
      description: 'But-for vs proximate',
      status: 'open',
      tags: 'torts',
      courseId: 'c1',
      lastSeen: at,
      createdAt: at,
      updatedAt: at,
    }))
      old.set(k, v);
    a.doc.getMap<Y.Map<unknown>>('weakSpots').set('w1', old);
    const { text } = await exportBackup(a, { includeFiles: false });
    const b = await start(names());
    const checked = await readBackupFile(b.db, bytes(text));
    await mergeBackup(b, checked);
    expect(b.repos.weakSpots.get('w1')).toMatchObject({ status: 'identified', tags: ['torts'] });

    a.doc.getMap(SCHEMA_MAP).set('courses', 99);
    const newer = await exportBackup(a, { includeFiles: false });
    expect(await refused(readBackupFile(b.db, bytes(newer.text)))).toBe('newerFormat');
  });
});

describe('versions on load', () => {
  it('upgrades a document of older shapes when the store opens, and records the versions', async () => {
    const ids = names();
    await (await startStore(ids)).close();
    // Older shapes written straight into the saved document (as an older Docket left them).
    const doc = new Y.Doc();
    const legacy = new Y.Map<unknown>();
    for (const [k, v] of Object.entries({
      id: 's1',
      course_id: 'torts',
      semester_start: '2026-01-12',
      meetingDays: ['tuesday'],
      weeks: [],
      createdAt: at,
      updatedAt: at,
    }))
      legacy.set(k, v);
    doc.getMap<Y.Map<unknown>>('syllabi').set('s1', legacy);
    doc.getMap<unknown>('readings').set('r1', {
      id: 'r1',
      title: 'Palsgraf',
      weekNumber: 1,
      order: 0,
      completed: 'false',
      pages: 4,
      createdAt: at,
      updatedAt: at,
    });
    const { IndexeddbPersistence } = await import('y-indexeddb');
    const persistence = new IndexeddbPersistence(ids.docName, doc);
    await persistence.whenSynced;
    await persistence.destroy();
    const store = await start(ids);
    expect(store.schema.migrated).toEqual({ syllabi: 1, readings: 1 });
    expect(store.repos.syllabi.get('s1')).toMatchObject({ courseId: 'torts', semesterStart: '2026-01-12' });
    expect(store.repos.readings.get('r1')).toMatchObject({ completed: false, pages: '4' });
    expect(store.doc.getMap(SCHEMA_MAP).get('syllabi')).toBe(1);
    expect(store.recovery.readOnly).toBeUndefined();
  });

  it('opens a document from a newer Docket read-only and never changes it', async () => {
    const ids = names();
    const doc = new Y.Doc();
    doc.getMap(SCHEMA_MAP).set('readings', 5);
    doc.getMap<unknown>('readings').set('r1', { id: 'r1', shapeOfTheFuture: true });
    const { IndexeddbPersistence } = await import('y-indexeddb');
    const persistence = new IndexeddbPersistence(ids.docName, doc);
    await persistence.whenSynced;
    await persistence.destroy();
    const store = await start(ids);
    expect(store.recovery.readOnly).toContain('saved by a newer version of Docket (readings)');
    const before = Y.encodeStateAsUpdate(store.doc);
    expect(() =>
      store.repos.courses.create({
        name: 'X',
        code: 'X',
        semester: 'X',
        color: '#0EA5E9',
        icon: 'gavel',
        metadata: {},
      } as never),
    ).toThrow(/newer version of Docket/);
    expect(Y.encodeStateAsUpdate(store.doc)).toEqual(before);
    expect(store.doc.getMap<unknown>('readings').get('r1')).toEqual({ id: 'r1', shapeOfTheFuture: true });
  });

  it('upgrades device-local settings of an older shape on load', async () => {
    const ids = names();
    const db = openDatabase(ids.databaseName);
    await db.storage.put({ key: 'excludeArchived', value: '"false"', timestamp: 1 });
    db.close();
    const store = await start(ids);
    expect(store.settings.excludeArchived.get()).toBe(false);
    expect(await store.kv.get(LOCAL_VERSION_KEY)).toBe(1);
  });
});
