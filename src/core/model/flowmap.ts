import { z } from 'zod';
import { EntityBase, Id, OptionalText, RequiredText, Timestamp, WeekNumber } from './common';

/** A diagram shape; the editor's own record, kept opaque but bounded. */
export const FlowmapShape = z.record(z.string(), z.unknown());

export const FlowmapVersion = z.object({
  id: Id,
  name: RequiredText(200),
  description: OptionalText(2_000),
  shapes: z.array(FlowmapShape).max(5_000).default([]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  isActive: z.boolean().default(false),
});
export type FlowmapVersion = z.infer<typeof FlowmapVersion>;

export const Flowmap = EntityBase.extend({
  title: RequiredText(300),
  description: OptionalText(5_000),
  doctrine: OptionalText(300),
  category: z.string().trim().max(60).default('principle'),
  tags: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  versions: z.array(FlowmapVersion).max(200).default([]),
  currentVersionId: Id.optional(),
  courseId: Id.optional(),
  weekNumber: WeekNumber.optional(),
  isPublic: z.boolean().default(false),
  authorId: z.string().max(128).optional(),
});
export type Flowmap = z.infer<typeof Flowmap>;
