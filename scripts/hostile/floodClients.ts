/**
 * The attackers of the flood bench (scripts/hostile/flood.ts), run in their own process so their work
 * does not delay the bench's own measurements (/healthz polls, the fresh clients): 30 peers that stop
 * reading and one flooding sender. Messages over IPC: parent 'flood' / 'stop'; child 'ready' / 'stats'.
 */
import { randomBytes } from 'node:crypto';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from './relayProcess';

const frame = (write: (e: encoding.Encoder) => void) => {
  const e = encoding.createEncoder();
  write(e);
  return encoding.toUint8Array(e);
};
export const step1 = () =>
  frame((e) => {
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint(e, 0);
    encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()));
  });
export const updateFrame = (update: Uint8Array) =>
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
export function open(url: string, localAddress?: string): Promise<WebSocket> {
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

/** Opens `count` peers that then stop reading (their kernel buffers fill, the relay's must not). */
async function stalledPeers(url: string, count: number): Promise<WebSocket[]> {
  const peers: WebSocket[] = [];
  for (let i = 0; i < count; i++) {
    const ws = await open(url);
    ws.on('error', () => {});
    (ws as unknown as { _socket: { pause(): void } })._socket.pause(); // stops reading
    peers.push(ws);
  }
  return peers;
}

export type FloodStats = { sent: number; closes: Record<string, number>; stalledOpen: number };

async function main(url: string) {
  const stalled = await stalledPeers(url, 30);
  let flood: ReturnType<typeof flooder> | undefined;
  process.on('message', (message: { type: string }) => {
    if (message.type === 'flood') flood = flooder(url);
    if (message.type === 'stop') {
      void (async () => {
        await flood?.stop();
        const stats: FloodStats = {
          ...(flood?.stats() ?? { sent: 0, closes: {} }),
          stalledOpen: stalled.filter((w) => w.readyState === w.OPEN).length,
        };
        for (const ws of stalled) ws.terminate();
        process.send?.({ type: 'stats', stats }, () => process.exit(0));
      })();
    }
  });
  process.send?.({ type: 'ready' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main(process.argv[2] ?? '');
}
