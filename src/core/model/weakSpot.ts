import { z } from 'zod';
import { EntityBase, Id, RequiredText, Timestamp, WeekNumber } from './common';

export const WEAK_SPOT_STATUSES = [
  'identified',
  'investigating',
  'in_progress',
  'resolved',
  'dismissed',
] as const;
export const WeakSpotStatus = z.enum(WEAK_SPOT_STATUSES);
export type WeakSpotStatus = z.infer<typeof WeakSpotStatus>;

export const WEAK_SPOT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const WeakSpotPriority = z.enum(WEAK_SPOT_PRIORITIES);
export type WeakSpotPriority = z.infer<typeof WeakSpotPriority>;

/** The recommendation area's vocabulary for a weak spot's state. */
export type RecommendationWeakSpotStatus = 'open' | 'corrected' | 'closed';

export const WeakSpot = EntityBase.extend({
  title: RequiredText(300),
  description: RequiredText(20_000),
  status: WeakSpotStatus.default('identified'),
  priority: WeakSpotPriority.default('medium'),
  tags: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  courseId: Id,
  weekNumber: WeekNumber.optional(),
  occurrences: z.number().int().min(1).default(1),
  lastSeen: Timestamp,
  notes: z.array(z.string().trim().min(1).max(20_000)).max(1_000).default([]),
  /** When each note was written (same order as notes; older notes may have none). */
  noteTimes: z.array(Timestamp).max(1_000).optional(),
  resolvedAt: Timestamp.optional(),
  /** Carried over from a finished focus session, when created from one. */
  fromSession: Id.optional(),
  prompt: z.string().max(5_000).optional(),
  answer: z.string().max(200_000).optional(),
});
export type WeakSpot = z.infer<typeof WeakSpot>;
