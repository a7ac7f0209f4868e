/**
 * The signature mode's rules (SPEC section 4: signature): what the student drew, typed or picked becomes a
 * signature pdf.js can place. Drawn strokes follow pdf.js's own signature dialog (web/signature_manager.js):
 * points in whole pixels of the drawing box, nothing outside the box, no point repeated; a signature is
 * placed 40 points high (pdf.js's DEFAULT_HEIGHT_IN_PAGE), at most half the page.
 */
import { isAllowedStampType } from './rules';

/** The height a new signature gets on the page, in PDF points (pdf.js's DEFAULT_HEIGHT_IN_PAGE). */
export const SIGNATURE_HEIGHT_IN_PAGE = 40;
/** Pen thickness choices of the drawing box, in pixels (pdf.js's range 1-5). */
export const SIGNATURE_THICKNESS = { min: 1, max: 5, initial: 2 } as const;
/** A typed signature is a name, not a paragraph. */
export const MAX_TYPED_SIGNATURE = 100;
/** The description (alternative text) read out for the signature. */
export const MAX_SIGNATURE_DESCRIPTION = 200;
/** Handwriting-like fonts for a typed signature, with the browser's cursive font last. */
export const SIGNATURE_FONT =
  '"Segoe Script", "Brush Script MT", "Apple Chancery", "URW Chancery L", cursive';

export const SIGNATURE_TEXT = {
  drawHint: 'Draw your signature in the box with a mouse, pen or finger.',
  typeHint: 'Type your name as you sign it.',
  imageHint: 'Pick a picture of your signature (PNG, JPEG, GIF, WebP, BMP, AVIF or ICO).',
  imageType: (name: string) =>
    `“${name}” is not an image Docket can use. Pick a PNG, JPEG, GIF, WebP, BMP, AVIF or ICO image.`,
  noSignature:
    'No signature could be found in that image. Try a picture with dark ink on a light background.',
  typedTooLong: `A typed signature can be at most ${MAX_TYPED_SIGNATURE} characters.`,
} as const;

/** pdf.js's drawn-signature input: the strokes in the drawing box's pixels, its size and the pen. */
export interface DrawnCurves {
  width: number;
  height: number;
  thickness: number;
  curves: { points: number[] }[];
}

/**
 * Adds a pointer position to a stroke (flat [x, y, x, y, ...]) as pdf.js's dialog does: rounded to whole
 * pixels, ignored outside the box or when it repeats the last point. Returns whether it was added.
 */
export function addStrokePoint(
  stroke: number[],
  x: number,
  y: number,
  width: number,
  height: number,
): boolean {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px > width || py > height) return false;
  if (stroke.length >= 2 && stroke[stroke.length - 2] === px && stroke[stroke.length - 1] === py)
    return false;
  stroke.push(px, py);
  return true;
}

/** The SVG path of strokes as drawn (a dot for a one-point stroke), for the drawing box. */
export function strokesPath(strokes: readonly number[][]): string {
  return strokes
    .filter((s) => s.length >= 2)
    .map((s) => {
      const parts = [`M${s[0]} ${s[1]}`];
      if (s.length === 2) parts.push(`L${s[0]} ${s[1]}`);
      for (let i = 2; i + 1 < s.length; i += 2) parts.push(`L${s[i]} ${s[i + 1]}`);
      return parts.join(' ');
    })
    .join(' ');
}

/** The drawn signature for pdf.js, or null while nothing is drawn (the Add button stays disabled). */
export function drawnSignature(
  strokes: readonly number[][],
  width: number,
  height: number,
  thickness: number,
): DrawnCurves | null {
  const curves = strokes.filter((s) => s.length >= 2).map((s) => ({ points: [...s] }));
  if (curves.length === 0 || width <= 0 || height <= 0) return null;
  const pen = Math.min(SIGNATURE_THICKNESS.max, Math.max(SIGNATURE_THICKNESS.min, Math.round(thickness)));
  return { width: Math.round(width), height: Math.round(height), thickness: pen, curves };
}

/** A typed signature: the name as typed, spaces at the ends left out; null when empty or too long. */
export function typedSignature(text: string): string | null {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name === '' || name.length > MAX_TYPED_SIGNATURE) return null;
  return name;
}

/** Whether a picked file may be read as a signature image (the stamp's allowed types; never SVG). */
export const isSignatureImage = (file: { type: string }): boolean => isAllowedStampType(file.type);

/** The description a signature starts with (as pdf.js: the typed name or the image's file name). */
export function defaultSignatureDescription(
  kind: 'draw' | 'type' | 'image',
  input: { text?: string; fileName?: string },
): string {
  const value =
    kind === 'type'
      ? (typedSignature(input.text ?? '') ?? '')
      : kind === 'image'
        ? (input.fileName ?? '')
        : '';
  return value.slice(0, MAX_SIGNATURE_DESCRIPTION);
}
