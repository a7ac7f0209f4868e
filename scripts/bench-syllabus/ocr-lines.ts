/** Photo lines through the product's own OCR stage (workers/pipeline, tesseract.js with the bundled English data). */
import type { TextLine } from '../../src/core/model';
import { createNodeEnv } from '../../workers/pipeline/env/node';
import { disposeOcr } from '../../workers/pipeline/stages/ocr';
import { ocrImage } from '../../workers/pipeline/stages/ocrStage';
import { loadInput } from '../../workers/pipeline/stages/load';

const env = createNodeEnv();

export async function readImageLinesWithOcr(path: string, bytes: Uint8Array): Promise<TextLine[]> {
  const file = loadInput({ bytes, name: path, type: 'image/png' });
  return (await ocrImage(file, { env })).lines;
}

/** Ends the OCR worker so the bench can exit. */
export async function closeOcr(): Promise<void> {
  await disposeOcr(env);
}
