/**
 * Test-only: a real relay on port 0 with a temp data dir, and `ws` as the WebSocket class, for the sync tests
 * that run in Node. The relay and `ws` are loaded by computed specifiers on purpose: src/ is type-checked for
 * the browser (no Node types) and data/ may not import relay/ in app code; only tests reach this file.
 */
import type { WebSocketClass } from '../socket';

export interface RelayLimitsForTest {
  maxMessageBytes: number;
  maxSpaceBytes: number;
  connectionsPerIpPerMinute: number;
  messagesPerSecond: number;
  messageBurst: number;
  idleTimeoutMs: number;
  compactAfterUpdates: number;
  maxDiskBytes: number;
}

interface RelayModule {
  startRelay(options: {
    port: number;
    host: string;
    distDir: string;
    dataDir: string;
    limits?: Partial<RelayLimitsForTest>;
  }): Promise<{ port: number; url: string; close(): Promise<void> }>;
}

interface FsModule {
  mkdtemp(prefix: string): Promise<string>;
  mkdir(path: string, options: { recursive: boolean }): Promise<unknown>;
  rm(path: string, options: { recursive: boolean; force: boolean }): Promise<void>;
}

const load = <T>(specifier: string): Promise<T> => import(/* @vite-ignore */ specifier) as Promise<T>;

export interface TestRelay {
  /** ws://127.0.0.1:<port>/sync */
  syncUrl: string;
  port: number;
  /** Stops the relay (same data dir kept for restart()). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data dir. */
  restart(): Promise<void>;
  /** Stops it and removes the data dir. */
  close(): Promise<void>;
}

export async function startTestRelay(limits: Partial<RelayLimitsForTest> = {}): Promise<TestRelay> {
  const relayPath = new URL('../../../../relay/server.ts', import.meta.url).pathname;
  const { startRelay } = await load<RelayModule>(relayPath);
  const fs = await load<FsModule>('node:fs/promises');
  const os = await load<{ tmpdir(): string }>('node:os');
  const dir = await fs.mkdtemp(`${os.tmpdir()}/docket-sync-`);
  await fs.mkdir(`${dir}/dist`, { recursive: true });
  const options = {
    host: '127.0.0.1',
    distDir: `${dir}/dist`,
    dataDir: `${dir}/data`,
    limits: { connectionsPerIpPerMinute: 10_000, ...limits },
  };
  let handle = await startRelay({ ...options, port: 0 });
  const port = handle.port;
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await handle.close();
  };
  return {
    syncUrl: `ws://127.0.0.1:${port}/sync`,
    port,
    stop,
    async restart() {
      if (running) return;
      handle = await startRelay({ ...options, port });
      running = true;
    },
    async close() {
      await stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** `ws`'s WebSocket, for the provider in Node. */
export async function nodeWebSocket(): Promise<WebSocketClass> {
  const mod = await load<{ default: unknown; WebSocket?: unknown }>('ws');
  return (mod.WebSocket ?? mod.default) as WebSocketClass;
}

export async function waitFor(
  check: () => boolean,
  timeoutMs = 5_000,
  what = 'condition',
  everyMs = 5,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
