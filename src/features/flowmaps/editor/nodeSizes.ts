import { Position } from '@xyflow/react';
import { NODE_WIDTH, type NodeSizeInput, nodeHandles, nodeHeight } from '../../../core/flowmaps';

let measure: ((text: string) => number) | undefined;

/** Measures a line of node label text (13 px in the page's font) on a canvas; made once. */
function textWidth(): (text: string) => number {
  if (measure) return measure;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return () => Number.POSITIVE_INFINITY; // no canvas: every word on its own line (a taller guess)
  context.font = `13px ${getComputedStyle(document.body).fontFamily}`;
  const widths = new Map<string, number>();
  measure = (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = context.measureText(text).width;
      if (widths.size < 5_000) widths.set(text, width);
    }
    return width;
  };
  return measure;
}

/** A node's size as React Flow is given it: width and height, and where its two handles are. */
export interface NodeSize {
  initialWidth: number;
  initialHeight: number;
  handles: Array<{
    type: 'source' | 'target';
    position: Position;
    x: number;
    y: number;
    width: number;
    height: number;
  }>;
}

/**
 * The size `height` px high (`exact` the height as laid out, in fractions of a px): React Flow draws the node
 * and its arrows with it before measuring anything.
 */
export function sizeOf(height: number, width = NODE_WIDTH, exact = height): NodeSize {
  return {
    initialWidth: width,
    initialHeight: height,
    handles: nodeHandles(exact).map((h) => ({
      ...h,
      position: h.position === 'top' ? Position.Top : Position.Bottom,
    })),
  };
}

/**
 * What a node not yet drawn is given: its size guessed from its text (core/flowmaps/nodeSize.ts). With it React
 * Flow draws every node and arrow in its first render, instead of hiding the nodes until a ResizeObserver has
 * measured them and drawing the arrows in a second render.
 */
export function guessSize(node: NodeSizeInput): NodeSize {
  const { height, exact } = guessHeight(node);
  return sizeOf(height, NODE_WIDTH, exact);
}

const guessed = new Map<string, { height: number; exact: number }>();

/** nodeHeight with this page's font, kept per kind, link and label (a repeated label is not wrapped again). */
function guessHeight(node: NodeSizeInput): { height: number; exact: number } {
  const key = `${node.kind}|${node.link ? 1 : 0}|${node.label}`;
  let size = guessed.get(key);
  if (!size) {
    size = nodeHeight(node, textWidth());
    if (guessed.size < 5_000) guessed.set(key, size);
  }
  return size;
}

/**
 * Guesses the sizes of `nodes` ahead (the list does it when idle for the flowmaps it shows), so that opening
 * one does not first wrap and measure every label: the first canvas measurements of a page are its slowest.
 */
export function warmNodeSizes(nodes: Iterable<NodeSizeInput>, max = 2_000): void {
  let n = 0;
  for (const node of nodes) {
    if (n++ >= max) return;
    guessHeight(node);
  }
}

type Sized = { id: string; initialWidth?: number | undefined; initialHeight?: number | undefined };
type Measured = {
  type: 'dimensions';
  id: string;
  dimensions?: { width: number; height: number } | undefined;
};

/**
 * The measured sizes that differ from the sizes the nodes have, as new sizes. A measurement equal to the
 * guess changes nothing (so the editor does not draw every node again after React Flow has measured them);
 * one that differs (a guess off by a line, a label edited) becomes the node's size and moves its handles.
 */
export function measuredSizes(
  changes: readonly { type: string; [key: string]: unknown }[],
  nodes: readonly Sized[],
): Map<string, NodeSize> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const sizes = new Map<string, NodeSize>();
  for (const change of changes) {
    if (change.type !== 'dimensions') continue;
    const { id, dimensions } = change as Measured;
    const node = byId.get(id);
    if (!node || !dimensions?.width || !dimensions.height) continue;
    if (node.initialWidth === dimensions.width && node.initialHeight === dimensions.height) continue;
    sizes.set(id, sizeOf(dimensions.height, dimensions.width));
  }
  return sizes;
}
