import type { Drawing } from '../../core/flowmaps';
import { previewOf } from '../../core/flowmaps';

export const KIND_COLORS: Record<string, string> = {
  question: 'var(--mantine-color-blue-6)',
  element: 'var(--mantine-color-teal-6)',
  rule: 'var(--mantine-color-violet-6)',
  outcome: 'var(--mantine-color-orange-6)',
  note: 'var(--mantine-color-gray-6)',
};

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A small picture of the drawing for the list's card (plain SVG, no diagram library). */
export function FlowmapPreview({ drawing, title }: { drawing: Drawing; title: string }) {
  const p = previewOf(drawing);
  return (
    <svg
      viewBox={`0 0 ${p.width} ${p.height}`}
      width="100%"
      height={p.height}
      role="img"
      aria-label={`Preview of ${title}: ${count(drawing.nodes.length, 'node')}, ${count(drawing.edges.length, 'arrow')}`}
      style={{ background: 'var(--mantine-color-default-hover)', borderRadius: 6 }}
    >
      {p.lines.map((l) => (
        <line key={l.id} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} stroke="var(--mantine-color-dimmed)" />
      ))}
      {p.boxes.map((b) => (
        <rect key={b.id} x={b.x} y={b.y} width={b.w} height={b.h} rx={2} fill={KIND_COLORS[b.kind]} />
      ))}
    </svg>
  );
}
