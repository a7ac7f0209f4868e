import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ApiSyllabus, ApiSyllabusInput, Id, StructuredSyllabus } from '../../src/core/model';
import type { AiConfig } from '../config';
import { IngestBusyError, IngestTimeoutError } from '../ingest/pool';
import { allowedOrigin, corsHeaders } from '../http/cors';
import { HttpError, readJson, sendError, sendJson } from '../http/respond';
import type { WindowLimiter } from '../limits';
import { errorMessage, type Logger } from '../logger';
import type { SyllabusStore } from '../store/syllabusStore';
import { structureWithAi } from './aiStructurer';

export interface ApiContext {
  ai: AiConfig;
  syllabi: SyllabusStore;
  /** The local structurer, run off the event loop (relay/ingest: a worker pool with a time limit). */
  structure: (rawText: string) => Promise<unknown>;
  maxBodyBytes: number;
  /** Longest rawText ingest accepts (characters). */
  maxIngestChars: number;
  /** The ingest time limit, for the message when it is exceeded. */
  ingestTimeoutMs: number;
  extraOrigins: readonly string[];
  /** /api/* requests per client address per minute. */
  requests: WindowLimiter;
  /** Ingests per client address per minute. */
  ingests: WindowLimiter;
  logger: Logger;
}

/** 429 with Retry-After (whole seconds) when the client address is over a limiter's window. */
export function limit(limiter: WindowLimiter, key: string, what: string) {
  if (limiter.hit(key)) return;
  const seconds = Math.max(1, Math.ceil(limiter.retryAfterMs(key) / 1000));
  throw new HttpError(429, `Too many ${what}; try again in ${seconds} s`, { 'Retry-After': String(seconds) });
}

const MAX_SYLLABI_PER_DEVICE = 200;

const IngestBody = z.object({
  courseId: Id.optional(),
  rawText: z.string().refine((t) => t.trim().length > 0, 'rawText is required'),
});

const DeviceId = z.uuid();

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

function deviceIdOf(req: IncomingMessage): string {
  const raw = req.headers['x-device-id'];
  if (raw === undefined || raw === '') throw new HttpError(400, 'X-Device-ID header is required');
  const parsed = DeviceId.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw new HttpError(400, 'X-Device-ID must be a UUID');
  return parsed.data.toLowerCase();
}

async function ingest(req: IncomingMessage, ctx: ApiContext) {
  // A body that cannot hold an allowed text (at most 3 UTF-8 bytes per character) is refused from its
  // Content-Length, before it is read or parsed on the event loop.
  const limit = Math.min(ctx.maxBodyBytes, ctx.maxIngestChars * 3 + 4096);
  const body = IngestBody.safeParse(await readJson(req, limit));
  if (!body.success) {
    const missing = body.error.issues.some((i) => i.path[0] === 'rawText');
    throw new HttpError(400, missing ? 'rawText is required' : firstIssue(body.error));
  }
  const { rawText } = body.data;
  if (rawText.length > ctx.maxIngestChars) {
    throw new HttpError(
      413,
      `The syllabus text is too long (limit ${ctx.maxIngestChars} characters): paste it a part at a time`,
    );
  }
  if (ctx.ai.baseUrl) {
    const started = performance.now();
    try {
      const syllabus = await structureWithAi(ctx.ai, rawText);
      ctx.logger.info('ingest_ai', {
        ms: Math.round(performance.now() - started),
        weeks: syllabus.weeks.length,
      });
      return { status: 200, body: { syllabus, source: 'ai' as const } };
    } catch (err) {
      // Never the text or the answer: only what went wrong.
      ctx.logger.warn('ingest_ai_failed', {
        ms: Math.round(performance.now() - started),
        error: errorMessage(err),
      });
    }
  }
  let syllabus: StructuredSyllabus;
  const started = performance.now();
  try {
    syllabus = StructuredSyllabus.parse(await ctx.structure(rawText));
  } catch (err) {
    const ms = Math.round(performance.now() - started);
    if (err instanceof IngestTimeoutError) {
      ctx.logger.warn('ingest_timeout', { ms, chars: rawText.length });
      throw new HttpError(
        422,
        `The syllabus text took too long to structure (limit ${ctx.ingestTimeoutMs} ms): paste a shorter part or upload it as a file`,
      );
    }
    if (err instanceof IngestBusyError) {
      ctx.logger.warn('ingest_busy', {});
      throw new HttpError(503, 'The relay is busy structuring other syllabi; try again in a few seconds', {
        'Retry-After': '5',
      });
    }
    ctx.logger.error('local_structurer_failed', { ms, error: errorMessage(err) });
    throw new HttpError(500, 'Could not structure the syllabus');
  }
  return { status: 200, body: { syllabus, source: 'local' as const } };
}

async function saveSyllabus(req: IncomingMessage, ctx: ApiContext) {
  const deviceId = deviceIdOf(req);
  const input = ApiSyllabusInput.safeParse(await readJson(req, ctx.maxBodyBytes));
  if (!input.success) throw new HttpError(400, firstIssue(input.error));
  const existing = await ctx.syllabi.get(deviceId, input.data.courseId);
  if (!existing && (await ctx.syllabi.count(deviceId)) >= MAX_SYLLABI_PER_DEVICE) {
    throw new HttpError(409, `At most ${MAX_SYLLABI_PER_DEVICE} syllabi per device`);
  }
  const syllabus = ApiSyllabus.parse({
    id: existing?.id ?? randomUUID(),
    course_id: input.data.courseId,
    semester_start: input.data.semesterStart ?? null,
    semester_end: input.data.semesterEnd ?? null,
    weeks: input.data.weeks,
  });
  await ctx.syllabi.put(deviceId, syllabus);
  return { status: existing ? 200 : 201, body: { data: syllabus } };
}

async function listSyllabi(req: IncomingMessage, ctx: ApiContext) {
  const deviceId = deviceIdOf(req);
  // The query string (the spec's one extra parameter) is accepted and ignored.
  return { status: 200, body: { data: await ctx.syllabi.list(deviceId) } };
}

type Handler = (req: IncomingMessage, ctx: ApiContext) => Promise<{ status: number; body: unknown }>;

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/api/syllabus/ingest': { POST: ingest },
  '/api/syllabi': { GET: listSyllabi, POST: saveSyllabus },
};

/** Handles /api/*; returns the status for the request log. */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ctx: ApiContext,
): Promise<number> {
  const origin = allowedOrigin(req, ctx.extraOrigins);
  const cors = corsHeaders(origin);
  const route = ROUTES[pathname.replace(/\/+$/, '')];
  const method = req.method ?? 'GET';
  if (req.headers.origin && !origin) {
    // A page of another site: refused before any work (a client without Origin, e.g. native, passes).
    ctx.logger.warn('origin_refused', {
      path: pathname.slice(0, 200),
      origin: req.headers.origin.slice(0, 200),
    });
    sendError(res, 403, 'Origin not allowed', cors);
    return 403;
  }
  if (method === 'OPTIONS') {
    res.writeHead(route ? 204 : 404, { ...cors, 'Content-Length': 0 });
    res.end();
    return route ? 204 : 404;
  }
  if (!route) {
    sendError(res, 404, 'Not found', cors);
    return 404;
  }
  const handler = route[method];
  if (!handler) {
    sendError(res, 405, 'Method not allowed', {
      ...cors,
      Allow: `${Object.keys(route).join(', ')}, OPTIONS`,
    });
    return 405;
  }
  try {
    const client = req.socket.remoteAddress ?? 'unknown';
    limit(ctx.requests, client, 'requests');
    if (handler === ingest) limit(ctx.ingests, client, 'syllabus imports');
    const { status, body } = await handler(req, ctx);
    sendJson(res, status, body, cors);
    return status;
  } catch (err) {
    if (err instanceof HttpError) {
      if (err.status === 429) ctx.logger.warn('api_rate_limited', { path: pathname.slice(0, 200) });
      sendError(res, err.status, err.message, {
        ...cors,
        ...err.headers,
        ...(err.status === 413 ? { Connection: 'close' } : {}),
      });
      return err.status;
    }
    ctx.logger.error('api_error', { path: pathname, error: errorMessage(err) });
    sendError(res, 500, 'Internal error', cors);
    return 500;
  }
}
