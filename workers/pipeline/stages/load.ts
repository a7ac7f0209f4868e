import { MAX_FILE_BYTES, PipelineError } from '../errors';
import type { FileKind, ImageFormat, LoadedFile, PipelineInput } from '../types';

/** The spec's rule: application/pdf is pdf, image types are image, anything else is treated as pdf. */
export function inferFileKind(mime: string | undefined): 'pdf' | 'image' {
  const m = (mime ?? '').trim().toLowerCase();
  if (m === 'application/pdf') return 'pdf';
  if (m.startsWith('image/')) return 'image';
  return 'pdf';
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

/** Recognises a file from its first bytes: PDF (within the first 1 KB, as readers allow), PNG, JPEG, WebP. */
export function sniffFormat(b: Uint8Array): 'pdf' | ImageFormat | 'gif' | 'bmp' | 'tiff' | undefined {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(b, [0x42, 0x4d])) return 'bmp';
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  const head = b.subarray(0, 1024);
  for (let i = 0; i + 5 <= head.length; i++) {
    if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d], i)) return 'pdf'; // %PDF-
  }
  return undefined;
}

function toBytes(bytes: Uint8Array | ArrayBuffer): Uint8Array {
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
}

/**
 * Stage 1: checks the file and decides how to read it. Magic bytes win when they are recognised
 * (a PNG sent as application/octet-stream is an image); otherwise the spec's MIME rule applies.
 */
export function loadInput(input: PipelineInput | null | undefined): LoadedFile {
  if (!input) throw new PipelineError('NO_FILE', undefined, { stage: 'load' });
  if ('text' in input) {
    if (!input.text.trim()) throw new PipelineError('NO_TEXT', undefined, { stage: 'load' });
    return { kind: 'text', name: input.name, mime: 'text/plain', bytes: new Uint8Array(), text: input.text };
  }
  if (!input.bytes || input.bytes.byteLength === 0)
    throw new PipelineError('NO_FILE', undefined, { stage: 'load' });
  const bytes = toBytes(input.bytes);
  if (bytes.byteLength > MAX_FILE_BYTES) {
    const mb = (bytes.byteLength / 1024 / 1024).toFixed(1);
    throw new PipelineError('FILE_TOO_LARGE', `${mb} MB`, { stage: 'load' });
  }
  const mime = input.type ?? '';
  const sniffed = sniffFormat(bytes);
  let kind: FileKind = inferFileKind(mime);
  if (sniffed === 'pdf') kind = 'pdf';
  else if (sniffed !== undefined) kind = 'image';

  if (kind === 'pdf' && sniffed !== 'pdf') {
    throw new PipelineError('PDF_FAILED', `${input.name || 'The file'} is not a PDF file (no %PDF header)`, {
      stage: 'load',
    });
  }
  if (kind === 'image' && sniffed !== 'png' && sniffed !== 'jpeg' && sniffed !== 'webp') {
    const what = sniffed ? sniffed.toUpperCase() : 'unrecognised';
    throw new PipelineError('OCR_FAILED', `unsupported image format (${what}); use PNG, JPEG or WebP`, {
      stage: 'load',
    });
  }
  const out: LoadedFile = { kind, name: input.name, mime, bytes };
  if (kind === 'image') out.imageFormat = sniffed as ImageFormat;
  return out;
}

/** Pixel size of a PNG, JPEG or WebP from its header; undefined when it cannot be read. */
export function imageSize(b: Uint8Array): { width: number; height: number } | undefined {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const fmt = sniffFormat(b);
  try {
    if (fmt === 'png') return { width: dv.getUint32(16), height: dv.getUint32(20) };
    if (fmt === 'jpeg') {
      let i = 2;
      while (i + 9 < b.length) {
        if (b[i] !== 0xff) return undefined;
        const marker = b[i + 1] ?? 0;
        const len = dv.getUint16(i + 2);
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return { width: dv.getUint16(i + 7), height: dv.getUint16(i + 5) };
        }
        i += 2 + len;
      }
      return undefined;
    }
    if (fmt === 'webp') {
      const chunk = String.fromCharCode(...b.subarray(12, 16));
      if (chunk === 'VP8X') {
        const w = 1 + (dv.getUint16(24, true) | ((b[26] ?? 0) << 16));
        const h = 1 + (dv.getUint16(27, true) | ((b[29] ?? 0) << 16));
        return { width: w, height: h };
      }
      if (chunk === 'VP8 ')
        return { width: dv.getUint16(26, true) & 0x3fff, height: dv.getUint16(28, true) & 0x3fff };
      if (chunk === 'VP8L') {
        const bits = dv.getUint32(21, true);
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}
