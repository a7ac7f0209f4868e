import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { measuredSizes, sizeOf } from './nodeSizes';

describe('measuredSizes', () => {
  const nodes = [
    { id: 'a', ...sizeOf(80) },
    { id: 'b', ...sizeOf(97) },
  ];
  it('ignores a measurement equal to the size the node has (no redraw of every node after measuring)', () => {
    const changes = [
      { type: 'dimensions', id: 'a', dimensions: { width: 180, height: 80 } },
      { type: 'select', id: 'b', selected: true },
    ];
    expect(measuredSizes(changes, nodes).size).toBe(0);
  });
  it('makes a different measurement the node size, with its handles moved to the new bottom edge', () => {
    const sizes = measuredSizes(
      [{ type: 'dimensions', id: 'b', dimensions: { width: 180, height: 114 } }],
      nodes,
    );
    expect(sizes.get('b')).toEqual(sizeOf(114));
    expect(sizes.get('b')?.handles.find((h) => h.type === 'source')).toMatchObject({
      position: Position.Bottom,
      y: 111,
    });
  });
  it('skips a measurement of nothing (a node not drawn) or of an unknown node', () => {
    const changes = [
      { type: 'dimensions', id: 'a', dimensions: { width: 0, height: 0 } },
      { type: 'dimensions', id: 'zz', dimensions: { width: 180, height: 50 } },
    ];
    expect(measuredSizes(changes, nodes).size).toBe(0);
  });
});
