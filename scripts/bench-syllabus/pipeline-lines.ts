/** PDF lines through the product's own extractText stage (workers/pipeline), as the app gets them. */
import type { TextLine } from '../../src/core/model';
import { createNodeEnv } from '../../workers/pipeline/env/node';
import { extractText, openPdf } from '../../workers/pipeline/stages/extractText';

export async function readPdfLinesWithPipeline(path: string, bytes: Uint8Array): Promise<TextLine[]> {
  const env = createNodeEnv();
  const handle = await openPdf(bytes, { env });
  try {
    const out = await extractText(handle, path, { env });
    return out.lines;
  } finally {
    await handle.destroy();
  }
}
