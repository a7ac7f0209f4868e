import { randomBytes, randomInt } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { startRelay } from '../../relay/server';
import { verdict } from './relayProcess';

type Outcome =
  | 'exact'
  | 'set aside (4512)'
  | 'store refused to open'
  | 'server error (4500)'
  | 'no answer'
  | 'DIFFERENT DATA';

function step1(): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()));
  return encoding.toUint8Array(e);
}

/** Connects to the space, asks for everything; resolves with the doc's content or the close code. */
function readSpace(port: number, space: string): Promise<{ json?: unknown; code?: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/sync/${space}`);
    const timer = setTimeout(() => {
      ws.terminate();
      resolve({});
    }, 5_000);
    ws.on('error', () => {});
    ws.on('open', () => ws.send(step1()));
    ws.on('message', (data: Buffer, isBinary) => {
      if (!isBinary) return;
      const d = decoding.createDecoder(new Uint8Array(data));
      if (decoding.readVarUint(d) !== 0 || decoding.readVarUint(d) !== 1) return;
      const doc = new Y.Doc();
      Y.applyUpdate(doc, decoding.readVarUint8Array(d));
      clearTimeout(timer);
      ws.close();
      resolve({ json: doc.getMap('m').toJSON() });
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code });
    });
  });
}

function updateFrame(update: Uint8Array) {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint(e, 2);
  encoding.writeVarUint8Array(e, update);
  return encoding.toUint8Array(e);
}

async function makeBase(dir: string, space: string): Promise<unknown> {
  const relay = await startRelay({ port: 0, host: '127.0.0.1', dataDir: dir, distDir: dir });
  const ws = new WebSocket(`ws://127.0.0.1:${relay.port}/sync/${space}`);
  await new Promise((r) => ws.once('open', r));
  const doc = new Y.Doc();
  for (let i = 0; i < 40; i++) {
    const before = Y.encodeStateVector(doc);
    doc.getMap('m').set(`reading-${i}`, `${randomBytes(300 + i * 20).toString('base64')}`);
    if (i % 7 === 3) doc.getMap('m').delete(`reading-${i - 2}`);
    ws.send(updateFrame(Y.encodeStateAsUpdate(doc, before)));
  }
  // Everything stored: the relay answers a later request only after earlier updates (one queue per space).
  let answered = false;
  ws.on('message', (data: Buffer) => {
    if (data[0] === 0 && data[1] === 1) answered = true;
  });
  ws.send(step1());
  while (!answered) await new Promise((r) => setTimeout(r, 5));
  ws.close();
  await relay.close();
  return doc.getMap('m').toJSON();
}

export async function benchFlips(trials: number): Promise<boolean> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'docket-flips-'));
  try {
    const space = randomBytes(16).toString('base64url');
    const base = path.join(root, 'base');
    const expected = JSON.stringify(await makeBase(base, space));
    // LevelDB's own files (the relay's compaction records in space-heads/ are left alone).
    const files = (await readdir(base, { withFileTypes: true }))
      .filter((e) => e.isFile() && !['LOCK', 'LOG', 'LOG.old'].includes(e.name))
      .map((e) => e.name);
    const counts = new Map<Outcome, number>();
    const where = new Map<string, number>();
    for (let t = 0; t < trials; t++) {
      const dir = path.join(root, `t${t}`);
      await cp(base, dir, { recursive: true });
      const file = files[randomInt(files.length)]!;
      const full = path.join(dir, file);
      const size = (await stat(full)).size;
      if (size > 0) {
        const bytes = await readFile(full);
        const at = randomInt(size);
        bytes[at] = (bytes[at] ?? 0) ^ (1 + randomInt(255));
        await writeFile(full, bytes);
      }
      const kind = file.replace(/^\d+/, '#');
      where.set(kind, (where.get(kind) ?? 0) + 1);
      let outcome: Outcome;
      let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
      try {
        relay = await startRelay({ port: 0, host: '127.0.0.1', dataDir: dir, distDir: dir });
      } catch {
        relay = undefined;
      }
      if (!relay) outcome = 'store refused to open';
      else {
        const answer = await readSpace(relay.port, space);
        if (answer.json !== undefined)
          outcome = JSON.stringify(answer.json) === expected ? 'exact' : 'DIFFERENT DATA';
        else if (answer.code === 4512) outcome = 'set aside (4512)';
        else if (answer.code === 4500) outcome = 'server error (4500)';
        else outcome = 'no answer';
        await relay.close().catch(() => {});
      }
      counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
      await rm(dir, { recursive: true, force: true });
    }
    const different = counts.get('DIFFERENT DATA') ?? 0;
    const ok = different === 0;
    console.log(
      `3. ${trials} random byte-flips of a space's stored files: ${different} loads of different data (target 0): ${verdict(ok)}`,
    );
    console.log(
      `   outcomes: ${JSON.stringify(Object.fromEntries(counts))}; files flipped: ${JSON.stringify(Object.fromEntries(where))}`,
    );
    return ok;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
