import type { Flowmap } from '../model';
import { NODE_HEIGHT, NODE_WIDTH } from './editing';
import type { Drawing } from './mapping';

export interface FlowmapFilters {
  query: string;
  courseId: string | null;
  category: string | null;
  tag: string | null;
}

export const NO_FILTERS: FlowmapFilters = { query: '', courseId: null, category: null, tag: null };

/** The list: filtered by the search text (title, doctrine, description, tags), course, category and tag; most recently updated first. */
export function filterFlowmaps(flowmaps: readonly Flowmap[], filters: FlowmapFilters): Flowmap[] {
  const q = filters.query.trim().toLocaleLowerCase();
  return flowmaps
    .filter((f) => !filters.courseId || f.courseId === filters.courseId)
    .filter((f) => !filters.category || f.category === filters.category)
    .filter((f) => !filters.tag || f.tags.includes(filters.tag))
    .filter(
      (f) =>
        !q ||
        [f.title, f.doctrine ?? '', f.description ?? '', ...f.tags].some((text) =>
          text.toLocaleLowerCase().includes(q),
        ),
    )
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
}

/** Every category and tag in use, sorted, for the filters. */
export function filterOptions(flowmaps: readonly Flowmap[]): { categories: string[]; tags: string[] } {
  const categories = new Set<string>();
  const tags = new Set<string>();
  for (const f of flowmaps) {
    if (f.category) categories.add(f.category);
    for (const t of f.tags) tags.add(t);
  }
  const sort = (s: Set<string>) => [...s].sort((a, b) => a.localeCompare(b));
  return { categories: sort(categories), tags: sort(tags) };
}

/** A drawing scaled into a small box for the card preview: node rectangles and edge lines. */
export interface Preview {
  width: number;
  height: number;
  boxes: { id: string; kind: string; x: number; y: number; w: number; h: number }[];
  lines: { id: string; x1: number; y1: number; x2: number; y2: number }[];
}

export function previewOf(drawing: Drawing, width = 240, height = 120): Preview {
  const { nodes } = drawing;
  if (nodes.length === 0) return { width, height, boxes: [], lines: [] };
  const minX = Math.min(...nodes.map((n) => n.x));
  const minY = Math.min(...nodes.map((n) => n.y));
  const maxX = Math.max(...nodes.map((n) => n.x + NODE_WIDTH));
  const maxY = Math.max(...nodes.map((n) => n.y + NODE_HEIGHT));
  const pad = 4;
  const scale = Math.min((width - 2 * pad) / (maxX - minX), (height - 2 * pad) / (maxY - minY), 0.5);
  const at = (x: number, y: number) => ({ x: pad + (x - minX) * scale, y: pad + (y - minY) * scale });
  const centre = new Map(nodes.map((n) => [n.id, at(n.x + NODE_WIDTH / 2, n.y + NODE_HEIGHT / 2)] as const));
  return {
    width,
    height,
    boxes: nodes.map((n) => ({
      id: n.id,
      kind: n.kind,
      ...at(n.x, n.y),
      w: NODE_WIDTH * scale,
      h: NODE_HEIGHT * scale,
    })),
    lines: drawing.edges.flatMap((e) => {
      const a = centre.get(e.source);
      const b = centre.get(e.target);
      return a && b ? [{ id: e.id, x1: a.x, y1: a.y, x2: b.x, y2: b.y }] : [];
    }),
  };
}
