import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * Serves the built app from `distDir`: exact files, SPA fallback to index.html for extension-less
 * GET/HEAD paths, cache headers the service worker and hashed assets need, no path traversal.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  // Served as-is: never with Content-Encoding (tesseract fetches eng.traineddata.gz and gunzips itself).
  '.gz': 'application/gzip',
  '.traineddata': 'application/octet-stream',
};

const NO_CACHE_FILES = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);
const HASHED_ASSET = /^\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Precompressed copies made at build time (scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/** Whether an Accept-Encoding header accepts `encoding` (a q=0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (token !== encoding && token !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlFor(urlPath: string): string {
  if (NO_CACHE_FILES.has(urlPath) || /^\/workbox-[^/]+\.js$/.test(urlPath)) return 'no-cache';
  if (HASHED_ASSET.test(urlPath)) return IMMUTABLE;
  // Everything else revalidates (cheap with the ETag); the service worker precaches what matters.
  return 'no-cache';
}

/**
 * Maps a URL path to a file inside root, or null if it would escape root or is not a sane path.
 * `urlPath` is the raw (still percent-encoded) pathname.
 */
export function resolveSafePath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  return full;
}

async function fileStat(file: string) {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

export interface StaticResult {
  status: number;
  file?: string;
}

export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');

  /** The precompressed copy to send for this request, if the build made one the client accepts. */
  async function precompressed(req: IncomingMessage, file: string) {
    if (file.endsWith('.gz') || file.endsWith('.br')) return null;
    for (const encoding of ENCODINGS) {
      if (!acceptsEncoding(req.headers['accept-encoding'], encoding.name)) continue;
      const s = await fileStat(file + encoding.ext);
      if (s) return { encoding: encoding.name, file: file + encoding.ext, size: s.size };
    }
    return null;
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    urlPath: string,
    rawSize: number,
    mtime: Date,
  ) {
    const packed = await precompressed(req, file);
    const size = packed?.size ?? rawSize;
    const tag = `${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}${packed ? `-${packed.encoding}` : ''}`;
    const etag = `W/"${tag}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': contentTypeFor(file),
      'Cache-Control': cacheControlFor(urlPath),
      'Last-Modified': mtime.toUTCString(),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (packed) headers['Content-Encoding'] = packed.encoding;
    // Whether or not this answer is compressed, another Accept-Encoding may get another body.
    if (packed || (await fileStat(`${file}.gz`)) || (await fileStat(`${file}.br`)))
      headers.Vary = 'Accept-Encoding';
    if (urlPath === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['Content-Length'] = size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(packed?.file ?? file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  function notFound(req: IncomingMessage, res: ServerResponse, message = 'Not found') {
    const body = `${message}\n`;
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Handles GET/HEAD for the app; returns the status it answered with (for the request log). */
  return async function serveStatic(
    req: IncomingMessage,
    res: ServerResponse,
    urlPath: string,
  ): Promise<number> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return 405;
    }
    const file = resolveSafePath(root, urlPath);
    if (file === null) {
      notFound(req, res);
      return 404;
    }
    const direct = await fileStat(file);
    if (direct) {
      await sendFile(req, res, file, urlPath, direct.size, direct.mtime);
      return 200;
    }
    // A missing path with an extension is a missing file, not a route.
    const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
    if (path.extname(lastSegment) !== '') {
      notFound(req, res);
      return 404;
    }
    const index = await fileStat(indexFile);
    if (!index) {
      notFound(req, res, 'The app is not built: run `npm run build` first.');
      return 404;
    }
    await sendFile(req, res, indexFile, '/index.html', index.size, index.mtime);
    return 200;
  };
}
