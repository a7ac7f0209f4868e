import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, PipelineError } from '../errors';
import { fixture } from '../testing/fixtures';
import { imageSize, inferFileKind, loadInput, sniffFormat } from './load';

const err = (fn: () => unknown): PipelineError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof PipelineError) return e;
    throw e;
  }
  throw new Error('expected a PipelineError');
};

describe('inferFileKind (the spec rule)', () => {
  it('application/pdf is pdf, image/* is image, anything else is pdf', () => {
    expect(inferFileKind('application/pdf')).toBe('pdf');
    expect(inferFileKind('image/png')).toBe('image');
    expect(inferFileKind('image/jpeg')).toBe('image');
    expect(inferFileKind('IMAGE/WEBP')).toBe('image');
    expect(inferFileKind('application/octet-stream')).toBe('pdf');
    expect(inferFileKind('text/plain')).toBe('pdf');
    expect(inferFileKind('')).toBe('pdf');
    expect(inferFileKind(undefined)).toBe('pdf');
  });
});

describe('loadInput', () => {
  it('sniffs magic bytes: they win over the MIME type', async () => {
    const png = await fixture('syllabus-photo.png');
    const pdf = await fixture('text-10pages.pdf');
    expect(sniffFormat(png)).toBe('png');
    expect(sniffFormat(pdf)).toBe('pdf');
    expect(loadInput({ bytes: png, name: 'x.bin', type: 'application/octet-stream' })).toMatchObject({
      kind: 'image',
      imageFormat: 'png',
    });
    expect(loadInput({ bytes: pdf, name: 'scan.png', type: 'image/png' }).kind).toBe('pdf');
    expect(loadInput({ bytes: pdf.buffer as ArrayBuffer, name: 'a.pdf' }).kind).toBe('pdf');
    expect(imageSize(png)).toEqual({ width: 1275, height: 1650 });
  });

  it('a 0-byte or missing file is "Please select a file"', async () => {
    const empty = await fixture('empty.pdf');
    expect(err(() => loadInput({ bytes: empty, name: 'empty.pdf', type: 'application/pdf' })).message).toBe(
      'Please select a file',
    );
    expect(err(() => loadInput(null)).message).toBe('Please select a file');
    expect(err(() => loadInput({ bytes: undefined, name: '' })).code).toBe('NO_FILE');
  });

  it('a .pdf that is not a PDF gets the PDF catalogue message', async () => {
    const bytes = await fixture('not-a-pdf.pdf');
    const e = err(() => loadInput({ bytes, name: 'not-a-pdf.pdf', type: 'application/pdf' }));
    expect(e.code).toBe('PDF_FAILED');
    expect(e.message).toBe(
      'Failed to extract text from PDF: not-a-pdf.pdf is not a PDF file (no %PDF header)',
    );
  });

  it('an unsupported type: unknown MIME goes the PDF way; an unsupported image format says so', () => {
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect(
      err(() => loadInput({ bytes: docx, name: 'notes.docx', type: 'application/vnd.ms-word' })).message,
    ).toBe('Failed to extract text from PDF: notes.docx is not a PDF file (no %PDF header)');
    const gif = new TextEncoder().encode('GIF89a....');
    expect(err(() => loadInput({ bytes: gif, name: 'a.gif', type: 'image/gif' })).message).toBe(
      'Failed to perform OCR: unsupported image format (GIF); use PNG, JPEG or WebP',
    );
  });

  it('bounds the size', () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    expect(err(() => loadInput({ bytes: big, name: 'big.pdf' })).code).toBe('FILE_TOO_LARGE');
  });
});
