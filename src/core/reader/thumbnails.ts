/**
 * The thumbnails view's memory rule: thumbnails are painted only when seen, and at most MAX_PAINTED_THUMBNAILS
 * are kept painted; past that the ones painted longest ago that are out of sight are cleared (and painted
 * again if they come back into sight). A thumbnail is THUMBNAIL_WIDTH CSS pixels wide.
 */
export const THUMBNAIL_WIDTH = 112;
export const MAX_PAINTED_THUMBNAILS = 40;

/**
 * Which painted thumbnails to clear: `painted` in the order they were painted (oldest first), `visible` the
 * pages in sight now. Never one in sight; the oldest first, until at most `max` stay painted.
 */
export function thumbnailsToClear(
  painted: readonly number[],
  visible: ReadonlySet<number>,
  max = MAX_PAINTED_THUMBNAILS,
): number[] {
  let over = painted.length - max;
  const out: number[] = [];
  for (const page of painted) {
    if (over <= 0) break;
    if (visible.has(page)) continue;
    out.push(page);
    over--;
  }
  return out;
}

/** The scale that paints a page `pageWidth` points wide as a thumbnail (times the screen's pixel ratio). */
export function thumbnailScale(pageWidth: number, pixelRatio = 1): number {
  if (!(pageWidth > 0)) return 0;
  const ratio = Math.min(3, Math.max(1, pixelRatio || 1));
  return (THUMBNAIL_WIDTH / pageWidth) * ratio;
}
