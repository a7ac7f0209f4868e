/**
 * Relay benchmark: `npm run bench:relay` (BENCH_SECONDS, BENCH_CLIENTS, BENCH_SPACES, BENCH_RATE,
 * BENCH_IDLE_SPACES override the defaults). Starts the relay as a child process on loopback, then:
 *   1. idle memory: RSS with BENCH_IDLE_SPACES loaded idle spaces (one quiet client each) vs none;
 *   2. load: BENCH_CLIENTS WebSocket clients across BENCH_SPACES spaces, each sending BENCH_RATE
 *      updates per second for BENCH_SECONDS; fan-out latency is send -> receipt by every other
 *      client of the space (the relay stores each update before forwarding it).
 * Prints p50/p95/p99 latency, the relay's CPU and RSS, and memory per idle space. Every loop is
 * bounded and the script ends by itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import { startRelayProcess } from './hostile/relayProcess';
import * as Y from 'yjs';

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be within ${min}..${max}`);
  return n;
}

const SECONDS = intEnv('BENCH_SECONDS', 60, 1, 3600);
const CLIENTS = intEnv('BENCH_CLIENTS', 1000, 2, 5000);
const SPACES = intEnv('BENCH_SPACES', 200, 1, 5000);
const RATE = intEnv('BENCH_RATE', 1, 0.01, 50); // updates per client per second
const IDLE_SPACES = intEnv('BENCH_IDLE_SPACES', 1000, 1, 5000);
const CLK_TCK = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const spaceId = () => randomBytes(16).toString('base64url');

// ---------------------------------------------------------------- relay process and its numbers

/** The relay as `npm run serve` runs it; every bench client comes from 127.0.0.1, so the per-address caps are lifted. */
const startBenchRelay = (dataDir: string) =>
  startRelayProcess({
    RELAY_DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'warn',
    RELAY_CONNECTIONS_PER_IP_PER_MINUTE: '1000000',
    RELAY_MAX_CONNECTIONS_PER_IP: '1000000',
    RELAY_NEW_SPACES_PER_IP_PER_HOUR: '1000000',
  });

async function procStats(pid: number): Promise<{ cpuTicks: number; rssBytes: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuTicks = Number(fields[11]) + Number(fields[12]); // utime + stime
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuTicks, rssBytes: rssKb * 1024 };
}

// ---------------------------------------------------------------- a minimal y-protocols client

function frame(write: (e: encoding.Encoder) => void): Uint8Array {
  const e = encoding.createEncoder();
  write(e);
  return encoding.toUint8Array(e);
}
const syncStep1 = (doc: Y.Doc) =>
  frame((e) => {
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint8Array(e, Y.encodeStateVector(doc));
  });
const updateFrame = (update: Uint8Array) =>
  frame((e) => {
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, 2);
    encoding.writeVarUint8Array(e, update);
  });

interface Client {
  ws: WebSocket;
  doc: Y.Doc;
  space: number;
  nextSend: number;
  seq: number;
}

/** Send times of updates, by "clientID:clock" of their first struct. */
const sentAt = new Map<string, number>();
const latencies: number[] = [];
/** Receipt times, parallel to latencies (for the per-window figures). */
const receivedAt: number[] = [];
let closedUnexpectedly = 0;
let measuring = false;

function onFrame(data: Buffer) {
  const decoder = decoding.createDecoder(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  if (decoding.readVarUint(decoder) !== 0) return; // awareness etc.
  const syncType = decoding.readVarUint(decoder);
  if (syncType !== 2) return; // step 1 / step 2 greetings
  const update = decoding.readVarUint8Array(decoder);
  const now = performance.now();
  if (!measuring) return;
  for (const [client, clock] of Y.parseUpdateMeta(update).from) {
    const t = sentAt.get(`${client}:${clock}`);
    if (t !== undefined) {
      latencies.push(now - t);
      receivedAt.push(now);
    }
  }
}

function connect(port: number, id: string, space: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/sync/${id}`, { perMessageDeflate: false });
    const doc = new Y.Doc();
    const client: Client = { ws, doc, space, nextSend: 0, seq: 0 };
    ws.on('message', (data, isBinary) => {
      if (isBinary) onFrame(data as Buffer);
    });
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'connect', deviceId: `device-${doc.clientID.toString(36)}` }));
      ws.send(syncStep1(doc));
      resolve(client);
    });
    ws.once('error', reject);
    ws.once('close', () => {
      if (measuring) closedUnexpectedly += 1;
    });
  });
}

async function connectAll(port: number, ids: string[], perSpace: number, total: number): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < total; start += 100) {
    const batch = [];
    for (let i = start; i < Math.min(total, start + 100); i++) {
      const space = Math.floor(i / perSpace) % ids.length;
      batch.push(connect(port, ids[space]!, space));
    }
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

function sendUpdate(c: Client) {
  c.seq += 1;
  let update: Uint8Array | null = null;
  const capture = (u: Uint8Array) => {
    update = u;
  };
  c.doc.on('update', capture);
  const before = Y.getState(c.doc.store, c.doc.clientID); // clock of the struct about to be created
  c.doc.getMap('readings').set(`r${c.seq % 20}`, { title: `Reading ${c.seq}`, completed: c.seq % 2 === 0 });
  c.doc.off('update', capture);
  if (!update || c.ws.readyState !== WebSocket.OPEN) return;
  sentAt.set(`${c.doc.clientID}:${before}`, performance.now());
  c.ws.send(updateFrame(update));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docket-bench-relay-'));
  const relay = await startBenchRelay(dataDir);
  const { child, port } = relay;
  const pid = child.pid!;
  try {
    console.log(`relay pid ${pid} on 127.0.0.1:${port}; ${os.cpus().length} CPUs`);
    // Warm up code paths so the idle figure is not the JIT's.
    const warm = await connectAll(port, [spaceId()], 2, 2);
    sendUpdate(warm[0]!);
    await sleep(300);
    for (const c of warm) c.ws.close();
    await sleep(1_000);

    // 1. Memory per idle space.
    const before = await procStats(pid);
    const idleIds = Array.from({ length: IDLE_SPACES }, spaceId);
    const idle = await connectAll(port, idleIds, 1, IDLE_SPACES);
    for (const c of idle) sendUpdate(c); // each space holds a small document
    await sleep(3_000);
    const withIdle = await procStats(pid);
    const perIdleSpace = (withIdle.rssBytes - before.rssBytes) / IDLE_SPACES;
    for (const c of idle) c.ws.close();
    await sleep(2_000);

    // 2. Fan-out under load.
    const ids = Array.from({ length: SPACES }, spaceId);
    const perSpace = Math.ceil(CLIENTS / SPACES);
    const clients = await connectAll(port, ids, perSpace, CLIENTS);
    await sleep(1_000);
    const start = performance.now();
    const interval = 1000 / RATE;
    for (const c of clients) c.nextSend = start + Math.random() * interval;
    const cpu0 = await procStats(pid);
    const selfCpu0 = process.cpuUsage();
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    measuring = true;
    let peakRss = cpu0.rssBytes;
    let sent = 0;
    const end = start + SECONDS * 1000;
    let nextSample = start + 1000;
    while (performance.now() < end) {
      const now = performance.now();
      for (const c of clients) {
        if (c.nextSend <= now) {
          sendUpdate(c);
          sent += 1;
          c.nextSend += interval;
        }
      }
      if (now >= nextSample) {
        nextSample += 1000;
        peakRss = Math.max(peakRss, (await procStats(pid)).rssBytes);
      }
      await sleep(5);
    }
    const wall = (performance.now() - start) / 1000;
    const cpu1 = await procStats(pid);
    const selfCpu = process.cpuUsage(selfCpu0);
    loopDelay.disable();
    await sleep(1_000); // let the last forwards arrive
    measuring = false;

    const sorted = latencies.slice().sort((a, b) => a - b);
    const expected = sent * (perSpace - 1);
    const cpuPercent = ((cpu1.cpuTicks - cpu0.cpuTicks) / CLK_TCK / wall) * 100;
    const result = {
      clients: clients.length,
      spaces: SPACES,
      seconds: Math.round(wall),
      updatesSent: sent,
      forwardsExpected: expected,
      forwardsMeasured: latencies.length,
      unexpectedCloses: closedUnexpectedly,
      p50Ms: +percentile(sorted, 50).toFixed(2),
      p95Ms: +percentile(sorted, 95).toFixed(2),
      p99Ms: +percentile(sorted, 99).toFixed(2),
      maxMs: +(sorted.at(-1) ?? Number.NaN).toFixed(2),
      relayCpuPercent: +cpuPercent.toFixed(1),
      benchCpuPercent: +(((selfCpu.user + selfCpu.system) / 1e6 / wall) * 100).toFixed(1),
      benchLoopDelayP99Ms: +(loopDelay.percentile(99) / 1e6).toFixed(1),
      relayRssEnd: mb(cpu1.rssBytes),
      relayRssPeak: mb(Math.max(peakRss, cpu1.rssBytes)),
      idleSpaces: IDLE_SPACES,
      kbPerIdleSpace: +(perIdleSpace / 1024).toFixed(1),
    };
    for (const c of clients) c.ws.close();
    const windows: string[] = [];
    const windowMs = Math.max(1000, Math.round((SECONDS * 1000) / 6));
    for (let w = start; w < end; w += windowMs) {
      const inWindow = latencies.filter((_, i) => receivedAt[i]! >= w && receivedAt[i]! < w + windowMs);
      inWindow.sort((a, b) => a - b);
      windows.push(`${Math.round((w - start) / 1000)}s: p95 ${percentile(inWindow, 95).toFixed(1)} ms`);
    }
    console.log(`
  p95 by window         ${windows.join(' | ')}`);
    console.log(`
Relay fan-out: ${result.clients} clients in ${result.spaces} spaces, ${RATE} update/s each, ${result.seconds} s
  updates sent          ${result.updatesSent} (forwards expected ${result.forwardsExpected}, measured ${result.forwardsMeasured})
  fan-out latency       p50 ${result.p50Ms} ms   p95 ${result.p95Ms} ms   p99 ${result.p99Ms} ms   max ${result.maxMs} ms   (target p95 < 50 ms)
  relay CPU             ${result.relayCpuPercent}% of one core (the clients' process: ${result.benchCpuPercent}%, event-loop delay p99 ${result.benchLoopDelayP99Ms} ms)
  relay RSS             end ${result.relayRssEnd}, peak ${result.relayRssPeak}
  memory per idle space ${result.kbPerIdleSpace} KB (${IDLE_SPACES} idle spaces, one client each; target < 150 KB)
  unexpected closes     ${result.unexpectedCloses}
`);
    console.log(JSON.stringify(result));
  } finally {
    await relay.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
