import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startRelay } from '../../relay/server';

/** Serves the production build (dist/) with the real relay on a free port, with a throwaway data dir. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'docket-e2e-'));
  const relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    distDir: resolve(process.cwd(), process.env.DOCKET_OUT_DIR || 'dist'),
    dataDir,
    // Every test page is a new device on 127.0.0.1: it opens a sync socket, creates a space and calls /api.
    // The per-address limits meant for one real address would trip across the suite (tests of those limits
    // run their own relays in relay/*.test.ts).
    limits: {
      connectionsPerIpPerMinute: 100_000,
      newSpacesPerIpPerHour: 100_000,
      apiRequestsPerMinute: 100_000,
      ingestsPerMinute: 100_000,
    },
  });
  process.env.DOCKET_BASE_URL = `http://localhost:${relay.port}`;
  return async () => {
    await relay.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
