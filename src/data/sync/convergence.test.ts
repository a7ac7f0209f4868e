import { afterAll, beforeAll, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createDocketDoc } from '../doc';
import { newDeviceId, newSpaceId } from '../ids';
import { createRepositories, type Repositories } from '../repositories';
import { StatusMachine } from '../status';
import { SyncClient } from './SyncClient';
import type { WebSocketClass } from './socket';
import { nodeWebSocket, startTestRelay, type TestRelay, waitFor } from './testing/relay';

const DEVICES = 5;
const OPERATIONS = 2_000;
const SEED = 0x5eed_d0c;

/** mulberry32: a small seeded PRNG, so a failing run can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Device {
  doc: Y.Doc;
  repos: Repositories;
  client: SyncClient;
  online: boolean;
}

let relay: TestRelay;
let WS: WebSocketClass;
const devices: Device[] = [];

beforeAll(async () => {
  relay = await startTestRelay({ messagesPerSecond: 10_000, messageBurst: 100_000 });
  WS = await nodeWebSocket();
});
afterAll(async () => {
  for (const d of devices) d.client.stop();
  await relay?.close();
});

/** The document as plain JSON, rebuilt from its encoded state (what another device would load). */
function encodedJson(doc: Y.Doc): unknown {
  const copy = createDocketDoc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const json = copy.toJSON();
  copy.destroy();
  return json;
}

it(`${DEVICES} devices, ${OPERATIONS} seeded random operations with disconnects, end identical`, async () => {
  const random = prng(SEED);
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const int = (max: number) => Math.floor(random() * max);
  const space = newSpaceId();
  const quiet = { debug: () => {}, warn: () => {}, error: () => {} };

  for (let i = 0; i < DEVICES; i++) {
    const doc = createDocketDoc();
    const status = new StatusMachine();
    status.set('ready');
    const device: Device = {
      doc,
      repos: createRepositories(doc, { warn: () => {} }),
      online: true,
      client: undefined as unknown as SyncClient,
    };
    device.client = new SyncClient({
      doc,
      status,
      deviceId: newDeviceId(),
      spaceId: space,
      url: relay.syncUrl,
      WebSocketPolyfill: WS,
      isOnline: () => device.online,
      maxBackoffTime: 100,
      logger: quiet,
    });
    device.client.start();
    devices.push(device);
  }
  await waitFor(() => devices.every((d) => d.client.getInfo().synced), 15_000, 'all synced');

  const counts = { create: 0, update: 0, remove: 0, offline: 0, online: 0 };
  const now = () => new Date().toISOString();
  for (let op = 0; op < OPERATIONS; op++) {
    const device = pick(devices)!;
    const roll = random();
    if (roll < 0.03) {
      // Disconnect or reconnect a device (the network drops, comes back).
      device.online = !device.online;
      if (device.online) {
        device.client.goOnline();
        counts.online++;
      } else {
        device.client.goOffline();
        counts.offline++;
      }
    } else {
      const { courses, rpas, weakSpots } = device.repos;
      const kind = int(3);
      const action = random();
      if (kind === 0) {
        const row = pick(courses.list());
        if (!row || action < 0.35) {
          courses.create({ name: `Course ${op}`, code: `LAW ${op}`, semester: 'Fall 2026' });
          counts.create++;
        } else if (action < 0.9) {
          const field = int(3);
          courses.update(
            row.id,
            field === 0
              ? { name: `Renamed ${op}` }
              : field === 1
                ? { professor: `Prof ${op}` }
                : { archived: !row.archived },
          );
          counts.update++;
        } else {
          courses.remove(row.id);
          counts.remove++;
        }
      } else if (kind === 1) {
        const row = pick(rpas.list());
        if (!row || action < 0.35) {
          rpas.create({
            ruleName: `Rule ${op}`,
            course: 'Torts',
            courseId: pick(courses.list())?.id ?? 'none',
            ruleText: `Text ${op}`,
            purposeText: undefined,
            applicationNotes: undefined,
            readingIds: [],
          });
          counts.create++;
        } else if (action < 0.9) {
          const field = int(3);
          rpas.update(
            row.id,
            field === 0
              ? { ruleText: `Rule text ${op}` }
              : field === 1
                ? { purposeText: `Purpose ${op}` }
                : { weekNumber: 1 + int(14) },
          );
          counts.update++;
        } else {
          rpas.remove(row.id);
          counts.remove++;
        }
      } else {
        const row = pick(weakSpots.list());
        if (!row || action < 0.35) {
          weakSpots.create({
            title: `Weak spot ${op}`,
            description: 'Mixes up standards',
            courseId: 'none',
            lastSeen: now(),
          } as Parameters<typeof weakSpots.create>[0]);
          counts.create++;
        } else if (action < 0.9) {
          const field = int(3);
          weakSpots.update(
            row.id,
            field === 0
              ? { status: pick(['identified', 'investigating', 'in_progress', 'resolved'] as const)! }
              : field === 1
                ? { occurrences: row.occurrences + 1, lastSeen: now() }
                : { notes: [...row.notes, `Note ${op}`] },
          );
          counts.update++;
        } else {
          weakSpots.remove(row.id);
          counts.remove++;
        }
      }
    }
    // Let the network run now and then, so edits interleave with delivery.
    if (op % 25 === 24) await new Promise((resolve) => setTimeout(resolve, int(4)));
  }

  for (const d of devices) {
    d.online = true;
    d.client.goOnline();
  }
  const same = () => {
    const first = JSON.stringify(encodedJson(devices[0]!.doc));
    return devices.every((d) => d.client.getInfo().synced && JSON.stringify(encodedJson(d.doc)) === first);
  };
  // Usually well under a second; the margins are for a heavily loaded machine.
  await waitFor(same, 40_000, 'identical documents', 50);

  const reference = encodedJson(devices[0]!.doc);
  for (const d of devices) {
    expect(encodedJson(d.doc)).toEqual(reference);
    expect(d.repos.rpas.list()).toEqual(devices[0]!.repos.rpas.list());
  }
  expect(counts.offline).toBeGreaterThan(10);
  expect(counts.create + counts.update + counts.remove).toBeGreaterThan(1_900);
  // Something survived and something was removed: the run exercised all three operations.
  expect(devices[0]!.repos.courses.list().length).toBeGreaterThan(0);
  expect(counts.remove).toBeGreaterThan(50);
}, 90_000);
