import { describe, expect, it } from 'vitest';
import type { PipelineEnv, TesseractLib } from '../types';
import { OcrEngine } from './ocr';
import { isSmallText, medianWordHeight } from './smallText';

/** Made-up tesseract blocks: one line per entry, words `height` pixels tall starting at y. */
const blocks = (lines: string[][], height: number, scale = 1) => [
  {
    paragraphs: [
      {
        lines: lines.map((words, i) => ({
          words: words.map((text, k) => ({
            text,
            confidence: 90,
            bbox: {
              x0: 10 * k * 6 * scale,
              y0: i * 2 * height * scale,
              x1: (10 * k * 6 + 50) * scale,
              y1: (i * 2 + 1) * height * scale,
            },
          })),
        })),
      },
    ],
  },
];

const ORIGINAL = new Uint8Array([1]);
const ENLARGED = new Uint8Array([2]);

/** An environment whose tesseract reads `first` from the photo and `second` from its enlargement. */
function fakeEnv(first: ReturnType<typeof blocks>, second: ReturnType<typeof blocks>) {
  const enlargements: number[] = [];
  const worker = {
    setParameters: async () => ({}),
    recognize: async (image: Uint8Array) => ({
      data: {
        blocks: image[0] === ENLARGED[0] ? second : first,
        confidence: image[0] === ENLARGED[0] ? 88 : 70,
      },
    }),
    terminate: async () => ({}),
  };
  const lib = { createWorker: async () => worker, OEM: { LSTM_ONLY: 1 }, PSM: { SINGLE_BLOCK: '6' } };
  const env = {
    name: 'node',
    ocr: {},
    loadTesseract: async () => lib as unknown as TesseractLib,
    enlargeImage: async (_image: Uint8Array, factor: number) => {
      enlargements.push(factor);
      return ENLARGED;
    },
  } as unknown as PipelineEnv;
  return { env, enlargements };
}

const meta = { pageNumber: 1, width: 800, height: 1000 };

describe('small text in a photo', () => {
  it('measures the words read', () => {
    expect(medianWordHeight(blocks([['a', 'b', 'c']], 9))).toBe(9);
    expect(medianWordHeight([])).toBeNull();
    expect(isSmallText(blocks([['Jan.', '13']], 9))).toBe(true);
    expect(isSmallText(blocks([['Jan.', '13']], 16))).toBe(false);
  });

  it('reads a page of small words again enlarged, keeping the fuller pass with boxes in photo pixels', async () => {
    const { env, enlargements } = fakeEnv(
      blocks([['Jan.', '13,', '2026']], 9),
      blocks(
        [
          ['Jan.', '13,', '2026'],
          ['Pgs.', '3-27'],
        ],
        9,
        2,
      ),
    );
    const out = await new OcrEngine(env).recognize(ORIGINAL, meta, {});
    expect(enlargements).toEqual([2]);
    expect(out.lines.map((l) => l.text)).toEqual(['Jan. 13, 2026', 'Pgs. 3-27']);
    expect(out.result.items[3]?.bbox).toEqual({ x0: 0, y0: 18, x1: 50, y1: 27 });
    expect(out.result.confidence).toBe(88);
  });

  it('reads a page of ordinary-sized words once, and keeps the first pass when the enlarged reads less', async () => {
    const ordinary = fakeEnv(blocks([['Jan.', '13']], 16), blocks([], 16));
    await new OcrEngine(ordinary.env).recognize(ORIGINAL, meta, {});
    expect(ordinary.enlargements).toEqual([]);
    const worse = fakeEnv(blocks([['Jan.', '13', '2026']], 9), blocks([['Jan.']], 9, 2));
    const out = await new OcrEngine(worse.env).recognize(ORIGINAL, meta, {});
    expect(worse.enlargements).toEqual([2]);
    expect(out.lines.map((l) => l.text)).toEqual(['Jan. 13 2026']);
  });
});
