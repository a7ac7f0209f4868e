import type { Drawing } from '../../../core/flowmaps';

/** How many nodes the off-screen warm-up draws (EditorWarmup): enough to run every part of the editor's code. */
export const WARMUP_NODES = 40;

/**
 * The part of `drawing` the editor draws off-screen (EditorWarmup): its first WARMUP_NODES nodes and the arrows
 * between them. Drawing the student's whole 200-node map there cost 0.3-0.5 s of main-thread CPU in long
 * commits right when the list had shown (a click then waited for them); the code it compiles and runs is the
 * same.
 */
export function warmupSample(drawing: Drawing): Drawing {
  if (drawing.nodes.length <= WARMUP_NODES) return drawing;
  const nodes = drawing.nodes.slice(0, WARMUP_NODES);
  const ids = new Set(nodes.map((n) => n.id));
  return { nodes, edges: drawing.edges.filter((e) => ids.has(e.source) && ids.has(e.target)) };
}
