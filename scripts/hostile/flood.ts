import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as Y from 'yjs';
import { type FloodStats, open, step1, updateFrame } from './floodClients';
import {
  cpuSeconds,
  loadAverage,
  mb,
  ms,
  pollHealth,
  type RelayProcess,
  rssBytes,
  sleep,
  verdict,
} from './relayProcess';

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

export async function benchFlood(relay: RelayProcess, seconds: number): Promise<boolean> {
  const space = randomBytes(16).toString('base64url');
  const url = `ws://127.0.0.1:${relay.port}/sync/${space}`;
  // The attackers run in their own process (see floodClients.ts): 30 stalled peers, then the flooder.
  const attackers = fork(fileURLToPath(new URL('./floodClients.ts', import.meta.url)), [url], {
    execArgv: ['--import', 'tsx'],
  });
  const next = (type: string) =>
    new Promise<{ type: string; stats?: FloodStats }>((resolve, reject) => {
      const onMessage = (m: { type: string; stats?: FloodStats }) => {
        if (m.type !== type) return;
        attackers.off('message', onMessage);
        resolve(m);
      };
      attackers.on('message', onMessage);
      attackers.once('exit', (code) => reject(new Error(`flood clients exited (${code})`)));
    });
  await next('ready');
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
  const cpuBefore = await cpuSeconds(pid);
  const floodStarted = performance.now();
  attackers.send({ type: 'flood' });
  await sleep(Math.max(0, seconds * 1000 - 5000));
  // Near the end of the flood: two fresh clients; one sends an update, the other must get it.
  const probe = await probeFreshClients(url).catch((err: unknown) => ({
    error: err instanceof Error ? err.message : String(err),
  }));
  await sleep(5000);
  const stopped = next('stats');
  attackers.send({ type: 'stop' });
  const stats = (await stopped).stats ?? { sent: 0, closes: {}, stalledOpen: 0 };
  const healthz = await health.stop();
  const cpu = (await cpuSeconds(pid)) - cpuBefore;
  const wall = (performance.now() - floodStarted) / 1000;
  clearInterval(sampler);
  const after = await rssBytes(pid);
  const growth = peak - before;
  const memoryOk = growth < 100 * 1024 * 1024;
  const syncOk = 'latency' in probe && probe.latency < 500;
  const healthOk = healthz.worst < 100 && healthz.failed === 0;
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
    `   /healthz during the flood: worst ${ms(healthz.worst)} (p99 ${ms(healthz.p99)}) over ${healthz.polls} polls, ${healthz.failed} failed (target every poll < 100 ms): ${verdict(healthOk)}`,
  );
  console.log(
    `   the relay used ${cpu.toFixed(1)} s of CPU in ${wall.toFixed(1)} s (${Math.round((100 * cpu) / wall)} % of one core)`,
  );
  console.log(
    `   flooder sent ${stats.sent} messages; its closes by code: ${JSON.stringify(stats.closes)}; stalled peers still open: ${stats.stalledOpen}/30`,
  );
  const ok = memoryOk && syncOk && healthOk;
  return ok;
}
