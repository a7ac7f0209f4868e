import { describe, expect, it } from 'vitest';
import {
  addStrokePoint,
  defaultSignatureDescription,
  drawnSignature,
  isSignatureImage,
  MAX_SIGNATURE_DESCRIPTION,
  MAX_TYPED_SIGNATURE,
  SIGNATURE_THICKNESS,
  strokesPath,
  typedSignature,
} from './signature';

describe('signature: drawing', () => {
  it('keeps pointer positions in whole pixels inside the box, never the same point twice in a row', () => {
    const stroke: number[] = [];
    expect(addStrokePoint(stroke, 10.4, 20.6, 300, 160)).toBe(true);
    expect(addStrokePoint(stroke, 10.2, 21.4, 300, 160)).toBe(false); // rounds to the same point
    expect(addStrokePoint(stroke, 12, 22, 300, 160)).toBe(true);
    expect(addStrokePoint(stroke, -1, 22, 300, 160)).toBe(false);
    expect(addStrokePoint(stroke, 12, 161, 300, 160)).toBe(false);
    expect(addStrokePoint(stroke, 301, 5, 300, 160)).toBe(false);
    expect(addStrokePoint(stroke, Number.NaN, 5, 300, 160)).toBe(false);
    expect(addStrokePoint(stroke, 300, 160, 300, 160)).toBe(true); // the edge is inside
    expect(stroke).toEqual([10, 21, 12, 22, 300, 160]);
  });

  it('gives pdf.js the strokes, the box and a pen within 1-5, and nothing while nothing is drawn', () => {
    expect(drawnSignature([], 300, 160, 2)).toBeNull();
    expect(drawnSignature([[]], 300, 160, 2)).toBeNull();
    expect(drawnSignature([[1, 2]], 0, 160, 2)).toBeNull();
    const strokes = [[1, 2, 3, 4], [], [5, 6]];
    expect(drawnSignature(strokes, 300.4, 159.6, 9)).toEqual({
      width: 300,
      height: 160,
      thickness: SIGNATURE_THICKNESS.max,
      curves: [{ points: [1, 2, 3, 4] }, { points: [5, 6] }],
    });
    expect(drawnSignature(strokes, 300, 160, 0)?.thickness).toBe(SIGNATURE_THICKNESS.min);
    // A copy: later strokes in the box do not change what was placed.
    const placed = drawnSignature(strokes, 300, 160, 2);
    strokes[0]?.push(7, 8);
    expect(placed?.curves[0]?.points).toEqual([1, 2, 3, 4]);
  });

  it('draws the strokes as an SVG path, a single point as a dot', () => {
    expect(strokesPath([[1, 2, 3, 4, 5, 6], [7, 8], []])).toBe('M1 2 L3 4 L5 6 M7 8 L7 8');
    expect(strokesPath([])).toBe('');
  });
});

describe('signature: typed and image', () => {
  it('takes a typed name trimmed, inner spaces single; refuses an empty or too long one', () => {
    expect(typedSignature('  Ada   Lovelace ')).toBe('Ada Lovelace');
    expect(typedSignature('   ')).toBeNull();
    expect(typedSignature('x'.repeat(MAX_TYPED_SIGNATURE))).toHaveLength(MAX_TYPED_SIGNATURE);
    expect(typedSignature('x'.repeat(MAX_TYPED_SIGNATURE + 1))).toBeNull();
  });

  it('reads only the stamp image types as a signature image (never SVG)', () => {
    expect(isSignatureImage({ type: 'image/png' })).toBe(true);
    expect(isSignatureImage({ type: 'image/JPEG' })).toBe(true);
    expect(isSignatureImage({ type: 'image/svg+xml' })).toBe(false);
    expect(isSignatureImage({ type: 'application/pdf' })).toBe(false);
    expect(isSignatureImage({ type: '' })).toBe(false);
  });

  it('starts the description with the typed name or the image file name, as pdf.js does', () => {
    expect(defaultSignatureDescription('type', { text: ' Ada  Lovelace ' })).toBe('Ada Lovelace');
    expect(defaultSignatureDescription('image', { fileName: 'sig.png' })).toBe('sig.png');
    expect(defaultSignatureDescription('draw', { text: 'ignored', fileName: 'ignored.png' })).toBe('');
    expect(defaultSignatureDescription('image', { fileName: 'a'.repeat(500) })).toHaveLength(
      MAX_SIGNATURE_DESCRIPTION,
    );
  });
});
