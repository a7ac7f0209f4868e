import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type RelayHandle, startRelay } from './server';
import { syncUpdateFrame } from './test/frames';
import { CloseCodes } from './sync/closeCodes';
import {
  connectProvider,
  startTestRelay,
  newSpaceId,
  rawClient,
  rawRequest,
  tempDir,
  waitFor,
  withTimeout,
} from './test/helpers';

let relay: RelayHandle;
let tmp: Awaited<ReturnType<typeof tempDir>>;
const opened: { provider: { destroy(): void } }[] = [];

// A pair of devices in one space that must keep syncing whatever others do.
let healthySpace: string;
let deviceA: ReturnType<typeof connectProvider>;
let deviceB: ReturnType<typeof connectProvider>;

function track<T extends { provider: { destroy(): void } }>(p: T): T {
  opened.push(p);
  return p;
}

beforeAll(async () => {
  tmp = await tempDir();
  relay = await startTestRelay(tmp.dir, {
    limits: {
      maxMessageBytes: 64 * 1024,
      maxSpaceBytes: 256 * 1024,
      messagesPerSecond: 50,
      messageBurst: 100,
      connectionsPerIpPerMinute: 500,
      // Pings every 5 s. It was 400 ms (a round every 200 ms): at load 30 the relay's round ran before the
      // event loop had read the healthy pair's pong, closing them with IdleTimeout (4508) and failing the
      // tests after (main's file too, 27 Nov 23:07). The idle close itself is tested on its own relay below.
      idleTimeoutMs: 10_000,
    },
  });
  healthySpace = newSpaceId();
  deviceA = track(connectProvider(relay.url, healthySpace));
  deviceB = track(connectProvider(relay.url, healthySpace));
  await waitFor(() => deviceA.provider.synced && deviceB.provider.synced, 5_000, 'healthy pair synced');
});

afterAll(async () => {
  for (const p of opened) p.provider.destroy();
  await relay?.close();
  await tmp?.cleanup();
});

let tick = 0;
/** Proves the healthy pair still syncs both ways and was never disconnected. */
async function expectHealthySyncing() {
  tick += 1;
  deviceA.doc.getMap('probe').set(`a${tick}`, tick);
  deviceB.doc.getMap('probe').set(`b${tick}`, tick);
  await waitFor(
    () =>
      deviceB.doc.getMap('probe').get(`a${tick}`) === tick &&
      deviceA.doc.getMap('probe').get(`b${tick}`) === tick,
    3_000,
    'healthy pair exchanged updates',
  );
  expect(deviceA.closes).toEqual([]);
  expect(deviceB.closes).toEqual([]);
}

function sampleUpdate(text = 'Contracts: offer and acceptance'): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('courses').set('c1', text);
  return Y.encodeStateAsUpdate(doc);
}

/** Deterministic pseudo-random bytes (mulberry32). */
function randomBytes(seed: number, length: number): Uint8Array {
  let a = seed >>> 0;
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return out;
}

async function expectClosedWith(client: ReturnType<typeof rawClient>, code: number) {
  const closed = await withTimeout(client.closed, 5_000, `close ${code}`);
  expect(closed.code).toBe(code);
  return closed;
}

describe('sync', () => {
  it('forwards updates live and gives a late joiner the full state', async () => {
    const space = newSpaceId();
    const first = track(connectProvider(relay.url, space));
    const second = track(connectProvider(relay.url, space));
    await waitFor(() => first.provider.synced && second.provider.synced);
    first.doc.getMap('courses').set('c1', { name: 'Torts', code: 'LAW 101' });
    second.doc.getArray('weeklyPlans').push(['week 1']);
    await waitFor(
      () => second.doc.getMap('courses').has('c1') && first.doc.getArray('weeklyPlans').length === 1,
    );

    first.provider.destroy();
    second.provider.destroy();
    const late = track(connectProvider(relay.url, space));
    await waitFor(() => late.provider.synced, 5_000, 'late joiner synced');
    expect(late.doc.getMap('courses').get('c1')).toEqual({ name: 'Torts', code: 'LAW 101' });
    expect(late.doc.getArray('weeklyPlans').toArray()).toEqual(['week 1']);
  });

  it('reloads a space from the store after its last client left', async () => {
    const space = newSpaceId();
    const writer = connectProvider(relay.url, space);
    await waitFor(() => writer.provider.synced);
    writer.doc.getText('notes').insert(0, 'Palsgraf v. Long Island R.R.');
    // The relay confirms storage implicitly: wait until a second client sees it, then leave.
    const witness = connectProvider(relay.url, space);
    await waitFor(() => witness.doc.getText('notes').length > 0);
    const health = async () => JSON.parse((await rawRequest(relay.port, '/healthz')).body.toString());
    const loaded = (await health()).spaces;
    writer.provider.destroy();
    witness.provider.destroy();
    // This space must be unloaded (the others stay loaded): a wait for that state, bounded by the test's
    // timeout, not by a 3 s deadline of its own (under load the relay's last write can take longer).
    while ((await health()).spaces !== loaded - 1) await new Promise((r) => setTimeout(r, 20));
    expect((await health()).spaces).toBe(loaded - 1);
    const reader = track(connectProvider(relay.url, space));
    await waitFor(() => reader.provider.synced);
    expect(reader.doc.getText('notes').toString()).toBe('Palsgraf v. Long Island R.R.');
  });

  it('relays awareness between clients', async () => {
    deviceA.provider.awareness.setLocalStateField('user', { name: 'laptop' });
    await waitFor(() =>
      [...deviceB.provider.awareness.getStates().values()].some(
        (s) => (s as { user?: { name?: string } }).user?.name === 'laptop',
      ),
    );
  });

  it('accepts the connect text message and ignores unknown text', async () => {
    const client = rawClient(relay.url, `/sync/${healthySpace}`);
    await client.opened;
    client.ws.send(JSON.stringify({ type: 'connect', deviceId: 'device-abc123xyz' }));
    client.ws.send(JSON.stringify({ type: 'hello', anything: true }));
    client.ws.send('not json at all');
    client.ws.send(JSON.stringify({ type: 'connect', deviceId: { evil: true } }));
    // Still open and synced: the relay greets with sync step 1 and answers our step 1.
    const e = encoding.createEncoder();
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()));
    client.ws.send(encoding.toUint8Array(e));
    await waitFor(() => client.binaries.some((b) => b[0] === 0 && b[1] === 1), 3_000, 'sync step 2');
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.ws.close();
    await client.closed;
    await expectHealthySyncing();
  });

  it('closes a bad space id with an error text and BadSpaceId', async () => {
    for (const bad of ['short', 'has space in it and is long enough', 'x'.repeat(65), '..%2F..%2Fetc', '']) {
      const client = rawClient(relay.url, `/sync/${bad}`);
      const closed = await expectClosedWith(client, CloseCodes.BadSpaceId);
      expect(closed.code).toBe(4400);
      expect(JSON.parse(client.texts[0] ?? '{}')).toEqual({ type: 'error', message: 'Invalid space id' });
    }
    await expectHealthySyncing();
  });

  it('closes only the sender of random bytes, in the same space too', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const client = rawClient(relay.url, `/sync/${healthySpace}`);
      await client.opened;
      client.ws.send(randomBytes(seed, 16 + seed * 13));
      await expectClosedWith(client, CloseCodes.MalformedMessage);
      expect(JSON.parse(client.texts.at(-1) ?? '{}').type).toBe('error');
    }
    await expectHealthySyncing();
  });

  it('closes truncated y-protocols messages and unknown types as malformed', async () => {
    const full = syncUpdateFrame(sampleUpdate());
    const frames = [
      full.subarray(0, 1),
      full.subarray(0, 2),
      full.subarray(0, 3),
      full.subarray(0, Math.floor(full.length / 2)),
      full.subarray(0, full.length - 1),
      Uint8Array.from([...full, 7]), // trailing garbage
      Uint8Array.from([1, 5, 1, 1, 1]), // awareness, truncated
      Uint8Array.from([2, 0]), // auth: server-to-client only
      Uint8Array.from([9]), // unknown message type
      Uint8Array.from([0, 7, 0]), // unknown sync type
    ];
    const space = newSpaceId();
    for (const frame of frames) {
      const client = rawClient(relay.url, `/sync/${space}`);
      await client.opened;
      client.ws.send(frame);
      await expectClosedWith(client, CloseCodes.MalformedMessage);
    }
    // The complete frame is accepted.
    const ok = rawClient(relay.url, `/sync/${space}`);
    await ok.opened;
    ok.ws.send(full);
    const reader = track(connectProvider(relay.url, space));
    await waitFor(() => reader.doc.getMap('courses').get('c1') === 'Contracts: offer and acceptance');
    ok.ws.close();
    await expectHealthySyncing();
  });

  it('closes an oversize frame with 1009', async () => {
    const client = rawClient(relay.url, `/sync/${newSpaceId()}`);
    await client.opened;
    client.ws.send(syncUpdateFrame(sampleUpdate('x'.repeat(70 * 1024))));
    await expectClosedWith(client, CloseCodes.MessageTooBig);
    await expectHealthySyncing();
  });

  it('closes a space that would outgrow its limit with SpaceTooLarge', async () => {
    const space = newSpaceId();
    const client = rawClient(relay.url, `/sync/${space}`);
    await client.opened;
    for (let i = 0; i < 6; i++) {
      const doc = new Y.Doc();
      doc.getMap('m').set(`k${i}`, 'y'.repeat(50 * 1024));
      client.ws.send(syncUpdateFrame(Y.encodeStateAsUpdate(doc)));
    }
    await expectClosedWith(client, CloseCodes.SpaceTooLarge);
    expect(JSON.parse(client.texts.at(-1) ?? '{}').message).toMatch(/^Your synced space is full/);
    await expectHealthySyncing();
  });

  it('closes a message flood with RateLimited', async () => {
    const client = rawClient(relay.url, `/sync/${healthySpace}`);
    await client.opened;
    const query = Uint8Array.from([3]);
    for (let i = 0; i < 500 && client.ws.readyState === client.ws.OPEN; i++) client.ws.send(query);
    await expectClosedWith(client, CloseCodes.RateLimited);
    await expectHealthySyncing();
  });

  it('closes a connection flood from one address with RateLimited, not other addresses', async () => {
    // Its own relay: 5 attempts per address per minute. The flood comes from 127.0.0.2.
    const small = await startRelay({
      port: 0,
      host: '127.0.0.1',
      distDir: `${tmp.dir}/dist`,
      dataDir: `${tmp.dir}/data-flood`,
      limits: { connectionsPerIpPerMinute: 5 },
    });
    try {
      const space = newSpaceId();
      const a = connectProvider(small.url, space);
      const b = connectProvider(small.url, space);
      await waitFor(() => a.provider.synced && b.provider.synced);
      const clients = Array.from({ length: 15 }, () =>
        rawClient(small.url, `/sync/${newSpaceId()}`, { localAddress: '127.0.0.2' }),
      );
      const results = await Promise.all(
        clients.map(async (c) => {
          const outcome = await Promise.race([
            c.closed,
            new Promise<null>((r) => setTimeout(() => r(null), 1_000)),
          ]);
          return outcome?.code ?? 'open';
        }),
      );
      expect(results.filter((r) => r === CloseCodes.RateLimited).length).toBe(10);
      expect(results.filter((r) => r === 'open').length).toBe(5);
      for (const c of clients) c.ws.close();
      // 127.0.0.1 is unaffected: a third device still gets in, and the pair keeps syncing.
      const c = connectProvider(small.url, space);
      await waitFor(() => c.provider.synced, 3_000, 'third device synced');
      a.doc.getMap('m').set('after-flood', true);
      await waitFor(
        () => b.doc.getMap('m').get('after-flood') === true && c.doc.getMap('m').get('after-flood') === true,
      );
      expect(a.closes).toEqual([]);
      expect(b.closes).toEqual([]);
      for (const p of [a, b, c]) p.provider.destroy();
    } finally {
      await small.close();
    }
    await expectHealthySyncing();
  });

  // What it guards: a peer that misses one ping round is closed on the next round. Checked by counting the
  // rounds (pings the peer got before the close), not by the clock: under load every round comes later.
  it('closes a connection that stops answering pings with IdleTimeout, on the round after its first unanswered ping', async () => {
    // Its own relay: a ping round every 200 ms; no other client on it for a late pong to close.
    const quick = await startRelay({
      port: 0,
      host: '127.0.0.1',
      distDir: `${tmp.dir}/dist`,
      dataDir: `${tmp.dir}/data-idle`,
      limits: { idleTimeoutMs: 400 },
    });
    try {
      const client = rawClient(quick.url, `/sync/${newSpaceId()}`, { autoPong: false });
      let pings = 0;
      client.ws.on('ping', () => pings++);
      await client.opened;
      await expectClosedWith(client, CloseCodes.IdleTimeout);
      expect(pings).toBe(1);
    } finally {
      await quick.close();
    }
    // The shared relay's providers answer its pings (a round every 5 s) and were kept through the file.
    await expectHealthySyncing();
  });

  it('reports spaces and connections on /healthz', async () => {
    const body = JSON.parse((await rawRequest(relay.port, '/healthz')).body.toString());
    expect(body.ok).toBe(true);
    expect(body.connections).toBeGreaterThanOrEqual(2);
    expect(body.spaces).toBeGreaterThanOrEqual(1);
  });
});

describe('compaction', () => {
  it('keeps every update through compactions and a restart', async () => {
    const dataDir = `${tmp.dir}/data-compact`;
    const options = {
      port: 0,
      host: '127.0.0.1',
      distDir: `${tmp.dir}/dist`,
      dataDir,
      limits: { compactAfterUpdates: 3 },
    };
    const space = newSpaceId();
    const first = await startRelay(options);
    try {
      const writer = connectProvider(first.url, space);
      const witness = connectProvider(first.url, space);
      await waitFor(() => writer.provider.synced && witness.provider.synced);
      for (let i = 0; i < 25; i++) writer.doc.getMap('readings').set(`r${i}`, i);
      await waitFor(() => witness.doc.getMap('readings').size === 25);
      writer.provider.destroy();
      witness.provider.destroy();
    } finally {
      await first.close();
    }
    const second = await startRelay(options);
    try {
      const reader = connectProvider(second.url, space);
      await waitFor(() => reader.provider.synced);
      expect(reader.doc.getMap('readings').toJSON()).toEqual(
        Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`r${i}`, i])),
      );
      reader.provider.destroy();
    } finally {
      await second.close();
    }
  });
});
