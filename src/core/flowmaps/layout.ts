import dagre from '@dagrejs/dagre';
import { NODE_HEIGHT, NODE_WIDTH } from './editing';

export interface LayoutNode {
  id: string;
  width?: number | undefined;
  height?: number | undefined;
}
export interface LayoutEdge {
  source: string;
  target: string;
}

/**
 * Tidy layout: ranks the nodes top to bottom along their edges (dagre's layered layout) and returns each
 * node's new top-left corner, rounded. Edges to unknown nodes are ignored; a graph with cycles still lays out.
 */
export function tidyLayout(
  nodes: readonly LayoutNode[],
  edges: readonly LayoutEdge[],
): Map<string, { x: number; y: number }> {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  // tight-tree ranks a decision tree as well as network-simplex does, in a fraction of the time.
  graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70, marginx: 0, marginy: 0, ranker: 'tight-tree' });
  graph.setDefaultEdgeLabel(() => ({}));
  const ids = new Set<string>();
  for (const n of nodes) {
    ids.add(n.id);
    graph.setNode(n.id, { width: n.width ?? NODE_WIDTH, height: n.height ?? NODE_HEIGHT });
  }
  edges.forEach((e, i) => {
    if (ids.has(e.source) && ids.has(e.target)) graph.setEdge(e.source, e.target, {}, `e${i}`);
  });
  // Skipping the repeated ordering sweeps halves the time; a doctrine tree has few crossings to remove.
  dagre.layout(graph, { disableOptimalOrderHeuristic: true });
  const out = new Map<string, { x: number; y: number }>();
  for (const n of nodes) {
    const placed = graph.node(n.id);
    const w = n.width ?? NODE_WIDTH;
    const h = n.height ?? NODE_HEIGHT;
    out.set(n.id, { x: Math.round(placed.x - w / 2), y: Math.round(placed.y - h / 2) });
  }
  return out;
}

/**
 * The benchmark's flowmap: a 200-node decision tree (each question with two branches) plus 51 edges where
 * branches meet a neighbour's outcome, 250 edges in all (also used by the layout test).
 */
export function benchGraph(size = 200): {
  nodes: { id: string }[];
  edges: { source: string; target: string }[];
} {
  const nodes = Array.from({ length: size }, (_, i) => ({ id: `n${i}` }));
  const tree = nodes.slice(1).map((n, i) => ({ source: `n${Math.floor(i / 2)}`, target: n.id }));
  const joins = Array.from({ length: 51 }, (_, i) => ({ source: `n${i + 1}`, target: `n${2 * i + 5}` }));
  return { nodes, edges: [...tree, ...joins] };
}
