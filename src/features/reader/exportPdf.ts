import type { PdfAnnotation } from '../../core/model';
import { dataUrlMime, isAllowedStampType, toExport } from '../../core/reader';
import { DOCUMENT_OPTIONS, loadViewer, sharedWorker } from './pdfjs';

async function bitmapOf(url: string): Promise<ImageBitmap | null> {
  if (!isAllowedStampType(dataUrlMime(url))) return null;
  const blob = await (await fetch(url)).blob();
  return createImageBitmap(blob);
}

/**
 * A copy of the PDF with the annotations written in (for printing or sharing); the stored file is untouched.
 * pdf.js writes them through its own save path from the same editor data the viewer uses.
 */
export async function exportAnnotated(original: Blob, annotations: readonly PdfAnnotation[]): Promise<Blob> {
  const { pdfjs } = await loadViewer();
  const task = pdfjs.getDocument({
    data: new Uint8Array(await original.arrayBuffer()),
    ...DOCUMENT_OPTIONS,
    worker: sharedWorker(pdfjs),
  });
  try {
    const doc = await task.promise;
    let n = 0;
    for (const a of annotations) {
      const data = toExport(a);
      if (!data || a.pageIndex >= doc.numPages) continue;
      if (a.type === 'stamp') {
        const bitmap = typeof data.bitmapUrl === 'string' ? await bitmapOf(data.bitmapUrl) : null;
        if (!bitmap) continue;
        data.bitmap = bitmap;
        data.bitmapId = `docket_stamp_${n}`;
        delete data.bitmapUrl;
      }
      doc.annotationStorage.setValue(`pdfjs_internal_editor_${n++}`, data);
    }
    const bytes = n > 0 ? await doc.saveDocument() : await doc.getData();
    return new Blob([bytes as BlobPart], { type: 'application/pdf' });
  } finally {
    await task.destroy();
  }
}

export const annotatedName = (name: string) => `${name.replace(/\.pdf$/i, '')} (annotated).pdf`;
