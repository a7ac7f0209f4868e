import { z } from 'zod';
import { Bbox } from './common';

/** One line of text with where it came from: the structurer's input. */
export const TextLine = z.object({
  text: z.string(),
  page: z.number().int().min(1),
  line: z.number().int().min(1),
  bbox: Bbox.optional(),
});
export type TextLine = z.infer<typeof TextLine>;

export const PdfTextItem = z.object({
  str: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type PdfTextItem = z.infer<typeof PdfTextItem>;

export const PdfPage = z.object({
  pageNumber: z.number().int().min(1),
  textItems: z.array(PdfTextItem),
  textContent: z.string(),
  width: z.number(),
  height: z.number(),
  lines: z.array(TextLine).default([]),
});
export type PdfPage = z.infer<typeof PdfPage>;

/** The PDF extraction result. */
export const PdfExtractionResult = z.object({
  pages: z.array(PdfPage),
  totalPages: z.number().int().min(0),
  fileName: z.string(),
});
export type PdfExtractionResult = z.infer<typeof PdfExtractionResult>;

export const OcrWord = z.object({
  text: z.string(),
  confidence: z.number().min(0).max(100),
  bbox: Bbox,
});
export type OcrWord = z.infer<typeof OcrWord>;

/** The OCR result (one page; pageNumber 1 for a photo). */
export const OcrResult = z.object({
  pageNumber: z.number().int().min(1).default(1),
  text: z.string(),
  items: z.array(OcrWord),
  confidence: z.number().min(0).max(100),
  width: z.number(),
  height: z.number(),
});
export type OcrResult = z.infer<typeof OcrResult>;
