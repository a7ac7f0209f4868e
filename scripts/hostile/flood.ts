import { randomBytes } from 'node:crypto';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { mb, ms, type RelayProcess, rssBytes, sleep, verdict } from './relayProcess';

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

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** A sender that floods awareness and updates as fast as its socket drains, reconnecting when closed. */
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
  const ws = await open(url);
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
  const flood = flooder(url);
  await sleep(Math.max(0, seconds * 1000 - 5000));
  // Near the end of the flood: two fresh clients; one sends an update, the other must get it.
  const a = await freshClient(url);
  const b = await freshClient(url);
  const marker = randomBytes(12).toString('hex');
  const doc = new Y.Doc();
  doc.getMap('probe').set('marker', marker);
  const sentAt = performance.now();
  a.ws.send(updateFrame(Y.encodeStateAsUpdate(doc)));
  const needle = Buffer.from(marker);
  while (!b.frames.some((f) => f.includes(needle))) {
    if (performance.now() - sentAt > 10_000) break;
    await sleep(1);
  }
  const latency = performance.now() - sentAt;
  await sleep(5000);
  await flood.stop();
  clearInterval(sampler);
  const after = await rssBytes(pid);
  const growth = peak - before;
  const ok = growth < 100 * 1024 * 1024 && latency < 500;
  const stats = flood.stats();
  console.log(
    `2. 30 non-reading peers + a flooding sender for ${seconds} s: relay RSS ${mb(before)} -> peak ${mb(peak)} (growth ${mb(growth)}, target < 100 MB), ${mb(after)} at the end; ` +
      `a fresh client synced in ${ms(Math.max(a.syncedMs, b.syncedMs))} and got another's update in ${ms(latency)} (target < 500 ms): ${verdict(ok)}`,
  );
  console.log(
    `   flooder sent ${stats.sent} messages; its closes by code: ${JSON.stringify(stats.closes)}; stalled peers still open: ${stalled.filter((w) => w.readyState === w.OPEN).length}/30`,
  );
  for (const ws of [...stalled, a.ws, b.ws]) ws.terminate();
  return ok;
}
