import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from './config';
import { LeveldbPersistence } from 'y-leveldb';
import * as Y from 'yjs';
import { LeveldbDocStore } from './store/leveldbDocStore';
import { syncUpdateFrame } from './test/frames';
import {
  connectProvider,
  makeDist,
  newSpaceId,
  rawClient,
  tempDir,
  waitFor,
  withTimeout,
} from './test/helpers';

let tmp: Awaited<ReturnType<typeof tempDir>>;
let distDir: string;
const children: ChildProcess[] = [];
/** The relays' own pids: killing only the tsx wrapper would leave them running. */
const relayPids: number[] = [];

beforeAll(async () => {
  tmp = await tempDir();
  distDir = await makeDist(tmp.dir);
});

afterAll(async () => {
  for (const pid of relayPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await tmp?.cleanup();
});

interface RunningRelay {
  child: ChildProcess;
  url: string;
  /** The relay's own process (tsx runs it as a child of the tsx wrapper). */
  pid: number;
  exited: Promise<void>;
}

/** `tsx relay/main.ts` as `npm run serve` starts it, on a free port. */
async function spawnRelay(dataDir: string, env: Record<string, string> = {}): Promise<RunningRelay> {
  const child = spawn(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['relay/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', DIST_DIR: distDir, RELAY_DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let out = '';
  let pid = 0;
  const url = await withTimeout(
    new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        for (const line of out.split('\n')) {
          if (line.startsWith('{') && line.includes('"event":"ready"') && !pid) {
            pid = JSON.parse(line).pid;
            relayPids.push(pid);
          }
          const m = /^Docket relay listening on (http:\/\/localhost:\d+)$/.exec(line);
          if (m?.[1] && pid) resolve(m[1]);
        }
      });
      child.once('exit', (code) => reject(new Error(`relay exited early (${code}): ${out}`)));
    }),
    15_000,
    'relay start',
  );
  return { child, url, pid, exited };
}

it('loses nothing it forwarded when killed with SIGKILL', async () => {
  const dataDir = path.join(tmp.dir, 'data');
  const space = newSpaceId();
  const first = await spawnRelay(dataDir);
  const sender = connectProvider(first.url, space);
  const receiver = connectProvider(first.url, space);
  try {
    await waitFor(() => sender.provider.synced && receiver.provider.synced, 5_000, 'both synced');
    for (let i = 0; i < 20; i++)
      sender.doc.getMap('readings').set(`r${i}`, { title: `Reading ${i}`, completed: i % 2 === 0 });
    sender.doc.getText('notes').insert(0, 'Hadley v. Baxendale');
    // Forwarded to the second client: from here on it must survive anything.
    await waitFor(
      () =>
        receiver.doc.getText('notes').toString() === 'Hadley v. Baxendale' &&
        receiver.doc.getMap('readings').size === 20,
      5_000,
      'forwarded',
    );
  } finally {
    sender.provider.destroy();
    receiver.provider.destroy();
  }
  process.kill(first.pid, 'SIGKILL');
  await withTimeout(first.exited, 5_000, 'killed relay exit');

  const second = await spawnRelay(dataDir);
  const late = connectProvider(second.url, space);
  try {
    await waitFor(() => late.provider.synced, 5_000, 'late synced');
    expect(late.doc.getText('notes').toString()).toBe('Hadley v. Baxendale');
    expect(late.doc.getMap('readings').size).toBe(20);
    expect(late.doc.getMap('readings').get('r3')).toEqual({ title: 'Reading 3', completed: false });
  } finally {
    late.provider.destroy();
  }
  // Graceful stop on SIGTERM, to the relay's own process: tsx's wrapper gives its child only 30 ms to
  // acknowledge a relayed signal and then SIGKILLs it (exit 143), which a loaded machine misses.
  process.kill(second.pid, 'SIGTERM');
  await withTimeout(second.exited, 10_000, 'graceful exit');
  expect(second.child.exitCode).toBe(0);
}, 40_000);

it('stores a burst of updates in fewer writes than updates (group commit), each before it is forwarded', async () => {
  const dataDir = path.join(tmp.dir, 'data-burst');
  const space = newSpaceId();
  // The burst must not meet the relay's backpressure: on a loaded machine the relay may find all 300
  // frames in its socket at once, before its first drain runs, and past maxSpaceBacklog (256) it refuses
  // the sender by design ('The relay is busy', backpressure.test.ts). This test is about group commit.
  const relay = await spawnRelay(dataDir, { RELAY_MAX_SPACE_BACKLOG: '1000' });
  // The reader stays connected until the kill: the space is never unloaded (which would compact it).
  const reader = connectProvider(relay.url, space);
  const sender = rawClient(relay.url, `/sync/${space}`);
  const doc = new Y.Doc();
  try {
    await sender.opened;
    await waitFor(() => reader.provider.synced, 5_000, 'reader synced');
    for (let i = 0; i < 300; i++) {
      const before = Y.encodeStateVector(doc);
      doc.getMap('readings').set(`r${i}`, `Reading ${i}`);
      sender.ws.send(syncUpdateFrame(Y.encodeStateAsUpdate(doc, before)));
    }
    let refused: { code: number; reason: string } | undefined;
    void sender.closed.then((c) => {
      refused = c;
    });
    await waitFor(
      () => reader.doc.getMap('readings').size === 300 || refused !== undefined,
      10_000,
      'all forwarded',
    );
    expect(refused).toBeUndefined();
    process.kill(relay.pid, 'SIGKILL');
    await withTimeout(relay.exited, 5_000, 'killed relay exit');
  } finally {
    reader.provider.destroy();
    sender.ws.terminate();
  }
  const persistence = new LeveldbPersistence(dataDir);
  try {
    const records = await new LeveldbDocStore(persistence, dataDir).getUpdates(space);
    const stored = new Y.Doc();
    for (const u of records) Y.applyUpdate(stored, u);
    expect(stored.getMap('readings').size).toBe(300);
    expect(stored.getMap('readings').get('r299')).toBe('Reading 299');
    expect(records.length).toBeLessThan(300);
  } finally {
    await persistence.destroy();
  }
}, 40_000);
