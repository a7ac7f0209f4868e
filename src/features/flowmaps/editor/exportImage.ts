import { getNodesBounds, getViewportForBounds, type Node } from '@xyflow/react';
import { toPng, toSvg } from 'html-to-image';

/** The file name for an export: the title in safe characters. */
export function exportFileName(title: string, ext: 'png' | 'svg'): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'flowmap'}.${ext}`;
}

/**
 * The whole drawing (not just what is on screen) as a PNG or SVG data URL: the viewport element is rendered
 * by html-to-image with a transform that fits every node in the image.
 */
export async function drawingImage(nodes: Node[], format: 'png' | 'svg', root: HTMLElement): Promise<string> {
  const viewport = root.querySelector<HTMLElement>('.react-flow__viewport');
  if (!viewport) throw new Error('The drawing is not on screen');
  const bounds = getNodesBounds(nodes);
  const width = Math.min(4096, Math.max(320, Math.ceil(bounds.width + 80)));
  const height = Math.min(4096, Math.max(240, Math.ceil(bounds.height + 80)));
  const view = getViewportForBounds(bounds, width, height, 0.2, 2, 0.05);
  const background = getComputedStyle(root).getPropertyValue('--mantine-color-body').trim() || '#ffffff';
  const options = {
    backgroundColor: background,
    width,
    height,
    style: {
      width: `${width}px`,
      height: `${height}px`,
      transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`,
    },
  };
  return format === 'png' ? toPng(viewport, options) : toSvg(viewport, options);
}

/** Saves a data URL as a file through the browser's download (the app's one download helper). */
export { downloadUrl as download } from '../../../ui/download';
