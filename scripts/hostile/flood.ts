import { randomBytes } from 'node:crypto';
import os from 'node:os';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { mb, ms, pollHealth, type RelayProcess, rssBytes, sleep, verdict } from './relayProcess';

const frame = (write: (e: encoding.Encoder) => void) => {
  const e = encoding.createEncoder();
  write(e);
  return encoding.toUint8Array(e);
};
const step1 = () =>
  frame((e) => {
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()));
  });
const updateFrame = (update: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, 2);
    encoding.writeVarUint8Array(e, update);
  });
const awarenessFrame = (client: number, clock: number, state: unknown) =>
  frame((e) => {
    encoding.writeVarUint(e, 1);
    const inner = encoding.createEncoder();
    encoding.writeVarUint(inner, 1);
    encoding.writeVarUint(inner, client);
    encoding.writeVarUint(inner, clock);
    encoding.writeVarString(inner, JSON.stringify(state));
    encoding.writeVarUint8Array(e, encoding.toUint8Array(inner));
  });

/** `localAddress`: connect from another loopback address (another student, not the flooder's address). */
function open(url: string, localAddress?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, localAddress ? { localAddress } : {});
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Sync step 2: what the relay's state vector (from its step 1) lacks of `doc`. */
const step2For = (doc: Y.Doc, stateVector: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, 1);
    encoding.writeVarUint8Array(e, Y.encodeStateAsUpdate(doc, stateVector));
  });

/** The state vector of a relay's sync step 1 frame, else undefined. */
function step1StateVector(data: Buffer): Uint8Array | undefined {
  if (data[0] !== 0 || data[1] !== 0) return undefined;
  const d = decoding.createDecoder(new Uint8Array(data));
  decoding.readVarUint(d);
  decoding.readVarUint(d);
  return decoding.readVarUint8Array(d);
}

/**
 * A sender that floods awareness and updates as fast as its socket drains, reconnecting when closed.
 * Like y-websocket it answers the relay's step 1 with what the relay lacks, so every update it sends is
 * applied and stored (the relay's store is part of what is flooded).
 */
function flooder(url: string) {
  let running = true;
  let sent = 0;
  const closes = new Map<number, number>();
  const doc = new Y.Doc();
  const loop = async () => {
    while (running) {
      let ws: WebSocket;
      try {
        ws = await open(url);
      } catch {
        await sleep(50);
        continue;
      }
      ws.on('error', () => {});
      ws.on('message', (data: Buffer) => {
        const stateVector = step1StateVector(data);
        if (stateVector) ws.send(step2For(doc, stateVector));
      });
      const closed = new Promise<void>((r) =>
        ws.once('close', (code) => {
          closes.set(code, (closes.get(code) ?? 0) + 1);
          r();
        }),
      );
      let clock = 0;
      while (running && ws.readyState === ws.OPEN) {
        if (ws.bufferedAmount < 1024 * 1024) {
          ws.send(awarenessFrame(777, ++clock, { cursor: randomBytes(64).toString('hex') }));
          const before = Y.encodeStateVector(doc);
          doc.getMap('flood').set(`k${clock % 500}`, randomBytes(96).toString('hex'));
          ws.send(updateFrame(Y.encodeStateAsUpdate(doc, before)));
          sent += 2;
        }
        await new Promise((r) => setImmediate(r));
      }
      ws.close();
      await closed;
    }
  };
  const done = loop();
  return {
    stop: async () => {
      running = false;
      await done;
    },
    stats: () => ({ sent, closes: Object.fromEntries(closes) }),
  };
}

/** A fresh raw client: connect, ask for everything, and time the relay's answer. */
async function freshClient(url: string) {
  const started = performance.now();
  // The per-address limits (connection attempts per minute) are spent by the flooder on 127.0.0.1; the
  // fresh client is another student, from another address (Linux routes all of 127/8 to loopback).
  const ws = await open(url, '127.0.0.2');
  ws.on('error', () => {});
  const frames: Buffer[] = [];
  ws.on('message', (data: Buffer) => frames.push(data));
  let closed: number | undefined;
  ws.once('close', (code) => {
    closed = code;
  });
  ws.send(step1());
  while (!frames.some((f) => f[0] === 0 && f[1] === 1)) {
    if (closed !== undefined) throw new Error(`fresh client closed with ${closed}`);
    if (performance.now() - started > 30_000) throw new Error('fresh client got no sync reply in 30 s');
    await sleep(2);
  }
  return { ws, frames, syncedMs: performance.now() - started };
}

/** Two fresh clients sync; one sends an update, and the time until the other has it. */
async function probeFreshClients(url: string) {
  const a = await freshClient(url);
  const b = await freshClient(url);
  try {
    const marker = randomBytes(12).toString('hex');
    const doc = new Y.Doc();
    doc.getMap('probe').set('marker', marker);
    const sentAt = performance.now();
    a.ws.send(updateFrame(Y.encodeStateAsUpdate(doc)));
    const needle = Buffer.from(marker);
    let received = false;
    while (!received && performance.now() - sentAt < 10_000) {
      received = b.frames.some((f) => f.includes(needle));
      if (!received) await sleep(1);
    }
    return { syncedMs: Math.max(a.syncedMs, b.syncedMs), latency: performance.now() - sentAt, received };
  } finally {
    a.ws.terminate();
    b.ws.terminate();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

export async function benchFlood(relay: RelayProcess, seconds: number): Promise<boolean> {
  const space = randomBytes(16).toString('base64url');
  const url = `ws://127.0.0.1:${relay.port}/sync/${space}`;
  const stalled: WebSocket[] = [];
  for (let i = 0; i < 30; i++) {
    const ws = await open(url);
    ws.on('error', () => {});
    (ws as unknown as { _socket: { pause(): void } })._socket.pause(); // stops reading
    stalled.push(ws);
  }
  await sleep(500);
  const pid = relay.child.pid ?? 0;
  const before = await rssBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    void rssBytes(pid).then((r) => {
      peak = Math.max(peak, r);
    });
  }, 200);
  const health = pollHealth(relay.url);
  const flood = flooder(url);
  await sleep(Math.max(0, seconds * 1000 - 5000));
  // Near the end of the flood: two fresh clients; one sends an update, the other must get it.
  const probe = await probeFreshClients(url).catch((err: unknown) => ({
    error: err instanceof Error ? err.message : String(err),
  }));
  await sleep(5000);
  await flood.stop();
  const healthz = await health.stop();
  clearInterval(sampler);
  const after = await rssBytes(pid);
  const growth = peak - before;
  const memoryOk = growth < 100 * 1024 * 1024;
  const syncOk = 'latency' in probe && probe.latency < 500;
  const healthOk = healthz.worst < 100 && healthz.failed === 0;
  const stats = flood.stats();
  console.log(
    `2. 30 non-reading peers + a flooding sender for ${seconds} s (load average ${loadAverage()}): ${verdict(memoryOk && syncOk && healthOk)}`,
  );
  console.log(
    `   relay memory: RSS ${mb(before)} -> peak ${mb(peak)}, growth ${mb(growth)} (target < 100 MB), ${mb(after)} at the end: ${verdict(memoryOk)}`,
  );
  console.log(
    'latency' in probe
      ? `   fresh client: synced in ${ms(probe.syncedMs)}, got another's update in ${probe.received ? ms(probe.latency) : 'no answer within 10 s'} (target < 500 ms): ${verdict(syncOk)}`
      : `   fresh client: ${probe.error} (target < 500 ms): ${verdict(false)}`,
  );
  console.log(
    `   /healthz during the flood: worst ${ms(healthz.worst)} over ${healthz.polls} polls, ${healthz.failed} failed (target every poll < 100 ms): ${verdict(healthOk)}`,
  );
  console.log(
    `   flooder sent ${stats.sent} messages; its closes by code: ${JSON.stringify(stats.closes)}; stalled peers still open: ${stalled.filter((w) => w.readyState === w.OPEN).length}/30`,
  );
  for (const ws of stalled) ws.terminate();
  const ok = memoryOk && syncOk && healthOk;
  return ok;
}
