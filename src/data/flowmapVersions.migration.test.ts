import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { SCHEMA_MAP } from '../core/backup/migrations';
import { exportBackup, readBackupFile } from './backup/content';
import { migrateDocument } from './backup/docSchema';
import { flowmapService } from './flowmaps';
import { testStores } from './testing/stores';

const at = '2026-09-01T10:00:00.000Z';
const shapes = [{ type: 'node', id: 'n1', kind: 'question', label: 'Was there a duty?', x: 0, y: 0 }];

/** A document as the first flowmap release saved it: versions inside the flowmap row (flowmaps at 1). */
function legacyDoc(): Y.Doc {
  const doc = new Y.Doc();
  doc.getMap(SCHEMA_MAP).set('flowmaps', 1);
  const row = new Y.Map<unknown>();
  const fields = {
    id: 'm1',
    title: 'Negligence',
    category: 'principle',
    tags: ['torts'],
    isPublic: false,
    currentVersionId: 'v2',
    versions: [
      { id: 'v1', name: 'Version 1', shapes, createdAt: at, updatedAt: at, isActive: false },
      { id: 'v2', name: 'Before the exam', shapes: [], createdAt: at, updatedAt: at, isActive: true },
    ],
    createdAt: at,
    updatedAt: at,
  };
  for (const [k, v] of Object.entries(fields)) row.set(k, v);
  doc.getMap<Y.Map<unknown>>('flowmaps').set('m1', row);
  return doc;
}

const { names, start } = testStores('flowmap-versions');

describe('flowmaps 1 -> 2 on a whole document', () => {
  it('moves embedded versions to flowmapVersions rows in one transaction, once', () => {
    const doc = legacyDoc();
    let transactions = 0;
    doc.on('afterTransaction', () => transactions++);
    const state = migrateDocument(doc);
    expect(transactions).toBe(1);
    expect(state.migrated).toEqual({ flowmaps: 1, flowmapVersions: 2 });
    expect(doc.getMap(SCHEMA_MAP).get('flowmaps')).toBe(2);
    const row = doc.getMap<Y.Map<unknown>>('flowmaps').get('m1');
    expect(row?.has('versions')).toBe(false);
    expect(row?.get('currentVersionId')).toBe('v2');
    const versions = doc.getMap<Y.Map<unknown>>('flowmapVersions');
    expect(versions.get('v1')?.toJSON()).toMatchObject({ flowmapId: 'm1', name: 'Version 1', shapes });
    expect(migrateDocument(doc).migrated).toEqual({});
  });

  it('a started store reads the migrated versions, and a backup of it imports with them', async () => {
    const ids = names();
    const { IndexeddbPersistence } = await import('y-indexeddb');
    const persistence = new IndexeddbPersistence(ids.docName, legacyDoc());
    await persistence.whenSynced;
    await persistence.destroy();
    const store = await start(ids);
    expect(store.schema.migrated).toMatchObject({ flowmaps: 1, flowmapVersions: 2 });
    const service = flowmapService(store);
    expect(service.versions('m1').map((v) => v.name)).toEqual(['Version 1', 'Before the exam']);
    expect(service.find('m1')?.currentVersionId).toBe('v2');
    await service.switchVersion('m1', 'v1');
    expect(service.drawing('m1').nodes.map((n) => n.label)).toEqual(['Was there a duty?']);
    const backup = await exportBackup(store, { includeFiles: false });
    const checked = await readBackupFile(store.db, new TextEncoder().encode(backup.text));
    expect(checked.summary.collections).toContainEqual({
      name: 'flowmapVersions',
      label: 'Flowmap versions',
      count: 2,
    });
    expect(checked.doc.getMap<Y.Map<unknown>>('flowmapVersions').get('v2')?.get('name')).toBe(
      'Before the exam',
    );
  });

  it('an old backup with embedded versions is upgraded when it is read', async () => {
    const store = await start(names());
    const { toBase64 } = await import('lib0/buffer');
    const { sha256Hex } = await import('./backup/content');
    const { writeBackupText, contentText } = await import('../core/backup/format');
    const content = {
      schema: { doc: { flowmaps: 1 }, local: 1, tables: store.db.verno },
      doc: { update: toBase64(Y.encodeStateAsUpdate(legacyDoc())) },
      tables: {},
      filesIncluded: false,
    };
    const text = writeBackupText(content, at, await sha256Hex(contentText(content)));
    const checked = await readBackupFile(store.db, new TextEncoder().encode(text));
    expect([...checked.doc.getMap('flowmapVersions').keys()].sort()).toEqual(['v1', 'v2']);
    expect(checked.doc.getMap<Y.Map<unknown>>('flowmaps').get('m1')?.has('versions')).toBe(false);
  });
});

/** What a Docket from before flowmapVersions, still open on another device, writes when it saves a version. */
const late = { id: 'v3', name: 'Saved on the old tab', shapes, createdAt: at, updatedAt: at, isActive: true };
const staleList = (doc: Y.Doc, versions: unknown[]) =>
  doc.getMap<Y.Map<unknown>>('flowmaps').get('m1')?.set('versions', versions);
const versionRows = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>('flowmapVersions');
const sync = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
};

describe('flowmaps already at 2: versions an older Docket still writes into the row', () => {
  it('move out on the next load (ids kept, existing rows left alone), once', () => {
    const doc = legacyDoc();
    migrateDocument(doc);
    versionRows(doc).get('v1')?.set('name', 'Renamed here');
    // The old tab's list: v1 as it knew it (stale name) and the version it just saved.
    const v1 = { id: 'v1', name: 'Version 1', shapes, createdAt: at, updatedAt: at, isActive: false };
    staleList(doc, [v1, late]);
    let transactions = 0;
    doc.on('afterTransaction', () => transactions++);
    expect(migrateDocument(doc).migrated).toEqual({ flowmaps: 1, flowmapVersions: 1 });
    expect(transactions).toBe(1);
    expect(doc.getMap(SCHEMA_MAP).get('flowmaps')).toBe(2);
    expect(doc.getMap<Y.Map<unknown>>('flowmaps').get('m1')?.has('versions')).toBe(false);
    expect(versionRows(doc).get('v3')?.toJSON()).toEqual({
      id: 'v3',
      flowmapId: 'm1',
      name: 'Saved on the old tab',
      shapes,
      createdAt: at,
      updatedAt: at,
    });
    expect(versionRows(doc).get('v1')?.get('name')).toBe('Renamed here');
    // Nothing left to move: a load writes nothing.
    expect(migrateDocument(doc).migrated).toEqual({});
    expect(transactions).toBe(1);
  });

  it('a started store shows the moved version', async () => {
    const ids = names();
    const doc = legacyDoc();
    migrateDocument(doc);
    staleList(doc, [late]);
    const { IndexeddbPersistence } = await import('y-indexeddb');
    const persistence = new IndexeddbPersistence(ids.docName, doc);
    await persistence.whenSynced;
    await persistence.destroy();
    const store = await start(ids);
    expect(store.schema.migrated).toEqual({ flowmaps: 1, flowmapVersions: 1 });
    expect(
      flowmapService(store)
        .versions('m1')
        .map((v) => v.name),
    ).toEqual(['Version 1', 'Before the exam', 'Saved on the old tab']);
  });

  it('two devices moving the same stray version while apart end with it once', () => {
    const a = legacyDoc();
    migrateDocument(a);
    staleList(a, [late]);
    const b = new Y.Doc();
    sync(a, b);
    migrateDocument(a);
    migrateDocument(b);
    sync(a, b);
    for (const doc of [a, b]) {
      expect([...versionRows(doc).keys()].sort()).toEqual(['v1', 'v2', 'v3']);
      expect(versionRows(doc).get('v3')?.toJSON()).toMatchObject({ flowmapId: 'm1', name: late.name });
      expect(doc.getMap<Y.Map<unknown>>('flowmaps').get('m1')?.has('versions')).toBe(false);
      expect(migrateDocument(doc).migrated).toEqual({});
    }
  });

  it('two devices migrating the same 1.x document while apart keep one row per version', () => {
    const a = legacyDoc();
    const b = new Y.Doc();
    sync(a, b);
    expect(migrateDocument(a).migrated).toEqual({ flowmaps: 1, flowmapVersions: 2 });
    expect(migrateDocument(b).migrated).toEqual({ flowmaps: 1, flowmapVersions: 2 });
    sync(a, b);
    for (const doc of [a, b]) {
      expect(versionRows(doc).toJSON()).toEqual(versionRows(a).toJSON());
      expect([...versionRows(doc).keys()].sort()).toEqual(['v1', 'v2']);
      expect(doc.getMap<Y.Map<unknown>>('flowmaps').get('m1')?.toJSON()).not.toHaveProperty('versions');
      expect(doc.getMap<Y.Map<unknown>>('flowmaps').get('m1')?.get('currentVersionId')).toBe('v2');
      expect(migrateDocument(doc).migrated).toEqual({});
    }
  });
});
