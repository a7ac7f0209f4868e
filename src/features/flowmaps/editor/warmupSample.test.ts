import { describe, expect, it } from 'vitest';
import type { Drawing } from '../../../core/flowmaps';
import { WARMUP_NODES, warmupSample } from './warmupSample';

const node = (i: number) => ({
  id: `n${i}`,
  kind: 'question' as const,
  label: `Step ${i}`,
  x: 0,
  y: i * 100,
});
const chain = (count: number): Drawing => ({
  nodes: Array.from({ length: count }, (_, i) => node(i)),
  edges: Array.from({ length: count - 1 }, (_, i) => ({ id: `e${i}`, source: `n${i}`, target: `n${i + 1}` })),
});

describe('warmupSample', () => {
  it('keeps a small map whole', () => {
    const small = chain(5);
    expect(warmupSample(small)).toBe(small);
  });
  it('takes the first nodes of a large map and only the arrows between them', () => {
    const sample = warmupSample(chain(200));
    expect(sample.nodes.map((n) => n.id)).toEqual(chain(WARMUP_NODES).nodes.map((n) => n.id));
    expect(sample.edges).toHaveLength(WARMUP_NODES - 1);
    const ids = new Set(sample.nodes.map((n) => n.id));
    expect(sample.edges.every((e) => ids.has(e.source) && ids.has(e.target))).toBe(true);
  });
});
