import { describe, expect, it } from 'vitest';
import { PdfAnnotation } from '../model';
import {
  annotationPath,
  byPosition,
  changedFields,
  checkPdfFile,
  dataUrlMime,
  fromEditor,
  hasArea,
  highlightPrefill,
  MAX_PDF_BYTES,
  parsePageRange,
  READER_TEXT,
  toEditor,
  toExport,
  toPlain,
  VIEWER_DEFAULTS,
} from './index';

const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');
const HASH = 'a'.repeat(64);

/** What pdf.js's HighlightEditor.serialize() gives (quad points as a Float32Array). */
const highlight = (over: Record<string, unknown> = {}) => ({
  annotationType: 9,
  pageIndex: 0,
  rect: [72, 500, 300, 512],
  rotation: 0,
  structTreeParentId: null,
  popupRef: '',
  color: [255, 240, 102],
  opacity: 1,
  thickness: 12,
  quadPoints: new Float32Array([72, 512, 300, 512, 72, 500, 300, 500]),
  outlines: { outline: new Float32Array([1, 2]), points: [new Float32Array([3, 4])] },
  id: undefined,
  ...over,
});
const freeText = (value: string, over: Record<string, unknown> = {}) => ({
  annotationType: 3,
  pageIndex: 1,
  rect: [100, 600, 220, 614],
  rotation: 0,
  color: [0, 0, 0],
  fontSize: 10,
  value,
  isCopy: true,
  ...over,
});
const row = (fields: ReturnType<typeof fromEditor>, over: Partial<PdfAnnotation> = {}): PdfAnnotation =>
  PdfAnnotation.parse({
    id: 'a1',
    readingId: 'r1',
    fileHash: HASH,
    createdAt: '2026-09-01T10:00:00.000Z',
    updatedAt: '2026-09-01T10:00:00.000Z',
    ...fields,
    ...over,
  });

describe('spec defaults of the embedded viewer (section 9)', () => {
  it('are the library defaults', () => {
    expect(VIEWER_DEFAULTS).toMatchObject({
      freeTextFontSize: 10,
      highlightThickness: 12,
      highlightOpacity: 1,
      highlightColor: '#fff066',
      borderWidth: 1,
      commentPopupRaise: 1000,
    });
  });
});

describe('fromEditor: pdf.js editor data to stored annotation fields', () => {
  it('maps a highlight with its quote, colour as hex and plain arrays', () => {
    const fields = fromEditor(highlight(), '  The risk reasonably to be perceived.  ');
    expect(fields).toMatchObject({
      type: 'highlight',
      pageIndex: 0,
      rect: [72, 500, 300, 512],
      color: '#fff066',
      opacity: 1,
      text: 'The risk reasonably to be perceived.',
    });
    expect(fields?.editor.quadPoints).toEqual([72, 512, 300, 512, 72, 500, 300, 500]);
    expect(fields?.editor.outlines).toEqual({ outline: [1, 2], points: [[3, 4]] });
    expect('id' in (fields?.editor ?? {})).toBe(false);
    expect(() => row(fields)).not.toThrow();
  });

  it('discards an empty free text: it serializes to nothing', () => {
    expect(fromEditor(freeText(''))).toBeNull();
    expect(fromEditor(freeText('   \n '))).toBeNull();
    expect(fromEditor(null)).toBeNull();
    expect(fromEditor(freeText('Duty'))).toMatchObject({ type: 'freetext', text: 'Duty', pageIndex: 1 });
  });

  it('keeps no annotation with zero width or zero height', () => {
    expect(fromEditor(highlight({ rect: [72, 500, 72, 512] }))).toBeNull();
    expect(fromEditor(highlight({ rect: [72, 500, 300, 500] }))).toBeNull();
    expect(hasArea([0, 0, 1, 1])).toBe(true);
    expect(hasArea([5, 0, 5, 1])).toBe(false);
  });

  it('accepts stamps only of allowed image types', () => {
    const stamp = (url: string) => ({
      annotationType: 13,
      pageIndex: 0,
      rect: [0, 0, 50, 50],
      rotation: 0,
      bitmapUrl: url,
    });
    expect(fromEditor(stamp('data:image/png;base64,iVBORw0KGgo='))?.type).toBe('stamp');
    expect(fromEditor(stamp('data:image/jpeg;base64,/9j/'))?.type).toBe('stamp');
    expect(fromEditor(stamp('data:image/svg+xml;base64,PHN2Zz4='))).toBeNull();
    expect(fromEditor(stamp('data:text/html,<script>'))).toBeNull();
    expect(fromEditor(stamp('https://example.com/a.png'))).toBeNull();
    expect(dataUrlMime('data:image/PNG;base64,x')).toBe('image/png');
  });

  it('refuses unknown editor types, deleted editors and bad rectangles', () => {
    expect(fromEditor({ ...highlight(), annotationType: 77 })).toBeNull();
    expect(fromEditor({ ...highlight(), deleted: true })).toBeNull();
    expect(fromEditor({ ...highlight(), rect: [0, 0, Number.NaN, 3] })).toBeNull();
    expect(fromEditor({ ...highlight(), rect: 'x' })).toBeNull();
  });
});

describe('unchanged annotations are not serialized again', () => {
  it('changedFields is null when nothing differs, else only what changed', () => {
    const a = fromEditor(freeText('Duty'))!;
    expect(changedFields(a, fromEditor(freeText('Duty'))!)).toBeNull();
    expect(changedFields(a, fromEditor(freeText('Duty owed'))!)).toEqual({
      text: 'Duty owed',
      editor: expect.objectContaining({ value: 'Duty owed' }),
    });
  });
});

describe('toEditor / toExport', () => {
  it('gives pdf.js back what it serialized, with the stored geometry and colour', () => {
    const stored = row(fromEditor(highlight(), 'q'), { color: '#ff0000', opacity: 0.5 });
    expect(toEditor(stored)).toMatchObject({
      annotationType: 9,
      color: [255, 0, 0],
      opacity: 0.5,
      rect: [72, 500, 300, 512],
    });
  });

  it("keeps a drawing's NaN path markers through JSON (a backup) and gives them back to pdf.js as NaN", () => {
    const ink = {
      annotationType: 15,
      pageIndex: 0,
      rect: [10, 10, 60, 60],
      color: [0, 0, 0],
      paths: {
        lines: [new Float32Array([Number.NaN, Number.NaN, 10, 10, 20, 20])],
        points: [[10, 10, 20, 20]],
      },
    };
    const fields = fromEditor(ink);
    expect(fields?.editor.paths).toEqual({
      lines: [[null, null, 10, 10, 20, 20]],
      points: [[10, 10, 20, 20]],
    });
    const viaBackup = row(JSON.parse(JSON.stringify(fields)), {});
    const lines = (toEditor(viaBackup).paths as { lines: number[][] }).lines[0];
    expect(lines?.slice(0, 2).every(Number.isNaN)).toBe(true);
    expect(lines?.slice(2)).toEqual([10, 10, 20, 20]);
    expect(toEditor(viaBackup).rect).toEqual([10, 10, 60, 60]);
  });

  it('writes a comment as the popup contents; a standalone comment as free text; none without area', () => {
    const commented = row(fromEditor(highlight(), 'q'), { contents: 'Relational duty' });
    expect(toExport(commented)?.popup).toMatchObject({ contents: 'Relational duty', deleted: false });
    const note = row(null, {
      type: 'text',
      pageIndex: 2,
      rect: [10, 700, 30, 720],
      color: '#fff066',
      editor: {},
      contents: 'Ask in class',
    });
    expect(toExport(note)).toMatchObject({
      annotationType: 3,
      value: 'Ask in class',
      fontSize: 10,
      pageIndex: 2,
    });
    expect(toExport({ ...note, contents: '  ' })).toBeNull();
    expect(toExport({ ...commented, rect: [1, 1, 1, 5] })).toBeNull();
  });
});

describe('files', () => {
  it('checks size, emptiness and the PDF header, with the student-facing messages', () => {
    expect(checkPdfFile({ name: 'a.pdf', size: 9 }, PDF_HEAD)).toEqual({ ok: true });
    expect(checkPdfFile({ name: 'a.pdf', size: 0 }, PDF_HEAD)).toEqual({
      ok: false,
      message: '“a.pdf” is empty.',
    });
    expect(checkPdfFile({ name: 'big.pdf', size: MAX_PDF_BYTES + 1 }, PDF_HEAD)).toEqual({
      ok: false,
      message: "“big.pdf” is too large (50.0 MiB). A reading's PDF can be at most 50 MiB.",
    });
    expect(checkPdfFile({ name: 'x.docx', size: 3 }, new TextEncoder().encode('PK\u0003'))).toEqual({
      ok: false,
      message: READER_TEXT.notPdf('x.docx'),
    });
    // A header after some junk bytes (within the first 1024) is still a PDF.
    const late = new Uint8Array(20);
    late.set(PDF_HEAD, 7);
    expect(checkPdfFile({ name: 'late.pdf', size: 20 }, late).ok).toBe(true);
  });

  it('reads page ranges', () => {
    expect(parsePageRange('3-5', 10)).toEqual({ first: 3, last: 5 });
    expect(parsePageRange('4', 10)).toEqual({ first: 4, last: 4 });
    expect(parsePageRange('3–5', 10)).toEqual({ first: 3, last: 5 });
    expect(parsePageRange('5-3', 10)).toBeNull();
    expect(parsePageRange('3-11', 10)).toBeNull();
    expect(parsePageRange('a-b', 10)).toBeNull();
  });
});

describe('links and prefill', () => {
  it('a highlight carries its quote, page and a link back into an RPA or weak spot', () => {
    const a = row(fromEditor(highlight(), 'The risk defines the duty.'), { id: 'hl-1', pageIndex: 2 });
    expect(annotationPath(a)).toBe(`/syllabus/reading/r1/read?file=${HASH}&annotation=hl-1`);
    const p = highlightPrefill(a, { title: 'Palsgraf' }, 'https://docket.example');
    expect(p.quote).toBe('The risk defines the duty.');
    expect(p.title).toBe('The risk defines the duty.');
    expect(p.body).toBe(
      `“The risk defines the duty.”\n\nFrom “Palsgraf”, page 3: https://docket.example/syllabus/reading/r1/read?file=${HASH}&annotation=hl-1`,
    );
  });

  it('orders by page, then top to bottom', () => {
    const at = (pageIndex: number, top: number) =>
      row(fromEditor(highlight({ rect: [0, top - 10, 50, top] }), 'q'), { pageIndex });
    const sorted = [at(1, 700), at(0, 300), at(0, 600)].sort(byPosition);
    expect(sorted.map((a) => [a.pageIndex, a.rect[3]])).toEqual([
      [0, 600],
      [0, 300],
      [1, 700],
    ]);
  });

  it('toPlain drops what JSON cannot hold', () => {
    expect(
      toPlain({
        a: new Uint8Array([1, 2]),
        b: () => 1,
        c: undefined,
        d: Number.NaN,
        e: [1, new Float32Array([0.5])],
      }),
    ).toEqual({
      a: [1, 2],
      e: [1, [0.5]],
    });
  });
});
