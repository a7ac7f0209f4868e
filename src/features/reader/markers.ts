import type { PdfAnnotation } from '../../core/model';

interface MarkerPage {
  div: HTMLElement;
  pdfPage?: { view: number[] } | null;
}

/**
 * The on-page markers of standalone comments: one button per comment, placed in page percentages so it
 * follows zoom. Click or Enter opens the comment's popup (the button's own behaviour).
 */
export function syncMarkers(
  pageOf: (index: number) => MarkerPage | undefined,
  pageCount: number,
  comments: readonly PdfAnnotation[],
  open: (id: string, anchor: HTMLElement) => void,
) {
  for (let i = 0; i < pageCount; i++) {
    const page = pageOf(i);
    if (!page?.div) continue;
    const wanted = comments.filter((c) => c.pageIndex === i);
    const present = new Map(
      [...page.div.querySelectorAll<HTMLButtonElement>('button.docket-comment-marker')].map((b) => [
        b.dataset.id ?? '',
        b,
      ]),
    );
    for (const [id, button] of present) if (!wanted.some((c) => c.id === id)) button.remove();
    const view = page.pdfPage?.view;
    if (!view || view.length < 4) continue;
    const [x0 = 0, y0 = 0, x1 = 1, y1 = 1] = view;
    for (const c of wanted) {
      const button = present.get(c.id) ?? document.createElement('button');
      if (!present.has(c.id)) {
        button.type = 'button';
        button.className = 'docket-comment-marker';
        button.dataset.id = c.id;
        button.textContent = 'Note';
        button.addEventListener('click', (e) => {
          e.stopPropagation();
          open(c.id, button);
        });
        page.div.append(button);
      }
      button.setAttribute('aria-label', `Comment on page ${i + 1}: ${(c.contents ?? '').slice(0, 80)}`);
      button.style.left = `${((c.rect[0] - x0) / (x1 - x0)) * 100}%`;
      button.style.top = `${((y1 - c.rect[3]) / (y1 - y0)) * 100}%`;
    }
  }
}
