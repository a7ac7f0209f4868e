import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { filesRelayForSuite } from './test/filesRelay';

const LIMIT = 4;
const setup = filesRelayForSuite({ apiRequestsPerMinute: LIMIT });

const bytes = new TextEncoder().encode('%PDF-1.7\nrate limit\n');
const hash = createHash('sha256').update(bytes).digest('hex');
const request = (method: string, body?: Uint8Array) =>
  fetch(`${setup.relay.url}/api/files/${hash}`, {
    method,
    headers: { 'X-Space-ID': setup.space },
    body: body as BodyInit | undefined,
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
    const syllabi = await fetch(`${setup.relay.url}/api/syllabi`, {
      headers: { 'X-Device-ID': '6f1c1c52-46a4-4d8a-9c43-5c1b6c3b8f11' },
    });
    expect(syllabi.status).toBe(429);
  });
});
