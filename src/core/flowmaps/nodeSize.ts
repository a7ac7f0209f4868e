import type { FlowmapLink, FlowmapNodeKind } from '../model';
import { NODE_WIDTH } from './editing';

/**
 * A node's drawn height before the browser has measured it, from the editor's node CSS
 * (src/features/flowmaps/editor/DoctrineNode.module.css: 13 px text at line-height 1.3, 6 px padding, a 2 px
 * border, 4 px for a rule's double one, a 10 px kind line, at least 64 px). The editor gives React Flow this
 * size and where the node's two handles are, so the first drawing already has every node and every arrow;
 * React Flow then measures the real node and moves an arrow's end if the guess was off.
 * `textWidth` measures a line of the 13 px label text (a canvas in the browser, a fake in tests).
 */
export const NODE_MIN_HEIGHT = 64;
const PADDING_X = 10;
const PADDING_Y = 6;
/** The browser lays out in 1/64 px: a 16.9 px line is 16.890625 px. */
const layoutUnits = (px: number) => Math.floor(px * 64) / 64;
const KIND_LINE = layoutUnits(10 * 1.3);
const LABEL_LINE = layoutUnits(13 * 1.3);
const LINK_LINE = 4 + LABEL_LINE; // margin-top 4 px; the link sits on a line of the node's own text
/** React Flow's handle: 6 px (border included), centred on the node's top or bottom edge. */
export const HANDLE_SIZE = 6;

export interface NodeSizeInput {
  kind: FlowmapNodeKind;
  label: string;
  link?: FlowmapLink | undefined;
}

const borderOf = (kind: FlowmapNodeKind) => (kind === 'rule' ? 4 : 2);

/** How many lines `text` takes in `width` px (pre-wrap; a word wider than a line breaks anywhere). */
export function lineCount(text: string, width: number, textWidth: (text: string) => number): number {
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    lines += 1;
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines += 1;
      const wide = textWidth(word);
      if (wide <= width) {
        line = word;
        continue;
      }
      lines += Math.ceil(wide / width) - 1;
      line = '';
    }
  }
  return text === '' ? 0 : lines;
}

/**
 * The node's laid-out height (`exact`, in the browser's 1/64 px) and that height in whole px, as React Flow
 * measures it (offsetHeight).
 */
export function nodeHeight(
  node: NodeSizeInput,
  textWidth: (text: string) => number,
): { height: number; exact: number } {
  const border = borderOf(node.kind);
  const inner = NODE_WIDTH - 2 * PADDING_X - 2 * border;
  const content =
    KIND_LINE + lineCount(node.label, inner, textWidth) * LABEL_LINE + (node.link ? LINK_LINE : 0);
  const exact = Math.max(NODE_MIN_HEIGHT, content + 2 * PADDING_Y + 2 * border);
  return { height: Math.round(exact), exact };
}

/**
 * Where React Flow finds the node's target (top) and source (bottom) handles, relative to the node, `height`
 * being the node's laid-out height (the handle is centred on the bottom edge, which need not be a whole px).
 */
export function nodeHandles(height: number) {
  const x = NODE_WIDTH / 2 - HANDLE_SIZE / 2;
  const size = { width: HANDLE_SIZE, height: HANDLE_SIZE };
  return [
    { type: 'target' as const, position: 'top' as const, x, y: -HANDLE_SIZE / 2, ...size },
    { type: 'source' as const, position: 'bottom' as const, x, y: height - HANDLE_SIZE / 2, ...size },
  ];
}
