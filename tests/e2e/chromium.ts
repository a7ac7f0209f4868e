import { existsSync } from 'node:fs';

/**
 * The Chromium to drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * (undefined: Playwright then uses the browser that `npx playwright install chromium` fetched).
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
}

/** Keeps Chromium off the (closed) network: no background requests, no QUIC, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
