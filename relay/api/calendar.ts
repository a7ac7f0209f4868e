/**
 * Calendar subscriptions (issue 15). A student's device asks for an address of one course's readings:
 *   POST   /api/calendar/feeds        X-Space-ID, JSON {courseId, appOrigin}  -> 201 {id, token, path, ...}
 *   GET    /api/calendar/feeds        X-Space-ID                              -> {feeds: [{id, courseId, createdAt}]}
 *   DELETE /api/calendar/feeds/<id>   X-Space-ID                              -> 204 (revoked)
 * and calendar apps poll GET /calendar/<token>.ics: the course's readings as RFC 5545 text, computed on each
 * request from the relay's copy of the space (so it follows the schedule as it changes) by the very code of
 * the .ics download (src/core/calendar). A token that is malformed, unknown or revoked is 404, alike.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as Y from 'yjs';
import { z } from 'zod';
import { courseCalendar } from '../../src/core/calendar/ics';
import { Course, Id, Reading, Syllabus } from '../../src/core/model';
import type { FeedStore } from '../calendar/feedStore';
import { allowedOrigin } from '../http/cors';
import { HttpError, readJson, sendError, sendJson } from '../http/respond';
import type { WindowLimiter } from '../limits';
import { errorMessage, type Logger } from '../logger';
import type { DocStore } from '../store/docStore';
import { rows, spaceIdOf } from './audit';

export const FEEDS_PATH = '/api/calendar/feeds';
const FEED_PATH = /^\/calendar\/([^/]{1,100})\.ics$/;

export const isCalendarPath = (pathname: string) =>
  pathname === FEEDS_PATH || pathname.startsWith(`${FEEDS_PATH}/`) || pathname.startsWith('/calendar/');

export interface CalendarContext {
  feeds: FeedStore;
  store: Pick<DocStore, 'getUpdates'>;
  extraOrigins: readonly string[];
  requests: WindowLimiter;
  logger: Logger;
  now?: () => number;
}

const CreateBody = z.object({
  courseId: Id,
  appOrigin: z
    .string()
    .max(200)
    .regex(/^https?:\/\/[A-Za-z0-9.:[\]-]+$/, 'appOrigin must be an http(s) origin'),
});

async function loadDoc(store: CalendarContext['store'], spaceId: string): Promise<Y.Doc | undefined> {
  const updates = await store.getUpdates(spaceId);
  if (updates.length === 0) return undefined;
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc;
}

const entitiesOf = (doc: Y.Doc) => ({
  courses: rows(doc, 'courses', Course),
  syllabi: rows(doc, 'syllabi', Syllabus),
  readings: rows(doc, 'readings', Reading),
});

async function serveFeed(req: IncomingMessage, res: ServerResponse, token: string, ctx: CalendarContext) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    throw new HttpError(405, 'Method not allowed', { Allow: 'GET' });
  const feed = await ctx.feeds.byToken(token);
  if (!feed) throw new HttpError(404, 'This calendar address was revoked or never existed');
  const doc = await loadDoc(ctx.store, feed.spaceId);
  try {
    const text =
      doc &&
      courseCalendar(entitiesOf(doc), feed.courseId, {
        appOrigin: feed.appOrigin,
        now: ctx.now?.() ?? Date.now(),
      });
    if (text === undefined) throw new HttpError(404, 'The course of this calendar is no longer in Docket');
    res.writeHead(200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
    return 200;
  } finally {
    doc?.destroy();
  }
}

async function manageFeeds(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ctx: CalendarContext,
  cors: Record<string, string>,
) {
  const spaceId = spaceIdOf(req);
  const method = req.method ?? 'GET';
  const rest = pathname.slice(FEEDS_PATH.length);
  if (rest === '' || rest === '/') {
    if (method === 'GET') {
      const feeds = (await ctx.feeds.list(spaceId)).map(({ id, courseId, createdAt }) => ({
        id,
        courseId,
        createdAt,
      }));
      sendJson(res, 200, { feeds }, cors);
      return 200;
    }
    if (method === 'POST') {
      const body = CreateBody.safeParse(await readJson(req, 4_096));
      if (!body.success) throw new HttpError(400, body.error.issues[0]?.message ?? 'Invalid request body');
      const doc = await loadDoc(ctx.store, spaceId);
      if (!doc) throw new HttpError(404, 'Space not found');
      const known = rows(doc, 'courses', Course).some((c) => c.id === body.data.courseId);
      doc.destroy();
      if (!known) throw new HttpError(404, 'Course not found');
      let made: Awaited<ReturnType<FeedStore['create']>>;
      try {
        made = await ctx.feeds.create(spaceId, body.data.courseId, body.data.appOrigin);
      } catch (err) {
        throw new HttpError(409, errorMessage(err));
      }
      const { feed, token } = made;
      sendJson(
        res,
        201,
        {
          id: feed.id,
          courseId: feed.courseId,
          createdAt: feed.createdAt,
          token,
          path: `/calendar/${token}.ics`,
        },
        cors,
      );
      return 201;
    }
    throw new HttpError(405, 'Method not allowed', { Allow: 'GET, POST, OPTIONS' });
  }
  const id = rest.slice(1);
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new HttpError(404, 'Not found');
  if (method !== 'DELETE') throw new HttpError(405, 'Method not allowed', { Allow: 'DELETE, OPTIONS' });
  if (!(await ctx.feeds.revoke(spaceId, id))) throw new HttpError(404, 'No such calendar address');
  res.writeHead(204, { ...cors, 'Content-Length': 0 });
  res.end();
  return 204;
}

/** Handles /api/calendar/feeds* and /calendar/*; returns the status for the request log. */
export async function handleCalendar(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ctx: CalendarContext,
): Promise<number> {
  const origin = allowedOrigin(req, ctx.extraOrigins);
  const api = pathname.startsWith(FEEDS_PATH);
  const cors: Record<string, string> =
    api && origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type, X-Space-ID',
          Vary: 'Origin',
        }
      : { Vary: 'Origin' };
  try {
    const client = req.socket.remoteAddress ?? 'unknown';
    if (!ctx.requests.hit(client)) throw new HttpError(429, 'Too many requests', { 'Retry-After': '60' });
    if (!api) {
      const match = FEED_PATH.exec(pathname);
      if (!match) throw new HttpError(404, 'This calendar address was revoked or never existed');
      return await serveFeed(req, res, match[1] ?? '', ctx);
    }
    if (req.headers.origin && !origin) throw new HttpError(403, 'Origin not allowed');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Content-Length': 0 });
      res.end();
      return 204;
    }
    return await manageFeeds(req, res, pathname, ctx, cors);
  } catch (err) {
    if (err instanceof HttpError) {
      sendError(res, err.status, err.message, { ...cors, ...err.headers });
      return err.status;
    }
    ctx.logger.error('calendar_error', { error: errorMessage(err) });
    sendError(res, 500, 'Internal error', cors);
    return 500;
  }
}
