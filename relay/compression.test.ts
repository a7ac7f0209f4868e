import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding } from './http/static';
import { type RelayHandle, startRelay } from './server';
import { makeDist, rawRequest, tempDir } from './test/helpers';

let relay: RelayHandle;
let tmp: Awaited<ReturnType<typeof tempDir>>;
let original: Buffer;
const ASSET = '/assets/app-Q1w2E3r4.js';

beforeAll(async () => {
  tmp = await tempDir();
  const distDir = await makeDist(tmp.dir);
  original = Buffer.from(Array.from({ length: 4000 }, (_, i) => `export const value${i} = ${i};\n`).join(''));
  await writeFile(path.join(distDir, ASSET), original);
  // The real build step, on this small build.
  await promisify(execFile)(process.execPath, [path.resolve('scripts/precompress.mjs')], {
    env: { ...process.env, DOCKET_OUT_DIR: distDir },
  });
  relay = await startRelay({ port: 0, host: '127.0.0.1', distDir, dataDir: `${tmp.dir}/data` });
});

afterAll(async () => {
  await relay?.close();
  await tmp?.cleanup();
});

const get = (p: string, acceptEncoding?: string, method = 'GET') =>
  rawRequest(relay.port, p, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('precompressed static assets', () => {
  it('serves Brotli with Content-Encoding, Vary and the long-lived cache of hashed files', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(res.body)).toEqual(original);
  });

  it('serves gzip to a client without Brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get(ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(original);
    const plain = await get(ASSET, 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(original);
    expect((await get(ASSET)).body).toEqual(original);
    // Each body has its own ETag, so caches never mix them up.
    expect(new Set([gz.headers.etag, plain.headers.etag]).size).toBe(2);
  });

  it('keeps no-cache on index.html, and never re-encodes a .gz file', async () => {
    const html = await get('/index.html', 'br');
    expect(html.headers['cache-control']).toBe('no-cache');
    const trained = await get('/ocr/eng.traineddata.gz', 'br, gzip');
    expect(trained.headers['content-encoding']).toBeUndefined();
    expect(trained.headers['content-type']).toBe('application/gzip');
    expect(trained.body).toEqual(await readFile(path.join(tmp.dir, 'dist', 'ocr', 'eng.traineddata.gz')));
  });

  it('answers HEAD with the encoded length and no body', async () => {
    const head = await get(ASSET, 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('parses Accept-Encoding', () => {
    expect(acceptsEncoding('gzip, br;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding(`${' ,'.repeat(50_000)}x`, 'br')).toBe(false);
  });
});
