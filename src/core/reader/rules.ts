import type { AnnotationRect, AnnotationType, EditorData, PdfAnnotation } from '../model';

/** SPEC section 9, Embedded PDF viewer (library defaults). */
export const VIEWER_DEFAULTS = {
  freeTextFontSize: 10,
  highlightThickness: 12,
  highlightOpacity: 1,
  highlightColor: '#fff066',
  borderWidth: 1,
  stampMaxPageFraction: 0.75,
  redrawDebounceMs: 200,
  commentPopupRaise: 1000,
  textLayerMaxItems: 100_000,
  rangeChunkSize: 65_536,
} as const;

/** The editing modes of SPEC section 4, with pdf.js's AnnotationEditorType for each library mode. */
export const EDITING_MODES = [
  'none',
  'freetext',
  'highlight',
  'ink',
  'stamp',
  'signature',
  'comment',
] as const;
export type EditingMode = (typeof EDITING_MODES)[number];
export const PDFJS_EDITOR_TYPE: Record<Exclude<EditingMode, 'comment'>, number> = {
  none: 0,
  freetext: 3,
  highlight: 9,
  stamp: 13,
  ink: 15,
  signature: 101,
};
const TYPE_OF_EDITOR: Record<number, AnnotationType> = {
  3: 'freetext',
  9: 'highlight',
  13: 'stamp',
  15: 'ink',
  101: 'signature',
};

/** Image types a stamp may be made of (pdf.js's supported image types, SVG left out). */
export const STAMP_IMAGE_TYPES = [
  'image/apng',
  'image/avif',
  'image/bmp',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/x-icon',
] as const;

export const isAllowedStampType = (mime: string): boolean =>
  (STAMP_IMAGE_TYPES as readonly string[]).includes(mime.toLowerCase());

/** The mime type of a data: URL ('' when it is not one). Linear scan, no regex on the URL. */
export function dataUrlMime(url: string): string {
  if (!url.startsWith('data:')) return '';
  const end = url.indexOf(';', 5);
  const comma = url.indexOf(',', 5);
  const stop = end === -1 || (comma !== -1 && comma < end) ? comma : end;
  return stop === -1 ? '' : url.slice(5, stop).toLowerCase();
}

/** An annotation with zero width or zero height is not rendered (SPEC section 5). */
export function hasArea(rect: AnnotationRect): boolean {
  return Math.abs(rect[2] - rect[0]) > 0 && Math.abs(rect[3] - rect[1]) > 0;
}

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** pdf.js colours are [r, g, b] (0-255); stored as #rrggbb. */
export function colorToHex(color: unknown, fallback: string): string {
  if (Array.isArray(color) && color.length === 3 && color.every((c) => typeof c === 'number'))
    return `#${color.map(hex2).join('')}`;
  if (typeof color === 'string' && /^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  return fallback;
}

export function hexToColor(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** What the annotation fields of one editor are (everything but id, reading, file and dates). */
export type AnnotationFields = Pick<
  PdfAnnotation,
  'type' | 'pageIndex' | 'rect' | 'rotation' | 'color' | 'opacity' | 'text' | 'editor'
>;

function rectOf(value: unknown): AnnotationRect | null {
  if (!Array.isArray(value) || value.length !== 4) return null;
  if (!value.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  const [a, b, c, d] = value as number[];
  return [Math.min(a!, c!), Math.min(b!, d!), Math.max(a!, c!), Math.max(b!, d!)];
}

const ROTATIONS = [0, 90, 180, 270] as const;

/**
 * Plain JSON of an editor's data: typed arrays (pdf.js's quad points and outlines are Float32Arrays) become
 * number arrays; values JSON cannot hold (functions, bitmaps, undefined) are left out. Depth-bounded.
 */
export function toPlain(value: unknown, depth = 0): unknown {
  if (depth > 12) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  // pdf.js marks the moves of a drawing's path with NaN: kept as null, which JSON (a backup) can hold too.
  if (ArrayBuffer.isView(value))
    return Array.from(value as unknown as ArrayLike<number>, (n) => (Number.isFinite(n) ? n : null));
  if (Array.isArray(value)) return value.map((v) => toPlain(v, depth + 1) ?? null);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const plain = toPlain(v, depth + 1);
      if (plain !== undefined) out[k] = plain;
    }
    return out;
  }
  return undefined;
}

/**
 * Maps a pdf.js serialized editor to the stored annotation fields, applying the spec's rules: an empty free
 * text serializes to nothing; a zero-width or zero-height annotation is not kept; a stamp whose image is
 * not an allowed type is refused. Returns null when there is nothing to keep.
 */
export function fromEditor(serialized: unknown, quote?: string): AnnotationFields | null {
  const data = toPlain(serialized) as Record<string, unknown> | null | undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const type = TYPE_OF_EDITOR[Number(data.annotationType)];
  if (!type || data.deleted) return null;
  const rect = rectOf(data.rect);
  if (!rect || !hasArea(rect)) return null;
  const pageIndex = Number(data.pageIndex);
  if (!Number.isInteger(pageIndex) || pageIndex < 0) return null;
  let text: string | undefined;
  if (type === 'freetext') {
    text = typeof data.value === 'string' ? data.value : '';
    if (text.trim() === '') return null;
  }
  if (type === 'highlight' && quote?.trim()) text = quote.trim().slice(0, 20_000);
  if (type === 'stamp') {
    const url = typeof data.bitmapUrl === 'string' ? data.bitmapUrl : '';
    if (!isAllowedStampType(dataUrlMime(url))) return null;
  }
  // Ids and copy marks of this session mean nothing on another device.
  delete data.id;
  delete data.bitmapId;
  delete data.structTreeParentId;
  delete data.popup;
  const rotation = ROTATIONS.find((r) => r === Number(data.rotation)) ?? 0;
  const fallback = type === 'highlight' ? VIEWER_DEFAULTS.highlightColor : '#000000';
  const opacity =
    typeof data.opacity === 'number' && data.opacity >= 0 && data.opacity <= 1 ? data.opacity : 1;
  return {
    type,
    pageIndex,
    rect,
    rotation,
    color: colorToHex(data.color, fallback),
    opacity,
    ...(text !== undefined ? { text } : {}),
    editor: data as EditorData,
  };
}

/**
 * An unchanged annotation is not serialized again: the fields of `next` that differ from what is stored,
 * or null when nothing does.
 */
export function changedFields(
  stored: AnnotationFields,
  next: AnnotationFields,
): Partial<AnnotationFields> | null {
  const patch: Partial<AnnotationFields> = {};
  for (const key of Object.keys(next) as (keyof AnnotationFields)[]) {
    if (JSON.stringify(stored[key]) !== JSON.stringify(next[key])) Object.assign(patch, { [key]: next[key] });
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * The NaN markers of pdf.js's paths back from their stored form: in an array of numbers, a null is a NaN
 * (typed arrays would read a null as 0 and draw a line to the page's corner). Depth-bounded.
 */
export function reviveNumbers(value: unknown, depth = 0): unknown {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const numeric =
      value.some((v) => typeof v === 'number') && value.every((v) => v === null || typeof v === 'number');
    return numeric ? value.map((v) => v ?? Number.NaN) : value.map((v) => reviveNumbers(v, depth + 1));
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = reviveNumbers(v, depth + 1);
  return out;
}

/** The editor data pdf.js's `deserialize` takes to show a stored annotation again. */
export function toEditor(annotation: PdfAnnotation): Record<string, unknown> {
  return {
    ...(reviveNumbers(annotation.editor) as Record<string, unknown>),
    pageIndex: annotation.pageIndex,
    rect: annotation.rect,
    rotation: annotation.rotation,
    color: hexToColor(annotation.color),
    opacity: annotation.opacity,
  };
}

/**
 * The editor data pdf.js writes into an exported copy: the stored editor with its comment as a popup (pdf.js
 * writes `popup.contents` as the annotation's Contents). A standalone comment becomes a free text that says it.
 */
export function toExport(annotation: PdfAnnotation): Record<string, unknown> | null {
  if (!hasArea(annotation.rect)) return null;
  if (annotation.type === 'text') {
    if (!annotation.contents?.trim()) return null;
    const [x, y] = annotation.rect;
    return {
      annotationType: PDFJS_EDITOR_TYPE.freetext,
      color: [0, 0, 0],
      fontSize: VIEWER_DEFAULTS.freeTextFontSize,
      value: annotation.contents,
      pageIndex: annotation.pageIndex,
      rect: [x, y - 14, x + 200, y],
      rotation: annotation.rotation,
    };
  }
  const data = toEditor(annotation);
  if (annotation.contents?.trim()) {
    const [, , x2, y2] = annotation.rect;
    data.popup = { contents: annotation.contents, deleted: false, rect: [x2, y2 - 100, x2 + 180, y2] };
  }
  return data;
}

/** The side panel's order: by page, then top to bottom (PDF y grows upwards), then left to right. */
export function byPosition(a: PdfAnnotation, b: PdfAnnotation): number {
  return a.pageIndex - b.pageIndex || b.rect[3] - a.rect[3] || a.rect[0] - b.rect[0];
}

const LABELS: Record<AnnotationType, string> = {
  freetext: 'Free text',
  line: 'Line',
  square: 'Square',
  circle: 'Circle',
  polyline: 'Polyline',
  polygon: 'Polygon',
  caret: 'Caret',
  ink: 'Drawing',
  highlight: 'Highlight',
  underline: 'Underline',
  squiggly: 'Squiggly',
  strikeout: 'Strikeout',
  stamp: 'Image',
  fileattachment: 'File attachment',
  signature: 'Signature',
  text: 'Comment',
};
export const annotationLabel = (type: AnnotationType): string => LABELS[type];
