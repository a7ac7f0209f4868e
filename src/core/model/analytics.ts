import { z } from 'zod';
import { Id, IsoDay, Timestamp } from './common';

export const CoverageResponse = z.object({
  coveragePercent: z.number().min(0).max(100),
  byCourse: z.array(
    z.object({ course: z.string(), covered: z.number().int().min(0), total: z.number().int().min(0) }),
  ),
});
export type CoverageResponse = z.infer<typeof CoverageResponse>;

export const FluencyResponse = z.object({
  coherenceScore: z.number().min(0).max(1),
  trend7d: z.array(z.number()).max(7),
});
export type FluencyResponse = z.infer<typeof FluencyResponse>;

export const WeakSpotStatsResponse = z.object({ total: z.number().int().min(0) });
export type WeakSpotStatsResponse = z.infer<typeof WeakSpotStatsResponse>;

export const CompressionResponse = z.object({ readinessScore: z.number().min(0).max(1) });
export type CompressionResponse = z.infer<typeof CompressionResponse>;

export const AuditDay = z.object({
  day: z.string().min(1).max(20),
  tasks: z.array(z.string().max(500)).max(50),
  complete: z.boolean().default(false),
});
export type AuditDay = z.infer<typeof AuditDay>;

export const SundayAudit = z.object({
  weekOf: IsoDay,
  days: z.array(AuditDay).max(7),
});
export type SundayAudit = z.infer<typeof SundayAudit>;

/** A day card as stored: its date, the tasks the student ticked and the tasks the student added. */
export const BoardDay = AuditDay.extend({
  date: IsoDay,
  done: z.array(z.string().max(500)).max(50).default([]),
  added: z.array(z.string().max(500)).max(50).default([]),
});
export type BoardDay = z.infer<typeof BoardDay>;

/** A stored weekly board (collection 'audits', one per week of a course; id `<weekOf>:<courseId|all>`). */
export const WeeklyBoard = SundayAudit.extend({
  id: Id,
  days: z.array(BoardDay).max(7),
  courseId: Id.optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WeeklyBoard = z.infer<typeof WeeklyBoard>;
