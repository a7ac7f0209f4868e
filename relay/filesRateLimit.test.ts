import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { RelayHandle } from './server';
import { putRow, storeInSpace } from './test/docRows';
import { newSpaceId, startTestRelay, tempDir } from './test/helpers';

let relay: RelayHandle;
let tmp: Awaited<ReturnType<typeof tempDir>>;
const space = newSpaceId();
const LIMIT = 4;

const bytes = new TextEncoder().encode('%PDF-1.7\nrate limit\n');
const hash = createHash('sha256').update(bytes).digest('hex');
const request = (method: string, body?: Uint8Array) =>
  fetch(`${relay.url}/api/files/${hash}`, {
    method,
    headers: { 'X-Space-ID': space },
    body: body as BodyInit | undefined,
  });

beforeAll(async () => {
  tmp = await tempDir();
  relay = await startTestRelay(tmp.dir, { limits: { apiRequestsPerMinute: LIMIT } });
  const doc = new Y.Doc();
  putRow(doc, 'courses', { id: 'torts', name: 'Torts', code: 'LAW 101', semester: 'F' });
  await storeInSpace(relay.url, space, doc, (w) => w.getMap('courses').has('torts'));
});
afterAll(async () => {
  await relay?.close();
  await tmp?.cleanup();
});

describe('/api/files is under the per-address /api rate limit', () => {
  it('answers 429 with Retry-After past the limit, for downloads and uploads alike', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await request('HEAD')).status);
    expect(statuses).toEqual(Array(LIMIT).fill(404)); // within the limit: answered (not there yet)

    const head = await request('HEAD');
    expect(head.status).toBe(429);
    const retryAfter = Number(head.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const put = await request('PUT', bytes);
    expect(put.status).toBe(429);
    expect(put.headers.get('retry-after')).not.toBeNull();
    expect(((await put.json()) as { error: string }).error).toMatch(
      /^Too many requests; try again in \d+ s$/,
    );

    // The window is the same one the other /api routes count in.
    const syllabi = await fetch(`${relay.url}/api/syllabi`, {
      headers: { 'X-Device-ID': '6f1c1c52-46a4-4d8a-9c43-5c1b6c3b8f11' },
    });
    expect(syllabi.status).toBe(429);
  });
});
