import { z } from 'zod';
import { EntityBase, Id, Timestamp, WeekNumber } from './common';

export const RECOMMENDATION_TYPES = [
  'create_rpa',
  'create_flowmap',
  'review_weak_spots',
  'practice_session',
  'review_reading',
  'syllabus_catch_up',
  'upcoming_deadline',
  'weekly_review',
] as const;
export const RecommendationType = z.enum(RECOMMENDATION_TYPES);
export type RecommendationType = z.infer<typeof RecommendationType>;

export const RECOMMENDATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export const RecommendationPriority = z.enum(RECOMMENDATION_PRIORITIES);
export type RecommendationPriority = z.infer<typeof RecommendationPriority>;

export const Recommendation = z.object({
  id: Id,
  type: RecommendationType,
  priority: RecommendationPriority,
  title: z.string().min(1).max(300),
  description: z.string().max(2_000).default(''),
  reasoning: z.string().max(2_000).default(''),
  context: z
    .object({
      courseId: Id.optional(),
      readingId: Id.optional(),
      weekNumber: WeekNumber.optional(),
      weakSpotId: Id.optional(),
    })
    .default({}),
  actionUrl: z.string().max(2_000),
  dismissed: z.boolean().default(false),
  createdAt: Timestamp,
  expiresAt: Timestamp.optional(),
});
export type Recommendation = z.infer<typeof Recommendation>;

/**
 * A stored dismissal of a generated recommendation (synced, collection 'recommendations'; the
 * recommendation itself is derived, and its id is stable, so the dismissal holds on every device).
 */
export const RecommendationDismissal = EntityBase.extend({
  dismissedAt: Timestamp,
  courseId: Id.optional(),
});
export type RecommendationDismissal = z.infer<typeof RecommendationDismissal>;

export const PracticeStats = z.object({
  lastSessionDate: Timestamp.nullable(),
  sessionsThisWeek: z.number().int().min(0),
  averageScore: z.number().min(0).max(1),
});
export type PracticeStats = z.infer<typeof PracticeStats>;
