import type { IncomingMessage, ServerResponse } from 'node:http';

/** JSON answer; API errors are always {"error": message}. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  sendJson(res, status, { error: message }, headers);
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (e.g. Retry-After on 429 and 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Reads a request body up to `limit` bytes; larger bodies fail with 413 without buffering them. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new HttpError(413, `Request body too large (limit ${limit} bytes)`));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, `Request body too large (limit ${limit} bytes)`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (err) => {
      if (!failed) {
        failed = true;
        reject(err);
      }
    });
  });
}

/** Parses a JSON body; anything that is not JSON is a 400. */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const buf = await readBody(req, limit);
  try {
    return JSON.parse(buf.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}
