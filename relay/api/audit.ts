/**
 * GET /api/audit/sunday-audit: the Sunday audit of one space, computed by src/core/plan from that space's
 * synced document as the relay stores it (the same code the weekly board runs). The space id is the only
 * key and must be named in the X-Space-ID header: missing or malformed 400, unknown 404; there is no way
 * to list spaces. Query: courseId (optional; every course not archived when absent), weekOf (optional ISO
 * day; its Monday-based week; default the week the board opens on). Answer: {weekOf, days[{day, tasks,
 * complete}]}, with the student's ticks when the board of that week is stored.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as Y from 'yjs';
import type { z } from 'zod';
import {
  Course,
  Flowmap,
  Id,
  IsoDay,
  Reading,
  Rpa,
  Syllabus,
  WeakSpot,
  WeeklyBoard,
  WritingSession,
} from '../../src/core/model';
import {
  auditDaysFor,
  auditWeekOf,
  boardId,
  coursePlans,
  localToday,
  mondayOf,
  rerunDays,
  toSundayAudit,
} from '../../src/core/plan';
import { allowedOrigin, corsHeaders } from '../http/cors';
import { HttpError, sendError, sendJson } from '../http/respond';
import type { DocStore } from '../store/docStore';
import { errorMessage, type Logger } from '../logger';
import { SPACE_ID } from '../sync/spaceId';

export const SUNDAY_AUDIT_PATH = '/api/audit/sunday-audit';

export interface AuditContext {
  store: Pick<DocStore, 'getUpdates'>;
  extraOrigins: readonly string[];
  logger: Logger;
  /** The clock (tests fix it). */
  now?: () => number;
}

/** Every row of a collection that passes its schema (rows that do not are skipped, never trusted). */
export function rows<T>(doc: Y.Doc, name: string, schema: z.ZodType<T>): T[] {
  const out: T[] = [];
  doc.getMap<unknown>(name).forEach((row) => {
    const raw = row instanceof Y.Map ? row.toJSON() : row;
    const parsed = schema.safeParse(raw);
    if (parsed.success) out.push(parsed.data);
  });
  return out;
}

export function spaceIdOf(req: IncomingMessage): string {
  const raw = req.headers['x-space-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') throw new HttpError(400, 'X-Space-ID header is required');
  if (!SPACE_ID.test(value)) throw new HttpError(400, 'X-Space-ID is not a space id');
  return value;
}

export function queryOf(req: IncomingMessage): { courseId: string | null; weekOf: string | null } {
  const search = new URLSearchParams((req.url ?? '').split('?')[1]?.split('#')[0] ?? '');
  const courseId = search.get('courseId');
  const weekOf = search.get('weekOf');
  if (courseId !== null && !Id.safeParse(courseId).success) throw new HttpError(400, 'courseId is not an id');
  if (weekOf !== null && !IsoDay.safeParse(weekOf).success)
    throw new HttpError(400, 'weekOf must be YYYY-MM-DD');
  return { courseId: courseId || null, weekOf };
}

/** The plan's entities as the space's document holds them; 404 when the course asked for is not there. */
export function planEntitiesOf(doc: Y.Doc, courseId: string | null) {
  const entities = {
    courses: rows(doc, 'courses', Course),
    syllabi: rows(doc, 'syllabi', Syllabus),
    readings: rows(doc, 'readings', Reading),
    rpas: rows(doc, 'rpas', Rpa),
    weakSpots: rows(doc, 'weakSpots', WeakSpot),
    flowmaps: rows(doc, 'flowmaps', Flowmap),
  };
  if (courseId !== null && !entities.courses.some((c) => c.id === courseId))
    throw new HttpError(404, 'Course not found');
  return entities;
}

/** The audit of a space's document (exported for tests and the bench). */
export function sundayAuditOf(doc: Y.Doc, courseId: string | null, weekOfAsked: string | null, now: number) {
  const today = localToday(now);
  const weekOf = weekOfAsked ? mondayOf(weekOfAsked) : auditWeekOf(today);
  const entities = planEntitiesOf(doc, courseId);
  const fresh = auditDaysFor({
    plans: coursePlans(entities, courseId),
    sessions: rows(doc, 'sessions', WritingSession),
    weekOf,
    now,
    today,
  });
  const stored = rows(doc, 'audits', WeeklyBoard).find((b) => b.id === boardId(weekOf, courseId));
  return toSundayAudit({ weekOf, days: rerunDays(stored?.days, fresh) });
}

/** Handles the audit call; returns the status for the request log. */
export function handleSundayAudit(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuditContext,
): Promise<number> {
  return handleSpaceGet(req, res, ctx, 'audit_error', (doc, now) => {
    const { courseId, weekOf } = queryOf(req);
    return sundayAuditOf(doc, courseId, weekOf, now);
  });
}

/**
 * A GET answered from one space's document (the audit and the analytics calls): CORS and OPTIONS, 405 for
 * other methods, the X-Space-ID rule (400 missing or malformed, 404 unknown), `answer` on the loaded doc.
 */
export async function handleSpaceGet(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: AuditContext,
  errorEvent: string,
  answer: (doc: Y.Doc, now: number) => unknown,
): Promise<number> {
  const origin = allowedOrigin(req, ctx.extraOrigins);
  const cors = {
    ...corsHeaders(origin),
    ...(origin
      ? { 'Access-Control-Allow-Methods': 'GET, OPTIONS', 'Access-Control-Allow-Headers': 'X-Space-ID' }
      : {}),
  };
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    const status = req.headers.origin && !origin ? 403 : 204;
    if (status === 403) sendError(res, 403, 'Origin not allowed', cors);
    else {
      res.writeHead(204, { ...cors, 'Content-Length': 0 });
      res.end();
    }
    return status;
  }
  if (method !== 'GET') {
    sendError(res, 405, 'Method not allowed', { ...cors, Allow: 'GET, OPTIONS' });
    return 405;
  }
  try {
    const spaceId = spaceIdOf(req);
    const updates = await ctx.store.getUpdates(spaceId);
    if (updates.length === 0) throw new HttpError(404, 'Space not found');
    const doc = new Y.Doc();
    try {
      for (const update of updates) Y.applyUpdate(doc, update);
      sendJson(res, 200, answer(doc, ctx.now?.() ?? Date.now()), cors);
      return 200;
    } finally {
      doc.destroy();
    }
  } catch (err) {
    if (err instanceof HttpError) {
      sendError(res, err.status, err.message, cors);
      return err.status;
    }
    ctx.logger.error(errorEvent, { error: errorMessage(err) });
    sendError(res, 500, 'Internal error', cors);
    return 500;
  }
}
