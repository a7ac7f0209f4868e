import { z } from 'zod';
import { Id, RequiredText, Timestamp } from './common';

export const Prompt = z.object({
  id: Id,
  text: RequiredText(5_000),
  context: z.string().max(5_000).optional(),
  source: z.string().max(300).optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
});
export type Prompt = z.infer<typeof Prompt>;

export const WRITING_SESSION_STATUSES = ['active', 'paused', 'completed'] as const;
export const WritingSessionStatus = z.enum(WRITING_SESSION_STATUSES);

export const WritingSession = z.object({
  id: Id,
  prompt: Prompt,
  answer: z.object({
    text: z.string().max(200_000).default(''),
    startTime: Timestamp,
    lastSaved: Timestamp.optional(),
  }),
  /** Planned duration in seconds. */
  duration: z
    .number()
    .int()
    .min(60)
    .max(180 * 60),
  startedAt: Timestamp,
  status: WritingSessionStatus,
  completedAt: Timestamp.optional(),
  courseId: Id.optional(),
});
export type WritingSession = z.infer<typeof WritingSession>;
