/**
 * /api/files/<sha256>: the content-addressed file store of one space (the PDFs of readings). The space is
 * named in the X-Space-ID header (400 missing or malformed) and must exist on this relay (404 unknown),
 * like the audit call. GET/HEAD send a file; PUT stores one under its hash (201 new, 200 already there;
 * 422 when the bytes do not hash to the name, 413 over the file limit, 507 over the space limit). Counted by
 * the relay's per-address /api/* limiter like every other /api route (429 with Retry-After).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { spaceIdOf } from '../api/audit';
import { limit } from '../api/routes';
import { allowedOrigin, corsHeaders } from '../http/cors';
import { HttpError, sendError, sendJson } from '../http/respond';
import { errorMessage, type Logger } from '../logger';
import type { WindowLimiter } from '../limits';
import type { DocStore } from '../store/docStore';
import { FILE_HASH, type FileStore } from './fileStore';

export const FILES_PREFIX = '/api/files/';

export interface FilesContext {
  files: FileStore;
  store: Pick<DocStore, 'getUpdates'>;
  extraOrigins: readonly string[];
  /** The relay's per-address /api/* request limiter (shared with the other /api routes). */
  requests: WindowLimiter;
  logger: Logger;
}

const METHODS = 'GET, HEAD, PUT, OPTIONS';

export async function handleFiles(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ctx: FilesContext,
): Promise<number> {
  const origin = allowedOrigin(req, ctx.extraOrigins);
  const cors = {
    ...corsHeaders(origin),
    ...(origin
      ? {
          'Access-Control-Allow-Methods': METHODS,
          'Access-Control-Allow-Headers': 'X-Space-ID, Content-Type',
          'Access-Control-Expose-Headers': 'Content-Length',
        }
      : {}),
  };
  const method = req.method ?? 'GET';
  const fail = (status: number, message: string, extra: Record<string, string> = {}) => {
    if (!req.complete) req.resume();
    sendError(res, status, message, { ...cors, ...extra });
    return status;
  };
  if (method === 'OPTIONS') {
    if (req.headers.origin && !origin) return fail(403, 'Origin not allowed');
    res.writeHead(204, { ...cors, 'Content-Length': 0 });
    res.end();
    return 204;
  }
  if (req.headers.origin && !origin) return fail(403, 'Origin not allowed');
  if (!['GET', 'HEAD', 'PUT'].includes(method)) return fail(405, 'Method not allowed', { Allow: METHODS });
  const hash = pathname.slice(FILES_PREFIX.length);
  if (!FILE_HASH.test(hash)) return fail(400, 'A file is named by its SHA-256 in lower-case hex');
  try {
    limit(ctx.requests, req.socket.remoteAddress ?? 'unknown', 'requests');
    const spaceId = spaceIdOf(req);
    const updates = await ctx.store.getUpdates(spaceId);
    if (updates.length === 0) throw new HttpError(404, 'Space not found');
    if (method === 'PUT') {
      const declared = req.headers['content-length'];
      const size = declared === undefined ? undefined : Number(declared);
      if (size !== undefined && !Number.isSafeInteger(size)) throw new HttpError(400, 'Bad Content-Length');
      const created = await ctx.files.put(spaceId, hash, req, size);
      sendJson(res, created ? 201 : 200, { hash, created }, cors);
      return created ? 201 : 200;
    }
    const size = await ctx.files.size(spaceId, hash);
    if (size === undefined) throw new HttpError(404, 'File not found');
    res.writeHead(200, {
      ...cors,
      'Content-Type': 'application/pdf',
      'Content-Length': size,
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'attachment',
    });
    if (method === 'HEAD') {
      res.end();
      return 200;
    }
    const stream = ctx.files.read(spaceId, hash);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return 200;
  } catch (err) {
    if (err instanceof HttpError) {
      if (err.status === 429) ctx.logger.warn('api_rate_limited', { path: pathname.slice(0, 200) });
      return fail(err.status, err.message, err.headers);
    }
    ctx.logger.error('files_error', { error: errorMessage(err) });
    return fail(500, 'Internal error');
  }
}
