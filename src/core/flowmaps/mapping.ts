import {
  type FlowmapEdge,
  FlowmapEdgeShape,
  type FlowmapLink,
  type FlowmapNode,
  type FlowmapNodeKind,
  FlowmapNodeShape,
  type FlowmapShape,
} from '../model';

/** A node or edge as the drawing holds it: its shape without the row's bookkeeping. */
export interface NodeData {
  id: string;
  kind: FlowmapNodeKind;
  label: string;
  x: number;
  y: number;
  link?: FlowmapLink | undefined;
}
export interface EdgeData {
  id: string;
  source: string;
  target: string;
  label?: string | undefined;
}
export interface Drawing {
  nodes: NodeData[];
  edges: EdgeData[];
}

const nodeData = (n: FlowmapNode | FlowmapNodeShape): NodeData => ({
  id: n.id,
  kind: n.kind,
  label: n.label,
  x: n.x,
  y: n.y,
  ...(n.link ? { link: { type: n.link.type, id: n.link.id } } : {}),
});
const edgeData = (e: FlowmapEdge | FlowmapEdgeShape): EdgeData => ({
  id: e.id,
  source: e.source,
  target: e.target,
  ...(e.label ? { label: e.label } : {}),
});

/** The working rows as a version's shapes (nodes first, then edges; edges to missing nodes left out). */
export function rowsToShapes(nodes: readonly FlowmapNode[], edges: readonly FlowmapEdge[]): FlowmapShape[] {
  const drawing = rowsToDrawing(nodes, edges);
  return [
    ...drawing.nodes.map((n) => ({ type: 'node' as const, ...n })),
    ...drawing.edges.map((e) => ({ type: 'edge' as const, ...e, label: e.label })),
  ];
}

/** The working rows as a drawing: edges whose ends are missing are dropped (a node deleted elsewhere). */
export function rowsToDrawing(nodes: readonly FlowmapNode[], edges: readonly FlowmapEdge[]): Drawing {
  const ids = new Set(nodes.map((n) => n.id));
  return {
    nodes: nodes.map(nodeData),
    edges: edges.filter((e) => ids.has(e.source) && ids.has(e.target)).map(edgeData),
  };
}

/**
 * A version's shapes as a drawing. Every shape is validated again; one that does not parse, a repeated id
 * and an edge whose ends are missing are left out, never thrown at the editor.
 */
export function shapesToDrawing(shapes: readonly unknown[]): Drawing {
  const nodes: NodeData[] = [];
  const edges: EdgeData[] = [];
  const seen = new Set<string>();
  for (const raw of shapes) {
    const node = FlowmapNodeShape.safeParse(raw);
    if (node.success && !seen.has(node.data.id)) {
      seen.add(node.data.id);
      nodes.push(nodeData(node.data));
    }
  }
  const nodeIds = new Set(nodes.map((n) => n.id));
  for (const raw of shapes) {
    const edge = FlowmapEdgeShape.safeParse(raw);
    if (!edge.success || seen.has(edge.data.id)) continue;
    if (!nodeIds.has(edge.data.source) || !nodeIds.has(edge.data.target)) continue;
    seen.add(edge.data.id);
    edges.push(edgeData(edge.data));
  }
  return { nodes, edges };
}

/** What turns one drawing into another, row by row (only rows that really change). */
export interface DrawingDiff {
  addNodes: NodeData[];
  updateNodes: NodeData[];
  removeNodes: string[];
  addEdges: EdgeData[];
  updateEdges: EdgeData[];
  removeEdges: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function diffRows<T extends { id: string }>(from: readonly T[], to: readonly T[]) {
  const before = new Map(from.map((r) => [r.id, r]));
  const after = new Set(to.map((r) => r.id));
  return {
    add: to.filter((r) => !before.has(r.id)),
    update: to.filter((r) => before.has(r.id) && !same(before.get(r.id), r)),
    remove: from.filter((r) => !after.has(r.id)).map((r) => r.id),
  };
}

/** The row changes that turn `from` into `to` (switching to a version touches only what differs). */
export function diffDrawings(from: Drawing, to: Drawing): DrawingDiff {
  const n = diffRows(from.nodes, to.nodes);
  const e = diffRows(from.edges, to.edges);
  return {
    addNodes: n.add,
    updateNodes: n.update,
    removeNodes: n.remove,
    addEdges: e.add,
    updateEdges: e.update,
    removeEdges: e.remove,
  };
}

/**
 * Gives every node and edge of a drawing (and of each version's shapes) a fresh id, the same new id for the
 * same old one everywhere, so a duplicate never shares a row with its original.
 */
export function remapIds(makeId: () => string) {
  const ids = new Map<string, string>();
  const to = (id: string) => {
    let next = ids.get(id);
    if (!next) {
      next = makeId();
      ids.set(id, next);
    }
    return next;
  };
  return {
    node: <T extends NodeData>(n: T): T => ({ ...n, id: to(n.id) }),
    edge: <T extends EdgeData>(e: T): T => ({
      ...e,
      id: to(e.id),
      source: to(e.source),
      target: to(e.target),
    }),
    shape: (s: FlowmapShape): FlowmapShape =>
      s.type === 'node'
        ? { ...s, id: to(s.id) }
        : { ...s, id: to(s.id), source: to(s.source), target: to(s.target) },
  };
}
