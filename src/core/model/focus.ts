import { z } from 'zod';
import { EntityBase, Id, RequiredText, Timestamp } from './common';

export const Prompt = z.object({
  id: Id,
  text: RequiredText(5_000),
  context: z.string().max(5_000).optional(),
  source: z.string().max(300).optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
});
export type Prompt = z.infer<typeof Prompt>;

/** A prompt the student wrote for one of their courses (synced collection `prompts`). */
export const CustomPrompt = EntityBase.extend({
  courseId: Id,
  text: RequiredText(5_000),
  context: z.string().trim().max(5_000).optional(),
  source: z.string().trim().max(300).optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
});
export type CustomPrompt = z.infer<typeof CustomPrompt>;

export const WRITING_SESSION_STATUSES = ['active', 'paused', 'completed'] as const;
export const WritingSessionStatus = z.enum(WRITING_SESSION_STATUSES);
export type WritingSessionStatus = z.infer<typeof WritingSessionStatus>;

/** The IRAC self-assessment a student gives a finished answer. */
export const IracAssessment = z.object({
  issue: z.boolean(),
  rule: z.boolean(),
  application: z.boolean(),
  conclusion: z.boolean(),
});
export type IracAssessment = z.infer<typeof IracAssessment>;

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
  /** Seconds actually written (the timer's elapsed time; less than duration when finished early). */
  elapsed: z
    .number()
    .int()
    .min(0)
    .max(180 * 60)
    .optional(),
  /** Self-assessment score 0-1 (share of the IRAC checklist ticked), once given. */
  score: z.number().min(0).max(1).optional(),
  assessment: IracAssessment.optional(),
});
export type WritingSession = z.infer<typeof WritingSession>;

/** A completed session as kept in the synced collection `sessions` (with the repository's stamps). */
export const SessionRecord = WritingSession.extend({
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SessionRecord = z.infer<typeof SessionRecord>;
