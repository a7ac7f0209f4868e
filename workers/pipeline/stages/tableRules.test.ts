import { describe, expect, it } from 'vitest';
import type { PipelineEnv, TesseractLib } from '../types';
import { OcrEngine } from './ocr';
import { eraseHorizontalRules } from './tableRules';

/** A white RGBA image; `ink` paints black rectangles [x0, y0, x1, y1) on it. */
function image(width: number, height: number, ink: [number, number, number, number][]) {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x0, y0, x1, y1] of ink)
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return data;
}

const isInk = (data: Uint8ClampedArray, width: number, x: number, y: number) =>
  data[(y * width + x) * 4] === 0;

describe('ruled-table rules erased before OCR', () => {
  it('paints a thin rule across the table white, leaving the letters above and below it', () => {
    // A 2 px rule under a header row touching its letters (a 10 px stroke above, one below).
    const data = image(400, 60, [
      [10, 10, 400, 12],
      [20, 0, 24, 11],
      [60, 11, 64, 30],
    ]);
    expect(eraseHorizontalRules(data, 400, 60)).toBe(2);
    expect(isInk(data, 400, 200, 10)).toBe(false);
    expect(isInk(data, 400, 200, 11)).toBe(false);
    expect(isInk(data, 400, 22, 5)).toBe(true);
    expect(isInk(data, 400, 62, 20)).toBe(true);
  });

  it('keeps a dark band (a shaded header row) and short strokes (letters, a dash)', () => {
    const data = image(400, 60, [
      [0, 0, 400, 20],
      [10, 40, 60, 42],
    ]);
    expect(eraseHorizontalRules(data, 400, 60)).toBe(0);
    expect(isInk(data, 400, 200, 10)).toBe(true);
    expect(isInk(data, 400, 30, 41)).toBe(true);
  });

  it('keeps a vertical rule (read as the pipe between two cells)', () => {
    const data = image(400, 200, [[100, 0, 102, 200]]);
    expect(eraseHorizontalRules(data, 400, 200)).toBe(0);
    expect(isInk(data, 400, 100, 100)).toBe(true);
  });

  it('measures a rule against the image width: a quarter of a narrow screenshot, 40 px at least', () => {
    const narrow = image(120, 20, [[0, 5, 45, 6]]);
    expect(eraseHorizontalRules(narrow, 120, 20)).toBe(1);
    const wide = image(1000, 20, [[0, 5, 200, 6]]);
    expect(eraseHorizontalRules(wide, 1000, 20)).toBe(0);
  });
});

describe('the OCR engine with a rule eraser', () => {
  /** Tesseract that reads one word from whichever bytes it is given, and records them. */
  function fakeEnv(erased: Uint8Array | null) {
    const read: number[] = [];
    const worker = {
      setParameters: async () => ({}),
      recognize: async (image: Uint8Array) => {
        read.push(image[0]!);
        const words = [{ text: `w${image[0]}`, confidence: 90, bbox: { x0: 0, y0: 0, x1: 40, y1: 20 } }];
        return { data: { blocks: [{ paragraphs: [{ lines: [{ words }] }] }], confidence: 90 } };
      },
      terminate: async () => ({}),
    };
    const lib = { createWorker: async () => worker, OEM: { LSTM_ONLY: 1 }, PSM: { SINGLE_BLOCK: '6' } };
    const env = {
      name: 'node',
      ocr: {},
      loadTesseract: async () => lib as unknown as TesseractLib,
      eraseRules: async () => erased,
    } as unknown as PipelineEnv;
    return { env, read };
  }
  const meta = { pageNumber: 1, width: 40, height: 20 };

  it('reads the image with its rules erased', async () => {
    const { env, read } = fakeEnv(new Uint8Array([7]));
    const out = await new OcrEngine(env).recognize(new Uint8Array([1]), meta, {});
    expect(read).toEqual([7]);
    expect(out.lines.map((l) => l.text)).toEqual(['w7']);
  });

  it('reads the image as it is when it has no rule', async () => {
    const { env, read } = fakeEnv(null);
    await new OcrEngine(env).recognize(new Uint8Array([1]), meta, {});
    expect(read).toEqual([1]);
  });
});
