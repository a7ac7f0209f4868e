import { z } from 'zod';
import { EntityBase, Id } from './common';

/** A SHA-256 digest in lower-case hex: how a PDF is identified on every device and on the relay. */
export const FileHash = z.string().regex(/^[0-9a-f]{64}$/, 'Invalid file hash');
export type FileHash = z.infer<typeof FileHash>;

/** A PDF attached to a reading (the file itself stays on the device, in Dexie, under its hash). */
export const ReadingFile = EntityBase.extend({
  readingId: Id,
  hash: FileHash,
  name: z.string().trim().min(1).max(300),
  size: z.number().int().min(1),
  pageCount: z.number().int().min(1).max(100_000).optional(),
  /** Set when the file is a page range of the uploaded syllabus (the range's pages, 1-based, of that file). */
  fromSyllabus: z
    .object({ fileId: Id, firstPage: z.number().int().min(1), lastPage: z.number().int().min(1) })
    .optional(),
});
export type ReadingFile = z.infer<typeof ReadingFile>;

/** SPEC section 3: the generic annotation types of the embedded viewer (and 'text', a standalone comment). */
export const ANNOTATION_TYPES = [
  'freetext',
  'line',
  'square',
  'circle',
  'polyline',
  'polygon',
  'caret',
  'ink',
  'highlight',
  'underline',
  'squiggly',
  'strikeout',
  'stamp',
  'fileattachment',
  'signature',
  'text',
] as const;
export const AnnotationType = z.enum(ANNOTATION_TYPES);
export type AnnotationType = z.infer<typeof AnnotationType>;

/** [x1, y1, x2, y2] in PDF user space (points, origin bottom left). */
export const AnnotationRect = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type AnnotationRect = z.infer<typeof AnnotationRect>;

/** The largest editor payload kept (a stamp's image travels inside it). */
export const MAX_EDITOR_DATA_CHARS = 1_500_000;

/** pdf.js's own serialized editor (what its `deserialize` takes back); JSON, size-bounded. */
export const EditorData = z
  .record(z.string(), z.unknown())
  .refine((v) => JSON.stringify(v).length <= MAX_EDITOR_DATA_CHARS, 'Annotation data too large');
export type EditorData = z.infer<typeof EditorData>;

/**
 * One annotation of a reading's PDF, as data in the synced document (never written into the file), with
 * the spec's fields: id, type, rectangle, rotation, colour, opacity, dates, contents, popup reference.
 */
export const PdfAnnotation = EntityBase.extend({
  readingId: Id,
  fileHash: FileHash,
  type: AnnotationType,
  pageIndex: z.number().int().min(0).max(100_000),
  rect: AnnotationRect,
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  opacity: z.number().min(0).max(1).default(1),
  /** The comment (the popup's text); for a free text, what it says is in `text`. */
  contents: z.string().max(20_000).optional(),
  /** The popup this annotation's comment shows in (its id), when it has one. */
  popupRef: z.string().max(128).optional(),
  /** What a free text says, or the words a highlight covers. */
  text: z.string().max(20_000).optional(),
  editor: EditorData,
});
export type PdfAnnotation = z.infer<typeof PdfAnnotation>;
