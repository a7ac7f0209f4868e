/**
 * Draws one page of the uploaded file with the source line boxed: a PDF page through pdf.js (loaded only
 * here, never in the first paint) or the photo itself. Boxes are in page coordinates at scale 1 (PDF
 * points, top-left origin) or image pixels, as the pipeline reports them.
 */
import { Alert, Box, Loader } from '@mantine/core';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import type { Bbox } from '../../core/model';

export interface SourceCanvasProps {
  blob: Blob;
  kind: 'pdf' | 'image';
  page?: number | undefined;
  bbox?: Bbox | undefined;
}

function highlight(ctx: CanvasRenderingContext2D, bbox: Bbox | undefined, scale: number): number | null {
  if (!bbox) return null;
  const pad = 3;
  const x = bbox.x0 * scale - pad;
  const y = bbox.y0 * scale - pad;
  const w = (bbox.x1 - bbox.x0) * scale + 2 * pad;
  const h = (bbox.y1 - bbox.y0) * scale + 2 * pad;
  ctx.save();
  ctx.fillStyle = 'rgba(255, 214, 0, 0.35)';
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = 'rgba(230, 120, 0, 0.95)';
  ctx.lineWidth = 2;
  ctx.strokeRect(x, y, w, h);
  ctx.restore();
  return y;
}

export default function SourceCanvas({ blob, kind, page = 1, bbox }: SourceCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | { error: string }>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    const draw = async () => {
      const canvas = canvasRef.current;
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) return;
      const maxWidth = Math.max(320, Math.min(900, (boxRef.current?.clientWidth ?? 900) - 4));
      let top: number | null = null;
      if (kind === 'pdf') {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
        const task = pdfjs.getDocument({
          data: new Uint8Array(await blob.arrayBuffer()),
          isEvalSupported: false,
          cMapUrl: '/pdfjs/cmaps/',
          cMapPacked: true,
          standardFontDataUrl: '/pdfjs/standard_fonts/',
          wasmUrl: '/pdfjs/wasm/',
        });
        destroy = () => void task.destroy();
        const doc = await task.promise;
        const p = await doc.getPage(Math.min(Math.max(1, page), doc.numPages));
        if (cancelled) return;
        const scale = maxWidth / p.getViewport({ scale: 1 }).width;
        const viewport = p.getViewport({ scale });
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        await p.render({ canvas, canvasContext: ctx, viewport }).promise;
        top = highlight(ctx, bbox, scale);
      } else {
        const bitmap = await createImageBitmap(blob);
        if (cancelled) return;
        const scale = Math.min(1, maxWidth / bitmap.width);
        canvas.width = Math.ceil(bitmap.width * scale);
        canvas.height = Math.ceil(bitmap.height * scale);
        ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        bitmap.close();
        top = highlight(ctx, bbox, scale);
      }
      if (cancelled) return;
      setState('ready');
      if (top !== null) boxRef.current?.scrollTo({ top: Math.max(0, top - 120) });
    };
    draw().catch((e: unknown) => {
      if (!cancelled) setState({ error: e instanceof Error ? e.message : String(e) });
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [blob, kind, page, bbox]);

  return (
    <Box ref={boxRef} mah="70vh" style={{ overflow: 'auto', position: 'relative' }}>
      {state === 'loading' && <Loader size="sm" aria-label="Opening the page" />}
      {typeof state === 'object' && (
        <Alert color="red" role="alert">
          Could not show this page: {state.error}
        </Alert>
      )}
      <canvas
        ref={canvasRef}
        data-testid="source-canvas"
        data-state={typeof state === 'string' ? state : 'error'}
      />
    </Box>
  );
}
