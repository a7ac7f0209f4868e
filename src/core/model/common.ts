import { z } from 'zod';

/** An ISO 8601 timestamp as produced by `new Date().toISOString()`. */
export const Timestamp = z.iso.datetime({ offset: true });

/** A calendar day, YYYY-MM-DD. */
export const IsoDay = z.iso.date();

/** A generated identifier: non-empty, bounded, printable. */
export const Id = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w:.-]+$/, 'Invalid id');

/** A trimmed string that must not be empty. */
export const RequiredText = (max = 10_000) => z.string().trim().min(1).max(max);

/** Optional free text, trimmed; empty becomes undefined. */
export const OptionalText = (max = 10_000) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const WeekNumber = z.number().int().min(1).max(60);

export const Bbox = z.object({
  x0: z.number(),
  y0: z.number(),
  x1: z.number(),
  y1: z.number(),
});
export type Bbox = z.infer<typeof Bbox>;

/** Fields every stored entity carries. */
export const EntityBase = z.object({
  id: Id,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
