import { describe, expect, it } from 'vitest';
import { Flowmap, type FlowmapEdge, type FlowmapNode, FlowmapShape, FlowmapVersion } from '../model';
import {
  addChild,
  benchGraph,
  createVersion,
  currentVersion,
  deleteVersion,
  diffDrawings,
  FLOWMAP_TEXT,
  filterFlowmaps,
  filterOptions,
  flowmapDraftErrors,
  NO_FILTERS,
  nextVersionName,
  parseTags,
  previewOf,
  remapIds,
  renameVersion,
  rowsToDrawing,
  rowsToShapes,
  shapesToDrawing,
  switchVersion,
  tidyLayout,
  updateVersion,
  versionsNewestFirst,
} from '.';

const T0 = '2026-09-01T10:00:00.000Z';
const T1 = '2026-09-02T10:00:00.000Z';
const T2 = '2026-09-03T10:00:00.000Z';
const row = { flowmapId: 'm', createdAt: T0, updatedAt: T0 };
const node = (id: string, over: Partial<FlowmapNode> = {}): FlowmapNode => ({
  ...row,
  id,
  kind: 'question',
  label: id,
  x: 0,
  y: 0,
  ...over,
});
const edge = (id: string, source: string, target: string, label?: string): FlowmapEdge => ({
  ...row,
  id,
  source,
  target,
  label,
});
describe('version rules', () => {
  const shapesA = rowsToShapes([node('a')], []);
  const shapesB = rowsToShapes([node('a'), node('b')], [edge('e', 'a', 'b', 'Yes')]);
  const v1 = createVersion('m', { id: 'v1', name: ' Version 1 ', shapes: shapesA }, T0);
  const v2 = createVersion('m', { id: 'v2', name: 'Version 2', shapes: shapesB }, T1);
  const two = { versions: [v1.version, v2.version], currentVersionId: 'v2' };

  it('a new version is its own row holding the current shapes, and becomes current', () => {
    expect(v1.version).toEqual({
      id: 'v1',
      flowmapId: 'm',
      name: 'Version 1',
      description: undefined,
      shapes: shapesA,
      createdAt: T0,
      updatedAt: T0,
    });
    expect(FlowmapVersion.parse(v2.version)).toEqual(v2.version);
    expect(v2.change).toEqual({ currentVersionId: 'v2' });
    expect(versionsNewestFirst(two).map((v) => [v.id, v.isActive])).toEqual([
      ['v2', true],
      ['v1', false],
    ]);
  });

  it('switch makes another version current; an unknown id changes nothing', () => {
    expect(switchVersion(two, 'v1')).toEqual({ currentVersionId: 'v1' });
    expect(switchVersion(two, 'nope')).toBeUndefined();
  });

  it('rename trims and refuses a blank name or an unknown version', () => {
    expect(renameVersion(two, 'v1', '  Before the exam ')).toEqual({ name: 'Before the exam' });
    expect(renameVersion(two, 'v1', '   ')).toBeUndefined();
    expect(renameVersion(two, 'nope', 'x')).toBeUndefined();
  });

  it('update takes the given shapes; an unknown version is refused', () => {
    expect(updateVersion(two, 'v1', shapesB)).toEqual({ shapes: shapesB });
    expect(updateVersion(two, 'nope', shapesB)).toBeUndefined();
  });

  it('deleting the current version falls back to the first remaining one', () => {
    const v3 = createVersion('m', { id: 'v3', name: 'Version 3', shapes: [] }, T2).version;
    const three = { versions: [v1.version, v2.version, v3], currentVersionId: 'v3' };
    expect(deleteVersion(three, 'v3')).toEqual({ currentVersionId: 'v1' });
    expect(deleteVersion(three, 'nope')).toBeUndefined();
  });

  it('deleting another version keeps the current one; deleting the last leaves none', () => {
    expect(deleteVersion(two, 'v1')).toEqual({ currentVersionId: 'v2' });
    expect(deleteVersion({ versions: [v1.version], currentVersionId: 'v1' }, 'v1')).toEqual({
      currentVersionId: undefined,
    });
  });

  it('a current id naming a version deleted elsewhere falls back to the first remaining one', () => {
    const dangling = { versions: [v1.version, v2.version], currentVersionId: 'gone' };
    expect(currentVersion(dangling)?.id).toBe('v1');
    expect(versionsNewestFirst(dangling).find((v) => v.isActive)?.id).toBe('v1');
    expect(deleteVersion(dangling, 'v1')).toEqual({ currentVersionId: 'v2' });
    expect(currentVersion({ versions: [], currentVersionId: 'gone' })).toBeUndefined();
  });

  it('lists newest first and names the next version after the count, skipping taken names', () => {
    expect(versionsNewestFirst(two).map((v) => v.id)).toEqual(['v2', 'v1']);
    expect(nextVersionName(two.versions)).toBe('Version 3');
    expect(nextVersionName([{ name: 'Version 2' }, { name: 'Version 1' }])).toBe('Version 3');
    expect(nextVersionName([])).toBe('Version 1');
  });

  it('a flowmap row holds only the current version id, no list of versions', () => {
    const map = Flowmap.parse({
      id: 'm',
      createdAt: T0,
      updatedAt: T0,
      title: 'Negligence',
      currentVersionId: 'v2',
    });
    expect(map.currentVersionId).toBe('v2');
    expect(map).not.toHaveProperty('versions');
  });
});

describe('node and edge data mapping', () => {
  it('rows become shapes: nodes then edges, bookkeeping left out, links kept', () => {
    const shapes = rowsToShapes(
      [node('a', { link: { type: 'reading', id: 'r1' }, x: 10, y: 20 }), node('b', { kind: 'outcome' })],
      [edge('e', 'a', 'b', 'No')],
    );
    expect(shapes).toEqual([
      {
        type: 'node',
        id: 'a',
        kind: 'question',
        label: 'a',
        x: 10,
        y: 20,
        link: { type: 'reading', id: 'r1' },
      },
      { type: 'node', id: 'b', kind: 'outcome', label: 'b', x: 0, y: 0 },
      { type: 'edge', id: 'e', source: 'a', target: 'b', label: 'No' },
    ]);
    for (const s of shapes) expect(FlowmapShape.parse(s)).toEqual(s);
  });

  it('an edge to a node that is gone is left out of the drawing', () => {
    expect(rowsToDrawing([node('a')], [edge('e', 'a', 'ghost')]).edges).toEqual([]);
  });

  it('shapes back to a drawing: invalid shapes, repeated ids and dangling edges are dropped', () => {
    const drawing = shapesToDrawing([
      { type: 'node', id: 'a', kind: 'rule', label: 'A', x: 1, y: 2 },
      { type: 'node', id: 'a', kind: 'rule', label: 'again', x: 1, y: 2 },
      { type: 'node', id: 'bad', kind: 'rule', label: '', x: 1, y: 2 },
      { type: 'node', id: 'far', kind: 'rule', label: 'x', x: Number.POSITIVE_INFINITY, y: 0 },
      { type: 'edge', id: 'e1', source: 'a', target: 'a', label: 'Yes' },
      { type: 'edge', id: 'e2', source: 'a', target: 'missing' },
      'garbage',
    ]);
    expect(drawing.nodes.map((n) => n.label)).toEqual(['A']);
    expect(drawing.edges.map((e) => e.id)).toEqual(['e1']);
  });

  it('diff touches only what differs', () => {
    const from = rowsToDrawing([node('a'), node('b'), node('c')], [edge('e1', 'a', 'b')]);
    const to = shapesToDrawing([
      { type: 'node', id: 'a', kind: 'question', label: 'a', x: 0, y: 0 },
      { type: 'node', id: 'b', kind: 'question', label: 'B changed', x: 0, y: 0 },
      { type: 'node', id: 'd', kind: 'note', label: 'd', x: 0, y: 0 },
      { type: 'edge', id: 'e2', source: 'a', target: 'd', label: 'Yes' },
    ]);
    const diff = diffDrawings(from, to);
    expect(diff.addNodes.map((n) => n.id)).toEqual(['d']);
    expect(diff.updateNodes.map((n) => n.id)).toEqual(['b']);
    expect(diff.removeNodes).toEqual(['c']);
    expect(diff.addEdges.map((e) => e.id)).toEqual(['e2']);
    expect(diff.removeEdges).toEqual(['e1']);
    expect(diffDrawings(from, from)).toMatchObject({ addNodes: [], updateNodes: [], removeNodes: [] });
  });

  it('remapping gives the same new id to the same old id in nodes, edges and shapes', () => {
    let n = 0;
    const remap = remapIds(() => `n${++n}`);
    const a = remap.node({ id: 'a', kind: 'rule', label: 'A', x: 0, y: 0 });
    const e = remap.edge({ id: 'e', source: 'a', target: 'b' });
    const s = remap.shape({ type: 'edge', id: 'e', source: 'b', target: 'a', label: undefined });
    expect(a.id).toBe('n1');
    expect(e).toEqual({ id: 'n2', source: 'n1', target: 'n3' });
    expect(s).toMatchObject({ id: 'n2', source: 'n3', target: 'n1' });
  });
});

describe('editing rules', () => {
  const q = { id: 'q', kind: 'question' as const, label: 'Duty?', x: 100, y: 0 };
  it('a question’s first child branch is Yes, its second No, then unlabelled', () => {
    const first = addChild(q, [], { node: 'c1', edge: 'e1' });
    expect(first.edge).toEqual({ id: 'e1', source: 'q', target: 'c1', label: 'Yes' });
    expect(first.node).toMatchObject({ kind: 'element', label: 'New element', x: 100 });
    expect(first.node.y).toBeGreaterThan(q.y);
    const second = addChild(q, [first.edge], { node: 'c2', edge: 'e2' });
    expect(second.edge.label).toBe('No');
    expect(second.node.x).toBeGreaterThan(first.node.x);
    expect(addChild(q, [first.edge, second.edge], { node: 'c3', edge: 'e3' }).edge.label).toBeUndefined();
  });
  it('a rule’s child is an element with an unlabelled edge', () => {
    const child = addChild({ ...q, kind: 'rule' }, [], { node: 'c', edge: 'e' });
    expect(child.node.kind).toBe('element');
    expect(child.edge.label).toBeUndefined();
  });
});

describe('tidy layout', () => {
  it('puts parents above children and keeps siblings apart', () => {
    const at = tidyLayout(
      [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      [
        { source: 'a', target: 'b' },
        { source: 'a', target: 'c' },
        { source: 'a', target: 'ghost' },
      ],
    );
    const [a, b, c] = ['a', 'b', 'c'].map((id) => at.get(id)) as { x: number; y: number }[];
    expect(a && b && c).toBeTruthy();
    expect(b?.y).toBeGreaterThan(a?.y ?? 0);
    expect(b?.y).toBe(c?.y);
    expect(Math.abs((b?.x ?? 0) - (c?.x ?? 0))).toBeGreaterThanOrEqual(180);
  });
  it('lays out a cycle, and a 200-node, 250-edge map with no two nodes in one place', () => {
    const cycle = tidyLayout(
      [{ id: 'a' }, { id: 'b' }],
      [
        { source: 'a', target: 'b' },
        { source: 'b', target: 'a' },
      ],
    );
    expect(cycle.get('a')).not.toEqual(cycle.get('b'));
    const { nodes, edges } = benchGraph();
    expect(edges).toHaveLength(250);
    const at = tidyLayout(nodes, edges);
    expect(at.size).toBe(200);
    const seen = new Set([...at.values()].map((p) => `${p.x},${p.y}`));
    expect(seen.size).toBe(200);
  });
});

describe('list', () => {
  const base = {
    createdAt: T0,
    isPublic: false,
    tags: [] as string[],
    category: 'principle',
    description: undefined,
    doctrine: undefined,
  };
  const maps: Flowmap[] = [
    {
      ...base,
      id: '1',
      title: 'Negligence',
      doctrine: 'Duty of care',
      courseId: 'torts',
      updatedAt: T0,
      tags: ['exam'],
    },
    { ...base, id: '2', title: 'Offer', category: 'test', courseId: 'contracts', updatedAt: T2 },
    {
      ...base,
      id: '3',
      title: 'Self-defence',
      category: 'defence',
      courseId: 'torts',
      updatedAt: T1,
      tags: ['exam', 'crim'],
    },
  ];
  it('filters by search text (doctrine and tags too), course, category and tag; newest first', () => {
    expect(filterFlowmaps(maps, NO_FILTERS).map((m) => m.id)).toEqual(['2', '3', '1']);
    expect(filterFlowmaps(maps, { ...NO_FILTERS, query: 'DUTY' }).map((m) => m.id)).toEqual(['1']);
    expect(filterFlowmaps(maps, { ...NO_FILTERS, query: 'crim' }).map((m) => m.id)).toEqual(['3']);
    expect(filterFlowmaps(maps, { ...NO_FILTERS, courseId: 'torts' }).map((m) => m.id)).toEqual(['3', '1']);
    expect(filterFlowmaps(maps, { ...NO_FILTERS, category: 'test' }).map((m) => m.id)).toEqual(['2']);
    expect(filterFlowmaps(maps, { ...NO_FILTERS, tag: 'exam', courseId: 'torts' }).map((m) => m.id)).toEqual([
      '3',
      '1',
    ]);
    expect(filterOptions(maps)).toEqual({
      categories: ['defence', 'principle', 'test'],
      tags: ['crim', 'exam'],
    });
  });
  it('the preview fits the drawing into its box', () => {
    const p = previewOf(rowsToDrawing([node('a'), node('b', { x: 2000, y: 900 })], [edge('e', 'a', 'b')]));
    for (const b of p.boxes) {
      expect(b.x + b.w).toBeLessThanOrEqual(p.width);
      expect(b.y + b.h).toBeLessThanOrEqual(p.height);
    }
    expect(p.lines).toHaveLength(1);
    expect(previewOf({ nodes: [], edges: [] }).boxes).toEqual([]);
  });
});

describe('form and messages', () => {
  it('needs a title and a week from 1 to 60; tags are split, trimmed, unique', () => {
    expect(flowmapDraftErrors({ title: ' ' })).toEqual({ title: 'Title is required' });
    expect(flowmapDraftErrors({ title: 'x', weekNumber: 0 }).weekNumber).toBeDefined();
    expect(flowmapDraftErrors({ title: 'x', weekNumber: 3 })).toEqual({});
    expect(parseTags(' exam, torts,, exam ,')).toEqual(['exam', 'torts']);
  });
  it('keeps the spec’s fallback texts', () => {
    expect(FLOWMAP_TEXT).toMatchObject({
      title: 'Doctrine Flowmaps',
      createVersionFailed: 'Failed to create version',
      fetchListFailed: 'Failed to fetch flowmaps',
      fetchFailed: 'Failed to fetch flowmap',
      saveFailed: 'Failed to save flowmap',
      createFailed: 'Failed to create flowmap',
    });
  });
});
