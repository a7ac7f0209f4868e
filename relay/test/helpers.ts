import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type RelayHandle, type RelayOptions, startRelay } from '../server';

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

import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import WebSocket from 'ws';

export function wsUrl(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws');
}

/** A y-websocket provider in Node, as the app uses it (no BroadcastChannel shortcut). */
export function connectProvider(relayUrl: string, spaceId: string, doc = new Y.Doc()) {
  const provider = new WebsocketProvider(`${wsUrl(relayUrl)}/sync`, spaceId, doc, {
    // biome-ignore lint/suspicious/noExplicitAny: ws's WebSocket is the polyfill y-websocket documents
    WebSocketPolyfill: WebSocket as any,
    disableBc: true,
  });
  const closes: number[] = [];
  provider.on('connection-close', (event) => {
    if (event) closes.push(event.code);
  });
  return { doc, provider, closes };
}

export function whenSynced(provider: WebsocketProvider, timeoutMs = 5_000): Promise<void> {
  if (provider.synced) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('provider did not sync')), timeoutMs);
    provider.once('sync', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export interface RawClient {
  ws: WebSocket;
  texts: string[];
  binaries: Uint8Array[];
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A bare WebSocket client for sending what a provider never would. */
export function rawClient(
  relayUrl: string,
  path: string,
  options: { localAddress?: string; autoPong?: boolean } = {},
): RawClient {
  const ws = new WebSocket(`${wsUrl(relayUrl)}${path}`, options);
  const texts: string[] = [];
  const binaries: Uint8Array[] = [];
  ws.on('message', (data, isBinary) => {
    if (isBinary) binaries.push(new Uint8Array(data as Buffer));
    else texts.push(String(data));
  });
  ws.on('error', () => {});
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return { ws, texts, binaries, opened, closed };
}

export async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Timed out: ${what}`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A random space id (128 bits, base64url) as the app makes them. */
export function newSpaceId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
}

/** A relay on a free port of 127.0.0.1 serving a tiny dist from `dir`, its data in `dir`/data. */
export async function startTestRelay(dir: string, options: RelayOptions = {}): Promise<RelayHandle> {
  return startRelay({
    port: 0,
    host: '127.0.0.1',
    distDir: await makeDist(dir),
    dataDir: `${dir}/data`,
    ...options,
  });
}
