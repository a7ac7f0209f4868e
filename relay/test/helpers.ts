import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export async function tempDir(prefix = 'docket-relay-'): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A small fake build: what vite + vite-plugin-pwa emit, in miniature. */
export async function makeDist(root: string): Promise<string> {
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'ocr'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Docket</title><div id="root"></div>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(path.join(dist, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
  await writeFile(path.join(dist, 'workbox-5a6b7c8d.js'), '/* workbox */');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Docket"}');
  await writeFile(path.join(dist, 'assets', 'index-D1wrgT_a.js'), 'console.log("app");');
  await writeFile(path.join(dist, 'assets', 'index-B2c3d4E5.css'), 'body{}');
  await writeFile(path.join(dist, 'assets', 'tesseract-core-x9Y8z7W6.wasm'), Buffer.from([0, 97, 115, 109]));
  await writeFile(path.join(dist, 'ocr', 'eng.traineddata.gz'), Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]));
  await writeFile(path.join(dist, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  await writeFile(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, 'secret.txt'), 'TOP SECRET');
  return dist;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** An HTTP request with the path sent byte for byte (fetch would normalise `..`). */
export function rawRequest(
  port: number,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: rawPath, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function waitFor(check: () => boolean, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
