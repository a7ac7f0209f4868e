/**
 * Paints the thumbnails view lazily: a page's thumbnail is painted (by pdf.js, small) only once it comes
 * into sight, one at a time so the reading view is not held up, and at most MAX_PAINTED_THUMBNAILS stay
 * painted (src/core/reader/thumbnails.ts), so memory stays bounded whatever the page count.
 */
import { thumbnailScale, thumbnailsToClear } from '../../core/reader';

interface Viewport {
  width: number;
  height: number;
}
export interface ThumbnailDocument {
  getPage(n: number): Promise<{
    getViewport(o: { scale: number }): Viewport;
    render(o: { canvas: HTMLCanvasElement; viewport: Viewport }): { promise: Promise<void>; cancel(): void };
  }>;
}

export class ThumbnailPainter {
  private readonly canvases = new Map<number, HTMLCanvasElement>();
  private readonly pageOf = new WeakMap<Element, number>();
  private readonly visible = new Set<number>();
  private painted: number[] = [];
  private queue: number[] = [];
  private running = false;
  private destroyed = false;
  private current?: { cancel(): void };
  private readonly observer: IntersectionObserver;

  constructor(private readonly doc: ThumbnailDocument) {
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const page = this.pageOf.get(entry.target);
          if (page === undefined) continue;
          if (entry.isIntersecting) this.visible.add(page);
          else this.visible.delete(page);
          if (entry.isIntersecting && !this.painted.includes(page) && !this.queue.includes(page))
            this.queue.push(page);
        }
        void this.pump();
      },
      { rootMargin: '200px 0px' },
    );
  }

  observe(page: number, canvas: HTMLCanvasElement) {
    this.canvases.set(page, canvas);
    this.pageOf.set(canvas, page);
    this.observer.observe(canvas);
  }

  unobserve(page: number) {
    const canvas = this.canvases.get(page);
    if (canvas) this.observer.unobserve(canvas);
    this.canvases.delete(page);
    this.visible.delete(page);
    this.painted = this.painted.filter((p) => p !== page);
  }

  destroy() {
    this.destroyed = true;
    this.current?.cancel();
    this.observer.disconnect();
    for (const page of [...this.canvases.keys()]) this.clear(page);
  }

  private async pump() {
    if (this.running) return;
    this.running = true;
    try {
      for (let page = this.queue.shift(); page !== undefined && !this.destroyed; page = this.queue.shift()) {
        if (!this.visible.has(page) || this.painted.includes(page)) continue;
        await this.paint(page).catch(() => {}); // a page pdf.js cannot paint keeps its blank box
      }
    } finally {
      this.running = false;
    }
  }

  private async paint(page: number) {
    const canvas = this.canvases.get(page);
    if (!canvas) return;
    const pdfPage = await this.doc.getPage(page);
    const scale = thumbnailScale(pdfPage.getViewport({ scale: 1 }).width, window.devicePixelRatio);
    const viewport = pdfPage.getViewport({ scale });
    // Painted off screen, then shown at once (no half-painted thumbnail).
    const scratch = document.createElement('canvas');
    scratch.width = Math.floor(viewport.width);
    scratch.height = Math.floor(viewport.height);
    const task = pdfPage.render({ canvas: scratch, viewport });
    this.current = task;
    await task.promise;
    this.current = undefined;
    if (this.destroyed || this.canvases.get(page) !== canvas) return;
    canvas.width = scratch.width;
    canvas.height = scratch.height;
    canvas.getContext('2d')?.drawImage(scratch, 0, 0);
    scratch.width = 0;
    scratch.height = 0;
    canvas.dataset.painted = 'true';
    this.painted.push(page);
    for (const old of thumbnailsToClear(this.painted, this.visible)) this.clear(old);
  }

  private clear(page: number) {
    const canvas = this.canvases.get(page);
    if (canvas) {
      canvas.width = 0;
      canvas.height = 0;
      delete canvas.dataset.painted;
    }
    this.painted = this.painted.filter((p) => p !== page);
  }
}
