import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesRelayForSuite } from './test/filesRelay';
import { newSpaceId, rawRequest } from './test/helpers';

const KiB = 1024;
// Small limits so the tests can cross them: 64 KiB a file, 160 KiB a space.
const setup = filesRelayForSuite({ maxFileBytes: 64 * KiB, maxSpaceFileBytes: 160 * KiB });
const { space } = setup;

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const pdf = (n: number, fill = 0x41) => {
  const bytes = new Uint8Array(n).fill(fill);
  bytes.set(Buffer.from('%PDF-1.7\n'));
  return bytes;
};

const put = (hash: string, body: BodyInit | Uint8Array, spaceId: string | null = space) =>
  fetch(`${setup.relay.url}/api/files/${hash}`, {
    method: 'PUT',
    headers: spaceId === null ? {} : { 'X-Space-ID': spaceId },
    body: body as BodyInit,
  });
const get = (hash: string, spaceId = space, method = 'GET') =>
  fetch(`${setup.relay.url}/api/files/${hash}`, { method, headers: { 'X-Space-ID': spaceId } });
const errorOf = async (r: Response) => ((await r.json()) as { error: string }).error;

describe('relay file store (/api/files/<sha256>)', () => {
  it('stores a file under its hash once and gives the same bytes back', async () => {
    const bytes = pdf(10 * KiB);
    const hash = sha(bytes);
    const first = await put(hash, bytes);
    expect(first.status).toBe(201);
    const again = await put(hash, bytes);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ hash, created: false });
    const head = await get(hash, space, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    const back = new Uint8Array(await (await get(hash)).arrayBuffer());
    expect(sha(back)).toBe(hash);
  });

  it('refuses bytes that do not hash to the name, and keeps nothing of them', async () => {
    const bytes = pdf(2 * KiB);
    const wrong = sha(pdf(2 * KiB, 0x42));
    const r = await put(wrong, bytes);
    expect(r.status).toBe(422);
    expect(await errorOf(r)).toBe('The uploaded bytes do not match their SHA-256 hash');
    expect((await get(wrong, space, 'HEAD')).status).toBe(404);
    const left = await readdir(path.join(setup.dir, 'data', 'files', space));
    expect(left.filter((n) => n.startsWith('.upload-'))).toEqual([]);
  });

  it('refuses a file over the file limit, declared or streamed', async () => {
    const big = pdf(64 * KiB + 1);
    const declared = await put(sha(big), big);
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toBe('File too large (limit 65536 bytes a file)');
    // Chunked, with no Content-Length: counted as it arrives.
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 9; i++) c.enqueue(pdf(8 * KiB, 0x43 + i));
        c.close();
      },
    });
    const chunked = await fetch(`${setup.relay.url}/api/files/${sha(big)}`, {
      method: 'PUT',
      headers: { 'X-Space-ID': space },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await get(sha(big), space, 'HEAD')).status).toBe(404);
  });

  it('refuses a file that would take the space over its limit', async () => {
    const a = pdf(60 * KiB, 0x50);
    const b = pdf(60 * KiB, 0x51);
    const c = pdf(60 * KiB, 0x52);
    expect((await put(sha(a), a)).status).toBe(201);
    expect((await put(sha(b), b)).status).toBe(201);
    const over = await put(sha(c), c);
    expect(over.status).toBe(507);
    expect(await errorOf(over)).toBe("This space's file storage is full (limit 163840 bytes a space)");
  });

  it('refuses an unknown space, a missing or malformed space id and a malformed hash', async () => {
    const bytes = pdf(KiB);
    const hash = sha(bytes);
    const unknown = await put(hash, bytes, newSpaceId());
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('Space not found');
    expect((await get(hash, newSpaceId())).status).toBe(404);
    const missing = await put(hash, bytes, null);
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toBe('X-Space-ID header is required');
    expect((await put(hash, bytes, '../../etc')).status).toBe(400);
    const badHash = await put('ABC', bytes);
    expect(badHash.status).toBe(400);
    expect(await errorOf(badHash)).toBe('A file is named by its SHA-256 in lower-case hex');
  });

  it('stays inside its folder whatever the path says', async () => {
    for (const p of [
      `/api/files/../../secret.txt`,
      `/api/files/%2e%2e%2f%2e%2e%2fsecret.txt`,
      `/api/files/${'a'.repeat(64)}/../../../secret.txt`,
    ]) {
      const r = await rawRequest(setup.relay.port, p, { headers: { 'X-Space-ID': space } });
      expect(r.body.toString()).not.toContain('TOP SECRET');
      expect(r.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses other methods and other origins', async () => {
    const hash = sha(pdf(KiB));
    const del = await fetch(`${setup.relay.url}/api/files/${hash}`, {
      method: 'DELETE',
      headers: { 'X-Space-ID': space },
    });
    expect(del.status).toBe(405);
    const foreign = await fetch(`${setup.relay.url}/api/files/${hash}`, {
      headers: { 'X-Space-ID': space, Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
