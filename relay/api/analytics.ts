/**
 * GET /api/analytics/coverage | fluency | weak-spots | compression: the spec's analytics answers for one
 * space, computed by src/core/analytics (the code the /analytics screen runs) from the space's synced
 * document. Same rule as the audit call: X-Space-ID required (400), unknown space 404, never a list.
 * Query: courseId (optional; every course not archived when absent; unknown 404).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as Y from 'yjs';
import { compression, coverage, fluency, scopeInput } from '../../src/core/analytics';
import {
  CompressionResponse,
  CoverageResponse,
  FluencyResponse,
  WeakSpotStatsResponse,
  WritingSession,
} from '../../src/core/model';
import { coursePlans, localToday } from '../../src/core/plan';
import { type AuditContext, handleSpaceGet, planEntitiesOf, queryOf, rows } from './audit';

export const ANALYTICS_PREFIX = '/api/analytics/';
export const ANALYTICS_KINDS = ['coverage', 'fluency', 'weak-spots', 'compression'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

export const isAnalyticsPath = (pathname: string): boolean =>
  (ANALYTICS_KINDS as readonly string[]).includes(pathname.slice(ANALYTICS_PREFIX.length)) &&
  pathname.startsWith(ANALYTICS_PREFIX);

/** One analytics answer of a space's document (exported for tests). */
export function analyticsOf(doc: Y.Doc, kind: AnalyticsKind, courseId: string | null, now: number) {
  const entities = planEntitiesOf(doc, courseId);
  const today = localToday(now);
  const input = scopeInput({
    plans: coursePlans(entities, courseId),
    rpas: entities.rpas,
    weakSpots: entities.weakSpots,
    sessions: rows(doc, 'sessions', WritingSession),
    courseId,
    now,
    today,
  });
  if (kind === 'weak-spots') return WeakSpotStatsResponse.parse({ total: input.weakSpots.length });
  const cov = coverage(input.plans);
  if (kind === 'coverage') return CoverageResponse.parse(cov);
  const flu = fluency(input.sessions, today);
  if (kind === 'fluency')
    return FluencyResponse.parse({ coherenceScore: flu.coherenceScore, trend7d: flu.trend7d });
  const { readinessScore } = compression({
    coveragePercent: cov.coveragePercent,
    coherenceScore: flu.coherenceScore,
    weakSpots: input.weakSpots,
    plans: input.plans,
    today,
  });
  return CompressionResponse.parse({ readinessScore });
}

/** Handles an analytics call (the path is one of isAnalyticsPath); returns the status for the request log. */
export function handleAnalytics(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ctx: AuditContext,
): Promise<number> {
  const kind = pathname.slice(ANALYTICS_PREFIX.length) as AnalyticsKind;
  return handleSpaceGet(req, res, ctx, 'analytics_error', (doc, now) =>
    analyticsOf(doc, kind, queryOf(req).courseId, now),
  );
}
