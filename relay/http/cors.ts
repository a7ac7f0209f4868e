import type { IncomingMessage } from 'node:http';

const DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The origin to echo in Access-Control-Allow-Origin, or null: the app's own origin (the relay's
 * Host), any listed extra origins, and, only when the relay itself is addressed on a loopback host
 * (a developer's machine), http://localhost:* and http://127.0.0.1:* (the Vite dev server).
 */
export function allowedOrigin(req: IncomingMessage, extra: readonly string[]): string | null {
  const origin = req.headers.origin;
  if (!origin) return null;
  if (extra.includes(origin)) return origin;
  const host = req.headers.host;
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return origin;
  if (host && LOOPBACK_HOST.test(host) && DEV_ORIGIN.test(origin)) return origin;
  return null;
}

/**
 * The Origin check of /sync and /api: a request without Origin (a native client, curl) passes; one
 * with an Origin passes only when allowedOrigin accepts it. Any web page a student visits sends its own
 * Origin, so it cannot use the relay in the student's name.
 */
export function originPermitted(req: IncomingMessage, extra: readonly string[]): boolean {
  return !req.headers.origin || allowedOrigin(req, extra) !== null;
}

export function corsHeaders(origin: string | null): Record<string, string> {
  if (!origin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, X-Device-ID',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
