import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type RelayHandle, startRelay } from './server';
import { CloseCodes } from './sync/closeCodes';
import { awarenessFrame, bigUpdate, isAwarenessFrame, recordingLogger, syncUpdateFrame } from './test/frames';
import {
  connectProvider,
  makeDist,
  newSpaceId,
  rawClient,
  tempDir,
  waitFor,
  withTimeout,
} from './test/helpers';

let relay: RelayHandle;
let tmp: Awaited<ReturnType<typeof tempDir>>;
let distDir: string;
const logger = recordingLogger();

const closedReasons = () =>
  logger.lines.filter((l) => l.event === 'sync_connection').map((l) => String(l.fields.reason));

beforeAll(async () => {
  tmp = await tempDir();
  distDir = await makeDist(tmp.dir);
  relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    distDir,
    dataDir: `${tmp.dir}/data`,
    logger,
    limits: {
      maxMessageBytes: 1024 * 1024,
      maxBufferedBytes: 256 * 1024,
      awarenessBufferedBytes: 16 * 1024,
      maxAwarenessBytes: 1024,
      awarenessFlushMs: 50,
    },
  });
});

afterAll(async () => {
  await relay.close();
  await tmp.cleanup();
});

describe('backpressure', { timeout: 60_000 }, () => {
  it('closes a peer that stops reading with TooFarBehind, and the others keep syncing', async () => {
    const space = newSpaceId();
    const reader = connectProvider(relay.url, space);
    const stalled = rawClient(relay.url, `/sync/${space}`);
    await stalled.opened;
    await waitFor(() => stalled.binaries.length > 0, 5_000, 'greeting');
    // It stops reading: nothing more leaves the kernel buffers for it.
    (stalled.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const sender = rawClient(relay.url, `/sync/${space}`);
    await sender.opened;
    for (let i = 0; i < 120; i++) sender.ws.send(syncUpdateFrame(bigUpdate(`k${i}`, 200 * 1024)));
    await waitFor(() => closedReasons().includes('TooFarBehind'), 20_000, 'stalled peer closed');
    // The peer that reads got everything and was never closed; a fresh client syncs.
    await waitFor(() => reader.doc.getMap('m').size === 120, 20_000, 'reader caught up');
    expect(reader.closes).toEqual([]);
    const fresh = connectProvider(relay.url, space);
    await waitFor(() => fresh.provider.synced && fresh.doc.getMap('m').size === 120, 10_000, 'fresh client');
    for (const p of [reader, fresh]) p.provider.destroy();
    sender.ws.close();
  });

  it('coalesces awareness and drops states over the size cap', async () => {
    const space = newSpaceId();
    const watcher = rawClient(relay.url, `/sync/${space}`);
    const sender = rawClient(relay.url, `/sync/${space}`);
    await Promise.all([watcher.opened, sender.opened]);
    await waitFor(() => watcher.binaries.length > 0, 5_000, 'greeting');
    // 10 per second are accepted; a burst of 10 changes reaches the watcher in far fewer frames.
    for (let clock = 1; clock <= 10; clock++) sender.ws.send(awarenessFrame(4242, clock, { n: clock }));
    await waitFor(
      () => watcher.binaries.filter(isAwarenessFrame).length > 0,
      5_000,
      'awareness reached the watcher',
    );
    await new Promise((r) => setTimeout(r, 200));
    const frames = watcher.binaries.filter(isAwarenessFrame).length;
    expect(frames).toBeLessThan(10);
    // A state over the cap (1 KiB) is not forwarded.
    const before = watcher.binaries.length;
    sender.ws.send(awarenessFrame(4343, 1, { big: 'y'.repeat(4096) }));
    sender.ws.send(syncUpdateFrame(bigUpdate('marker', 10)));
    await waitFor(() => watcher.binaries.length > before, 5_000, 'marker update');
    await new Promise((r) => setTimeout(r, 200));
    const text = watcher.binaries.slice(before).map((b) => Buffer.from(b).toString('latin1'));
    expect(text.some((t) => t.includes('yyyy'))).toBe(false);
    watcher.ws.close();
    sender.ws.close();
  });

  it('bounds updates that wait for missing changes: the sender is closed OutOfOrder and resyncs on reconnect', async () => {
    const space = newSpaceId();
    const reader = connectProvider(relay.url, space);
    const sender = rawClient(relay.url, `/sync/${space}`);
    await sender.opened;
    await waitFor(() => reader.provider.synced, 5_000, 'reader synced');
    // A sender that never answers the handshake: its first change never reaches the relay, and every
    // later one depends on it (Yjs would keep them all waiting and merge each new one with them).
    const doc = new Y.Doc();
    doc.getMap('m').set('first', 'never sent');
    for (let i = 0; i < 40; i++) {
      const before = Y.encodeStateVector(doc);
      doc.getMap('m').set(`k${i}`, 'v');
      if (sender.ws.readyState === sender.ws.OPEN)
        sender.ws.send(syncUpdateFrame(Y.encodeStateAsUpdate(doc, before)));
    }
    const closed = await withTimeout(sender.closed, 10_000, 'sender closed');
    expect(closed.code).toBe(CloseCodes.OutOfOrder);
    expect(sender.texts).toEqual([]); // not an error to show: the client resyncs by itself
    expect(logger.lines.some((l) => l.event === 'updates_out_of_order')).toBe(true);
    expect(reader.doc.getMap('m').size).toBe(0);
    // A client that follows the protocol: its handshake sends what was missing, and all of it arrives.
    const again = connectProvider(relay.url, space, doc);
    await waitFor(() => reader.doc.getMap('m').size === 41, 10_000, 'resynced');
    expect(reader.closes).toEqual([]);
    for (const p of [reader, again]) p.provider.destroy();
  });

  it('judges idleness by the peer’s own sync traffic: awareness alone does not keep it open', async () => {
    const quick = await startRelay({
      port: 0,
      host: '127.0.0.1',
      distDir,
      dataDir: `${tmp.dir}/data-idle`,
      limits: { idleTimeoutMs: 400 },
    });
    const client = rawClient(quick.url, `/sync/${newSpaceId()}`, { autoPong: false });
    await client.opened;
    let clock = 0;
    const timer = setInterval(() => {
      if (client.ws.readyState === client.ws.OPEN) client.ws.send(awarenessFrame(777, ++clock, { a: 1 }));
    }, 50);
    try {
      const closed = await withTimeout(client.closed, 5_000, 'idle close');
      expect(closed.code).toBe(CloseCodes.IdleTimeout);
    } finally {
      clearInterval(timer);
      await quick.close();
    }
  });
});

describe('connection limits', () => {
  it('caps open connections per address and per space, with TooManyConnections', async () => {
    const small = await startRelay({
      port: 0,
      host: '127.0.0.1',
      distDir,
      dataDir: `${tmp.dir}/data-conn`,
      limits: { maxConnectionsPerIp: 4, maxConnectionsPerSpace: 2 },
    });
    try {
      const space = newSpaceId();
      const a = rawClient(small.url, `/sync/${space}`);
      const b = rawClient(small.url, `/sync/${space}`);
      await Promise.all([a.opened, b.opened]);
      const third = rawClient(small.url, `/sync/${space}`);
      expect((await withTimeout(third.closed, 5_000, 'third closed')).code).toBe(
        CloseCodes.TooManyConnections,
      );
      // Another student behind the same address still gets in, up to the per-address cap.
      const c = rawClient(small.url, `/sync/${newSpaceId()}`);
      const d = rawClient(small.url, `/sync/${newSpaceId()}`);
      await Promise.all([c.opened, d.opened]);
      const fifth = rawClient(small.url, `/sync/${newSpaceId()}`);
      expect((await withTimeout(fifth.closed, 5_000, 'fifth closed')).code).toBe(
        CloseCodes.TooManyConnections,
      );
      // From another address it works.
      const other = rawClient(small.url, `/sync/${newSpaceId()}`, { localAddress: '127.0.0.2' });
      await other.opened;
      for (const x of [a, b, c, d, other]) x.ws.close();
    } finally {
      await small.close();
    }
  });

  it('closes a connection over its byte budget with RateLimited', async () => {
    const small = await startRelay({
      port: 0,
      host: '127.0.0.1',
      distDir,
      dataDir: `${tmp.dir}/data-bytes`,
      limits: { maxMessageBytes: 64 * 1024, bytesInPerSecond: 1000, bytesInBurst: 100 * 1024 },
    });
    try {
      const client = rawClient(small.url, `/sync/${newSpaceId()}`);
      await client.opened;
      for (let i = 0; i < 3; i++) client.ws.send(syncUpdateFrame(bigUpdate(`k${i}`, 50 * 1024)));
      expect((await withTimeout(client.closed, 5_000, 'closed')).code).toBe(CloseCodes.RateLimited);
    } finally {
      await small.close();
    }
  });

  it('a client closed for flooding does not come back with a fresh budget', async () => {
    const small = await startRelay({
      port: 0,
      host: '127.0.0.1',
      distDir,
      dataDir: `${tmp.dir}/data-reflood`,
      limits: { messagesPerSecond: 1, messageBurst: 20 },
    });
    try {
      const space = newSpaceId();
      const query = Uint8Array.from([3]);
      const first = rawClient(small.url, `/sync/${space}`);
      await first.opened;
      for (let i = 0; i < 25 && first.ws.readyState === first.ws.OPEN; i++) first.ws.send(query);
      expect((await withTimeout(first.closed, 5_000, 'first closed')).code).toBe(CloseCodes.RateLimited);
      // Back at once: 5 messages are over what is left (a fresh budget would allow 20).
      const again = rawClient(small.url, `/sync/${space}`);
      await again.opened;
      for (let i = 0; i < 5 && again.ws.readyState === again.ws.OPEN; i++) again.ws.send(query);
      expect((await withTimeout(again.closed, 5_000, 'again closed')).code).toBe(CloseCodes.RateLimited);
      // Another space from the same address (another student behind the same NAT) is unaffected.
      const other = rawClient(small.url, `/sync/${newSpaceId()}`);
      await other.opened;
      for (let i = 0; i < 5; i++) other.ws.send(query);
      await waitFor(() => other.binaries.length >= 5, 5_000, 'answers in the other space');
      expect(other.ws.readyState).toBe(other.ws.OPEN);
      other.ws.close();
    } finally {
      await small.close();
    }
  });
});
