import { describe, expect, it } from 'vitest';
import { HANDLE_SIZE, lineCount, NODE_MIN_HEIGHT, nodeHandles, nodeHeight } from './nodeSize';

/** A fake text measurer: every character 10 px wide (a line of the label holds 15 characters). */
const tenPx = (text: string) => text.length * 10;

describe('lineCount', () => {
  it('wraps words that do not fit, keeps what fits on one line', () => {
    expect(lineCount('Duty of care', 156, tenPx)).toBe(1);
    expect(lineCount('Was the duty breached here?', 156, tenPx)).toBe(2); // 'Was the duty' | 'breached here?'
  });
  it('starts a line at every newline and breaks a word wider than a line anywhere', () => {
    expect(lineCount('Yes\nNo', 156, tenPx)).toBe(2);
    expect(lineCount('x'.repeat(40), 156, tenPx)).toBe(3);
    expect(lineCount(`a ${'x'.repeat(20)}`, 156, tenPx)).toBe(3);
  });
  it('an empty label takes no line', () => {
    expect(lineCount('', 156, tenPx)).toBe(0);
  });
});

describe('nodeHeight', () => {
  it('is the CSS box: kind line, label lines in 1/64 px, padding and border, rounded as offsetHeight', () => {
    // 3 label lines: 13 + 3 x 16.890625 + 12 + 4 = 79.671875 (what Chromium lays out for the bench's labels)
    const three = nodeHeight({ kind: 'question', label: 'a'.repeat(15 * 3) }, tenPx);
    expect(three).toEqual({ height: 80, exact: 79.671875 });
    // a rule's double border is 4 px: 4 lines, 100.5625 -> 101
    expect(nodeHeight({ kind: 'rule', label: 'a'.repeat(15 * 3 + 1) }, tenPx)).toEqual({
      height: 101,
      exact: 100.5625,
    });
  });
  it('is never less than the minimum height, and a link adds its line', () => {
    expect(nodeHeight({ kind: 'note', label: 'Short' }, tenPx).height).toBe(NODE_MIN_HEIGHT);
    const plain = nodeHeight({ kind: 'element', label: 'a'.repeat(40) }, tenPx).exact;
    const linked = nodeHeight(
      { kind: 'element', label: 'a'.repeat(40), link: { type: 'reading', id: 'r1' } },
      tenPx,
    ).exact;
    expect(linked).toBeGreaterThan(plain);
  });
});

describe('nodeHandles', () => {
  it('puts the target handle centred on the top edge and the source on the bottom edge', () => {
    const [target, source] = nodeHandles(79.671875);
    expect(target).toMatchObject({ type: 'target', position: 'top', x: 90 - HANDLE_SIZE / 2, y: -3 });
    expect(source).toMatchObject({ type: 'source', position: 'bottom', x: 87, y: 76.671875 });
  });
});
