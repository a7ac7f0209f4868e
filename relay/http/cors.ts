import type { IncomingMessage } from 'node:http';

const DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The origin to echo in Access-Control-Allow-Origin, or null: the app's own origin (the relay's
 * Host), http://localhost:* and http://127.0.0.1:* for development, and any listed extra origins.
 */
export function allowedOrigin(req: IncomingMessage, extra: readonly string[]): string | null {
  const origin = req.headers.origin;
  if (!origin) return null;
  if (DEV_ORIGIN.test(origin)) return origin;
  if (extra.includes(origin)) return origin;
  const host = req.headers.host;
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return origin;
  return null;
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
