import type { FlowmapNodeKind } from '../model';
import type { EdgeData, NodeData } from './mapping';

/** How each node kind is named in the editor. */
export const NODE_KIND_LABELS: Record<FlowmapNodeKind, string> = {
  question: 'Question / issue',
  element: 'Element / test',
  rule: 'Rule',
  outcome: 'Outcome',
  note: 'Note',
};

/** The edge labels offered as one click (anything else is free text). */
export const EDGE_LABELS = ['Yes', 'No'] as const;

/** A node's drawn size; the layout and the list preview use it. */
export const NODE_WIDTH = 180;
export const NODE_HEIGHT = 64;

/** What a child of a node usually is: an issue leads to its elements, an element to an outcome, … */
export function childKind(parent: FlowmapNodeKind): FlowmapNodeKind {
  switch (parent) {
    case 'question':
      return 'element';
    case 'element':
      return 'question';
    case 'rule':
      return 'element';
    case 'outcome':
      return 'note';
    case 'note':
      return 'note';
  }
}

/** The new child's label: a question's first branch is "Yes", its second "No". */
export function childEdgeLabel(parent: NodeData, edges: readonly EdgeData[]): string | undefined {
  if (parent.kind !== 'question' && parent.kind !== 'element') return undefined;
  const used = new Set(edges.filter((e) => e.source === parent.id).map((e) => e.label));
  return EDGE_LABELS.find((label) => !used.has(label));
}

/** Where a new child goes: below its parent, beside the children it already has. */
export function childPosition(parent: NodeData, edges: readonly EdgeData[]): { x: number; y: number } {
  const children = edges.filter((e) => e.source === parent.id).length;
  return { x: parent.x + children * (NODE_WIDTH + 40), y: parent.y + NODE_HEIGHT + 80 };
}

/** The child node and the edge to it, with the ids given. */
export function addChild(
  parent: NodeData,
  edges: readonly EdgeData[],
  ids: { node: string; edge: string },
): { node: NodeData; edge: EdgeData } {
  const kind = childKind(parent.kind);
  const label = childEdgeLabel(parent, edges);
  return {
    node: { id: ids.node, kind, label: defaultLabel(kind), ...childPosition(parent, edges) },
    edge: { id: ids.edge, source: parent.id, target: ids.node, ...(label ? { label } : {}) },
  };
}

/** The text a new node starts with. */
export function defaultLabel(kind: FlowmapNodeKind): string {
  switch (kind) {
    case 'question':
      return 'New question';
    case 'element':
      return 'New element';
    case 'rule':
      return 'New rule';
    case 'outcome':
      return 'New outcome';
    case 'note':
      return 'New note';
  }
}
