import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { FlowmapError } from '../core/flowmaps';
import { createDocketDoc } from './doc';
import { FlowmapService, type FlowmapServiceDeps, flowmapService } from './flowmaps';
import { createRepositories } from './repositories';
import { startStore } from './store';
import { testStores } from './testing/stores';

const clock = () => {
  let t = Date.parse('2026-09-01T10:00:00.000Z');
  return () => {
    t += 1000;
    return new Date(t).toISOString();
  };
};

function device(doc = createDocketDoc()) {
  let n = 0;
  const prefix = Math.random().toString(36).slice(2, 6);
  const options = { now: clock(), warn: () => {}, makeId: () => `${prefix}${++n}` };
  const repos = createRepositories(doc, options);
  const commit = vi.fn(async (change: () => unknown) => change());
  const service = new FlowmapService({
    doc,
    repos,
    commit: commit as FlowmapServiceDeps['commit'],
    ...options,
  });
  return { doc, repos, service, commit };
}

const draft = { title: 'Negligence', doctrine: 'Duty of care', category: 'principle', tags: ['torts'] };

/** Sends each document's missing updates to the other (as the relay would). */
function exchange(a: Y.Doc, b: Y.Doc) {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB);
  Y.applyUpdate(a, toA);
}

describe('FlowmapService on the Yjs document', () => {
  it('creates a flowmap with a starting question; each node and edge is its own row', async () => {
    const { service, repos, commit } = device();
    const map = await service.create(draft);
    expect(commit).toHaveBeenCalled();
    const [root] = service.drawing(map.id).nodes;
    expect(root).toMatchObject({ kind: 'question', label: 'Duty of care: what is the issue?' });
    const child = await service.addChild(map.id, root?.id ?? '');
    expect(repos.flowmapNodes.list()).toHaveLength(2);
    expect(repos.flowmapEdges.list()).toEqual([
      expect.objectContaining({ flowmapId: map.id, source: root?.id, target: child, label: 'Yes' }),
    ]);
  });

  it('two devices editing different nodes of one flowmap both keep their edits', async () => {
    const a = device();
    const map = await a.service.create(draft);
    const root = a.service.drawing(map.id).nodes[0]?.id ?? '';
    const child = (await a.service.addChild(map.id, root)) ?? '';
    const b = device();
    exchange(a.doc, b.doc);
    await a.service.updateNode(map.id, root, { label: 'Was there a duty?' });
    await b.service.updateNode(map.id, child, { label: 'Foreseeable claimant', kind: 'element' });
    await b.service.moveNodes(map.id, new Map([[root, { x: 300, y: 10 }]]));
    await b.service.addChild(map.id, child);
    exchange(a.doc, b.doc);
    for (const d of [a, b]) {
      const drawing = d.service.drawing(map.id);
      expect(drawing.nodes.find((n) => n.id === root)).toMatchObject({ label: 'Was there a duty?', x: 300 });
      expect(drawing.nodes.find((n) => n.id === child)?.label).toBe('Foreseeable claimant');
      expect(drawing.nodes).toHaveLength(3);
      expect(drawing.edges).toHaveLength(2);
    }
  });

  it('versions: create (current), change, switch back restores the shapes, delete falls back', async () => {
    const { service, repos } = device();
    const map = await service.create(draft);
    const root = service.drawing(map.id).nodes[0]?.id ?? '';
    const v1 = await service.createVersion(map.id);
    expect(service.find(map.id)).toMatchObject({ currentVersionId: v1 });
    expect(repos.flowmapVersions.list()).toEqual([
      expect.objectContaining({ id: v1, flowmapId: map.id, name: 'Version 1' }),
    ]);
    await service.addChild(map.id, root);
    await service.updateNode(map.id, root, { label: 'Changed' });
    const v2 = await service.createVersion(map.id, 'With a branch');
    expect(service.find(map.id)?.currentVersionId).toBe(v2);
    await service.switchVersion(map.id, v1);
    expect(service.drawing(map.id).nodes.map((n) => n.label)).toEqual(['Duty of care: what is the issue?']);
    expect(repos.flowmapEdges.list()).toEqual([]);
    await service.switchVersion(map.id, v2);
    expect(service.drawing(map.id).nodes.map((n) => n.label)).toEqual(['Changed', 'New element']);
    await service.renameVersion(map.id, v1, 'First draft');
    await service.updateVersion(map.id, v1);
    expect(service.versions(map.id)[0]).toMatchObject({ name: 'First draft' });
    expect(service.versions(map.id)[0]?.shapes).toHaveLength(3);
    await service.deleteVersion(map.id, v2);
    expect(service.find(map.id)).toMatchObject({ currentVersionId: v1 });
    expect(service.versions(map.id).map((v) => v.id)).toEqual([v1]);
    const removed = await service.deleteVersion(map.id, v1);
    expect(service.find(map.id)?.currentVersionId).toBeUndefined();
    await service.restoreVersion(map.id, removed);
    expect(service.find(map.id)?.currentVersionId).toBe(v1);
    expect(service.versions(map.id).map((v) => v.name)).toEqual(['First draft']);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(service.renameVersion(map.id, v1, '  ')).rejects.toThrow('Failed to save flowmap');
    vi.restoreAllMocks();
  });

  it('two devices that each save a version while apart both keep both versions after they sync', async () => {
    const a = device();
    const map = await a.service.create(draft);
    const root = a.service.drawing(map.id).nodes[0]?.id ?? '';
    const b = device();
    exchange(a.doc, b.doc);
    await a.service.addChild(map.id, root);
    const fromA = await a.service.createVersion(map.id, 'Laptop draft');
    await b.service.updateNode(map.id, root, { label: 'Was there a duty?' });
    const fromB = await b.service.createVersion(map.id, 'Phone draft');
    exchange(a.doc, b.doc);
    for (const d of [a, b]) {
      const names = d.service.versions(map.id).map((v) => v.name);
      expect(names.sort()).toEqual(['Laptop draft', 'Phone draft']);
      expect([fromA, fromB]).toContain(d.service.find(map.id)?.currentVersionId);
    }
    expect(a.service.find(map.id)?.currentVersionId).toBe(b.service.find(map.id)?.currentVersionId);
    expect(a.service.versions(map.id).find((v) => v.id === fromA)?.shapes).toHaveLength(3);
    expect(b.service.versions(map.id).find((v) => v.id === fromB)?.shapes).toEqual([
      expect.objectContaining({ type: 'node', label: 'Was there a duty?' }),
    ]);
    // One device deletes the current version while the other renames the other one: both changes hold.
    const current = a.service.find(map.id)?.currentVersionId ?? '';
    const other = current === fromA ? fromB : fromA;
    await a.service.deleteVersion(map.id, current);
    await b.service.renameVersion(map.id, other, 'Kept');
    exchange(a.doc, b.doc);
    for (const d of [a, b]) {
      expect(d.service.versions(map.id).map((v) => [v.id, v.name])).toEqual([[other, 'Kept']]);
      expect(d.service.find(map.id)?.currentVersionId).toBe(other);
    }
  });

  it('undo and redo step through this device’s edits only', async () => {
    const a = device();
    const map = await a.service.create(draft);
    const root = a.service.drawing(map.id).nodes[0]?.id ?? '';
    const history = a.service.history();
    const b = device();
    exchange(a.doc, b.doc);
    await a.service.addChild(map.id, root);
    await b.service.updateNode(map.id, root, { label: 'From B' });
    exchange(a.doc, b.doc);
    expect(history.canUndo()).toBe(true);
    await history.undo();
    expect(a.service.drawing(map.id).nodes.map((n) => n.label)).toEqual(['From B']);
    expect(history.canRedo()).toBe(true);
    await history.redo();
    expect(a.service.drawing(map.id).nodes).toHaveLength(2);
    history.destroy();
  });

  it('duplicate copies drawing and versions under new ids; delete removes nodes, edges and versions', async () => {
    const { service, repos } = device();
    const map = await service.create(draft);
    await service.addChild(map.id, service.drawing(map.id).nodes[0]?.id ?? '');
    const v1 = await service.createVersion(map.id);
    const copy = await service.duplicate(map.id);
    expect(copy.title).toBe('Negligence (copy)');
    const original = service.drawing(map.id);
    const copied = service.drawing(copy.id);
    expect(copied.nodes.map((n) => n.label)).toEqual(original.nodes.map((n) => n.label));
    const ids = new Set([...original.nodes, ...original.edges].map((r) => r.id));
    for (const r of [...copied.nodes, ...copied.edges]) expect(ids.has(r.id)).toBe(false);
    const [copiedVersion] = service.versions(copy.id);
    expect(copiedVersion?.id).not.toBe(v1);
    expect(copy.currentVersionId).toBe(copiedVersion?.id);
    expect(copiedVersion?.shapes).toHaveLength(3);
    for (const s of copiedVersion?.shapes ?? []) expect(ids.has(s.id)).toBe(false);
    const before = structuredClone({
      nodes: repos.flowmapNodes.list(),
      edges: repos.flowmapEdges.list(),
      versions: repos.flowmapVersions.list(),
    });
    const removed = await service.remove(map.id);
    await service.restore(removed);
    expect(service.find(map.id)).toEqual(removed.flowmap);
    expect({
      nodes: repos.flowmapNodes.list(),
      edges: repos.flowmapEdges.list(),
      versions: repos.flowmapVersions.list(),
    }).toEqual(before);
    await service.remove(map.id);
    expect(service.find(map.id)).toBeUndefined();
    expect(repos.flowmapNodes.list().every((n) => n.flowmapId === copy.id)).toBe(true);
    expect(repos.flowmapEdges.list().every((e) => e.flowmapId === copy.id)).toBe(true);
    expect(repos.flowmapVersions.list().map((v) => v.flowmapId)).toEqual([copy.id]);
  });

  it('removing a node removes its edges; a repeated edge or a self edge is refused', async () => {
    const { service } = device();
    const map = await service.create(draft);
    const root = service.drawing(map.id).nodes[0]?.id ?? '';
    const child = (await service.addChild(map.id, root)) ?? '';
    expect(await service.connect(map.id, root, child)).toBeUndefined();
    expect(await service.connect(map.id, root, root)).toBeUndefined();
    const back = await service.connect(map.id, child, root, 'No');
    expect(service.drawing(map.id).edges.find((e) => e.id === back)?.label).toBe('No');
    await service.labelEdge(map.id, back ?? '', 'Only if foreseeable');
    expect(service.drawing(map.id).edges.find((e) => e.id === back)?.label).toBe('Only if foreseeable');
    await service.removeElements(map.id, [child], []);
    expect(service.drawing(map.id)).toMatchObject({ edges: [] });
    expect(service.drawing(map.id).nodes).toHaveLength(1);
  });

  it('tidy lays the drawing out top to bottom', async () => {
    const { service } = device();
    const map = await service.create(draft);
    const root = service.drawing(map.id).nodes[0]?.id ?? '';
    const c1 = (await service.addChild(map.id, root)) ?? '';
    await service.moveNodes(map.id, new Map([[c1, { x: -500, y: -500 }]]));
    await service.tidy(map.id);
    const [r, c] = service.drawing(map.id).nodes;
    expect(c?.y).toBeGreaterThan(r?.y ?? 0);
  });

  it('invalid input and failed writes give the spec’s fallback messages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { service } = device();
    await expect(service.create({ ...draft, title: '  ' })).rejects.toThrow('Failed to create flowmap');
    const map = await service.create(draft);
    const root = service.drawing(map.id).nodes[0]?.id ?? '';
    await expect(service.updateNode(map.id, root, { label: '' })).rejects.toThrow('Failed to save flowmap');
    const failing = device();
    const other = await failing.service.create(draft);
    failing.commit.mockRejectedValueOnce(new Error('disk'));
    await expect(failing.service.createVersion(other.id)).rejects.toThrow('Failed to create version');
    await expect(service.duplicate('missing')).rejects.toBeInstanceOf(FlowmapError);
    vi.restoreAllMocks();
  });

  it('a damaged node row is skipped on read, never thrown at the editor', () => {
    const { doc, service } = device();
    const rows = doc.getMap<Y.Map<unknown>>('flowmapNodes');
    const bad = new Y.Map<unknown>();
    doc.transact(() => {
      rows.set('bad', bad);
      bad.set('flowmapId', 'm');
      bad.set('label', 'x');
      bad.set('x', 'not a number');
    });
    expect(service.drawing('m').nodes).toEqual([]);
  });
});

describe('flowmaps in a started store (fake-indexeddb)', () => {
  const { names, start } = testStores('flowmaps');
  it('a flowmap and its drawing are on disk once create resolves and come back after a reopen', async () => {
    const ids = names();
    const first = await startStore(ids);
    const service = flowmapService(first);
    const map = await service.create(draft);
    await service.addChild(map.id, service.drawing(map.id).nodes[0]?.id ?? '');
    await service.createVersion(map.id, 'Saved');
    await first.close();
    const second = await start(ids);
    const again = flowmapService(second);
    expect(again.versions(map.id).map((v) => v.name)).toEqual(['Saved']);
    expect(again.drawing(map.id).nodes).toHaveLength(2);
    expect(again.drawing(map.id).edges).toHaveLength(1);
  });
});
