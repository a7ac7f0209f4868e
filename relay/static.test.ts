import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RelayHandle, startRelay } from './server';
import { makeDist, rawRequest, tempDir } from './test/helpers';

let relay: RelayHandle;
let tmp: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  tmp = await tempDir();
  const distDir = await makeDist(tmp.dir);
  relay = await startRelay({ port: 0, host: '127.0.0.1', distDir, dataDir: `${tmp.dir}/data` });
});

afterAll(async () => {
  await relay?.close();
  await tmp?.cleanup();
});

const get = (p: string, init?: Parameters<typeof rawRequest>[2]) => rawRequest(relay.port, p, init);

describe('static serving', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<title>Docket</title>');
  });

  it('falls back to index.html for client routes', async () => {
    for (const route of ['/dashboard', '/courses/new', '/courses/abc/edit', '/settings?join=x']) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body.toString()).toContain('<title>Docket</title>');
    }
  });

  it('answers 404, not the app, for missing files and unknown /api and /sync paths', async () => {
    expect((await get('/assets/missing-AAAAAAAA.js')).status).toBe(404);
    expect((await get('/nope.png')).status).toBe(404);
    const api = await get('/api/unknown');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({ error: 'Not found' });
    expect((await get('/sync/abc')).status).toBe(426);
  });

  it('sets content types', async () => {
    const cases: [string, string][] = [
      ['/assets/index-D1wrgT_a.js', 'text/javascript; charset=utf-8'],
      ['/assets/index-B2c3d4E5.css', 'text/css; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/assets/tesseract-core-x9Y8z7W6.wasm', 'application/wasm'],
      ['/logo.svg', 'image/svg+xml'],
      ['/icon-192.png', 'image/png'],
      ['/favicon.ico', 'image/x-icon'],
    ];
    for (const [p, type] of cases) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers['content-type'], p).toBe(type);
    }
  });

  it('serves .gz files as they are, without Content-Encoding', async () => {
    const res = await get('/ocr/eng.traineddata.gz', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect([...res.body]).toEqual([0x1f, 0x8b, 8, 0, 1, 2, 3]);
  });

  it('sets cache headers: service worker files no-cache, hashed assets immutable', async () => {
    for (const p of [
      '/sw.js',
      '/index.html',
      '/manifest.webmanifest',
      '/registerSW.js',
      '/workbox-5a6b7c8d.js',
    ]) {
      expect((await get(p)).headers['cache-control'], p).toBe('no-cache');
    }
    for (const p of ['/assets/index-D1wrgT_a.js', '/assets/index-B2c3d4E5.css']) {
      expect((await get(p)).headers['cache-control'], p).toBe('public, max-age=31536000, immutable');
    }
  });

  it('supports HEAD and conditional GET', async () => {
    const head = await get('/assets/index-D1wrgT_a.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String('console.log("app");'.length));
    expect(head.body.length).toBe(0);
    const etag = head.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/assets/index-D1wrgT_a.js', { headers: { 'If-None-Match': String(etag) } });
    expect(again.status).toBe(304);
    expect((await get('/dashboard', { method: 'HEAD' })).status).toBe(200);
  });

  it('refuses other methods on static paths', async () => {
    expect((await get('/index.html', { method: 'POST' })).status).toBe(405);
  });

  it('never serves files outside the dist directory', async () => {
    const attempts = [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/../../secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
      '/secret.txt%00.html',
      '/%c0%ae%c0%ae/secret.txt',
      '//etc/passwd',
      '/%2fetc%2fpasswd',
    ];
    for (const p of attempts) {
      const res = await get(p);
      expect(res.body.toString(), p).not.toContain('TOP SECRET');
      expect(res.body.toString(), p).not.toContain('root:');
      // Either refused, or (an extension-less path like //etc/passwd) the app's own index.html.
      if (res.status === 200) expect(res.body.toString(), p).toContain('<title>Docket</title>');
      else expect([400, 404], p).toContain(res.status);
    }
  });

  it('answers /healthz', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true, spaces: 0, connections: 0 });
  });
});
