import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { createDocketDoc } from '../doc';
import { newDeviceId, newSpaceId } from '../ids';
import { StatusMachine } from '../status';
import { SOCKET_ERROR_MESSAGE, SyncClient, type SyncClientOptions } from './SyncClient';
import type { WebSocketClass } from './socket';
import { nodeWebSocket, startTestRelay, type TestRelay, waitFor } from './testing/relay';

let relay: TestRelay;
let WS: WebSocketClass;
const clients: SyncClient[] = [];
const quiet = { debug: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  relay = await startTestRelay();
  WS = await nodeWebSocket();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.stop();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await relay?.close();
});

interface Device {
  client: SyncClient;
  doc: Y.Doc;
  status: StatusMachine;
  seen: string[];
}

function device(spaceId: string, options: Partial<SyncClientOptions> = {}): Device {
  const doc = options.doc ?? createDocketDoc();
  const status = options.status ?? new StatusMachine();
  if (!options.status) status.set('ready'); // the local store is open
  const seen: string[] = [];
  status.subscribe((s) => seen.push(s.status));
  const client = new SyncClient({
    doc,
    status,
    deviceId: newDeviceId(),
    spaceId,
    url: relay.syncUrl,
    WebSocketPolyfill: WS,
    maxBackoffTime: 200,
    logger: quiet,
    ...options,
  });
  clients.push(client);
  return { client, doc, status, seen };
}

const synced = (d: Device) => d.client.currentProvider?.synced === true;

describe('SyncClient against the real relay', () => {
  it('walks syncing -> ready, then counts as fully synced after the reply, telling listeners only on change', async () => {
    const a = device(newSpaceId());
    const events: { status: string; lastSyncedAt?: number }[] = [];
    a.status.subscribe((s) =>
      events.push({ status: s.status, ...(s.lastSyncedAt ? { lastSyncedAt: s.lastSyncedAt } : {}) }),
    );
    a.client.start();
    await waitFor(() => synced(a), 5_000, 'synced');
    expect(a.seen).toEqual(['syncing', 'ready', 'ready']);
    // The second 'ready' notification is the sync time being set, not a repeated status.
    expect(events[1]?.lastSyncedAt).toBeUndefined();
    expect(events[2]?.lastSyncedAt).toBeTypeOf('number');
    expect(a.status.get()).toMatchObject({ status: 'ready' });
    expect(a.client.getInfo()).toMatchObject({ connected: true, synced: true });
  });

  it('sends the connect text with the device id before the state-vector request', async () => {
    const sent: (string | number)[] = [];
    class Spy extends (WS as unknown as { new (url: string, protocols?: string | string[]): WebSocket }) {
      override send(data: Parameters<WebSocket['send']>[0]) {
        sent.push(typeof data === 'string' ? data : (data as Uint8Array)[0]!);
        super.send(data);
      }
    }
    const deviceId = newDeviceId();
    const a = device(newSpaceId(), { deviceId, WebSocketPolyfill: Spy as unknown as WebSocketClass });
    a.client.start();
    await waitFor(() => synced(a), 5_000, 'synced');
    expect(sent[0]).toBe(JSON.stringify({ type: 'connect', deviceId }));
    expect(sent[1]).toBe(0); // y-protocols sync message (step 1)
  });

  it('two devices in one space exchange live updates both ways', async () => {
    const space = newSpaceId();
    const a = device(space);
    const b = device(space);
    a.client.start();
    b.client.start();
    await waitFor(() => synced(a) && synced(b), 5_000, 'both synced');
    a.doc.getMap('courses').set('x', 1);
    await waitFor(() => b.doc.getMap('courses').get('x') === 1, 3_000, 'a -> b');
    b.doc.getMap('courses').set('y', 2);
    await waitFor(() => a.doc.getMap('courses').get('y') === 2, 3_000, 'b -> a');
  });

  it('queues edits made offline and before full sync, and sends them after reconnecting', async () => {
    const space = newSpaceId();
    let online = true;
    const a = device(space, { isOnline: () => online });
    const b = device(space);
    a.client.start();
    b.client.start();
    await waitFor(() => synced(a) && synced(b), 5_000, 'both synced');
    online = false;
    a.client.goOffline();
    expect(a.status.get().status).toBe('offline');
    a.doc.getMap('rpas').set('offline-edit', 'kept');
    a.doc.getMap('rpas').set('second', 2);
    await new Promise((r) => setTimeout(r, 150));
    expect(b.doc.getMap('rpas').get('offline-edit')).toBeUndefined();
    online = true;
    a.seen.length = 0;
    a.client.goOnline();
    await waitFor(() => b.doc.getMap('rpas').get('second') === 2, 5_000, 'offline edits arrive');
    expect(b.doc.getMap('rpas').get('offline-edit')).toBe('kept');
    expect(a.seen.slice(0, 2)).toEqual(['syncing', 'ready']);
  });

  it('reconnects by itself when the relay restarts, and nothing is lost', async () => {
    const local = await startTestRelay();
    try {
      const space = newSpaceId();
      const a = device(space, { url: local.syncUrl });
      a.client.start();
      await waitFor(() => synced(a), 5_000, 'synced');
      a.doc.getMap('weakSpots').set('before', 1);
      // The relay has it (another device got it from there) before it stops: no fixed wait.
      const witness = device(space, { url: local.syncUrl });
      witness.client.start();
      await waitFor(() => witness.doc.getMap('weakSpots').get('before') === 1, 5_000, 'the relay has it');
      witness.client.stop();
      const mark = a.seen.length;
      await local.stop();
      // Offline is passing: the provider retries within maxBackoffTime (200 ms) and the refused socket reads
      // Error. The close can come and go while stop() awaits the relay's shutdown, so the statuses seen since
      // the stop are checked, not the status at the moment of looking.
      await waitFor(() => a.seen.slice(mark).includes('offline'), 5_000, 'offline after the relay left');
      a.doc.getMap('weakSpots').set('during', 2);
      await local.restart();
      await waitFor(() => synced(a), 8_000, 'synced again');
      const b = device(space, { url: local.syncUrl });
      b.client.start();
      await waitFor(() => b.doc.getMap('weakSpots').get('during') === 2, 5_000, 'b has everything');
      expect(b.doc.getMap('weakSpots').get('before')).toBe(1);
    } finally {
      for (const c of clients.splice(0)) c.stop();
      await local.close();
    }
  });

  it('a bad space id: the relay error text becomes status error with its message, and retrying stops', async () => {
    const a = device('not a valid space');
    const errors: string[] = [];
    a.client.onError((e) => errors.push(e.message));
    a.client.start();
    await waitFor(() => a.client.getInfo().stoppedByRelay !== undefined, 5_000, 'refused');
    expect(errors).toEqual(['Invalid space id']);
    expect(a.status.get()).toMatchObject({ status: 'error', error: 'Invalid space id' });
    expect(a.seen).toEqual(['syncing', 'ready', 'error']);
    expect(a.client.getInfo().stoppedByRelay?.code).toBe(4400);
    await new Promise((r) => setTimeout(r, 400));
    expect(a.client.currentProvider?.ws).toBeNull(); // no retry
    expect(a.status.get().status).toBe('error');
  });

  it('an error text on a transient close (rate limit) shows error, then the client comes back by itself', async () => {
    const limited = await startTestRelay({ connectionsPerIpPerMinute: 1 });
    try {
      const first = device(newSpaceId(), { url: limited.syncUrl });
      first.client.start();
      await waitFor(() => synced(first), 5_000, 'first synced');
      const second = device(newSpaceId(), { url: limited.syncUrl });
      second.client.start();
      await waitFor(() => second.status.get().status === 'error', 5_000, 'error');
      expect(second.status.get().error).toBe('Too many connection attempts; try again later');
      expect(second.client.getInfo().stoppedByRelay).toBeUndefined(); // 4529: the provider retries
    } finally {
      for (const c of clients.splice(0)) c.stop();
      await limited.close();
    }
  });

  it("a socket error gives 'WebSocket connection error' and status error; it stays until a socket opens", async () => {
    const a = device(newSpaceId(), { url: 'ws://127.0.0.1:9/sync' });
    a.client.start();
    await waitFor(() => a.status.get().status === 'error', 5_000, 'error');
    expect(a.status.get().error).toBe(SOCKET_ERROR_MESSAGE);
    // Several retries fail the same way (counted, not waited for by the clock).
    await waitFor(() => (a.client.currentProvider?.wsUnsuccessfulReconnects ?? 0) >= 4, 5_000, 'retries');
    expect(a.seen).toEqual(['syncing', 'error']);
  });

  it('a failed socket while the browser is offline reads Offline, not Error', async () => {
    let online = true;
    const a = device(newSpaceId(), { url: 'ws://127.0.0.1:9/sync', isOnline: () => online });
    a.client.start();
    online = false;
    await waitFor(() => a.status.get().status === 'offline', 5_000, 'offline');
    expect(a.seen).toEqual(['syncing', 'error', 'offline']);
  });

  it('the sync switch: off disconnects (Idle), on connects again', async () => {
    const space = newSpaceId();
    const a = device(space);
    const b = device(space);
    a.client.start();
    b.client.start();
    await waitFor(() => synced(a) && synced(b), 5_000, 'both synced');
    a.client.setEnabled(false);
    expect(a.status.get().status).toBe('idle');
    expect(a.client.currentProvider).toBeNull();
    a.doc.getMap('courses').set('while-off', true);
    await new Promise((r) => setTimeout(r, 150));
    expect(b.doc.getMap('courses').get('while-off')).toBeUndefined();
    a.client.setEnabled(true);
    await waitFor(() => b.doc.getMap('courses').get('while-off') === true, 5_000, 'sent after switching on');
    expect(a.status.get().status).toBe('ready');
  });

  it('starting with sync off stays Idle and opens no socket', () => {
    const a = device(newSpaceId(), { enabled: false });
    a.client.start();
    expect(a.seen).toEqual(['idle']);
    expect(a.client.currentProvider).toBeNull();
  });

  it("joining another space merges this device's data into it, both ways", async () => {
    const home = newSpaceId();
    const other = newSpaceId();
    const a = device(home);
    const b = device(other);
    a.doc.getMap('courses').set('from-a', 'A');
    b.doc.getMap('courses').set('from-b', 'B');
    a.client.start();
    b.client.start();
    await waitFor(() => synced(a) && synced(b), 5_000, 'both synced');
    a.client.setSpace(other);
    expect(a.client.getInfo().spaceId).toBe(other);
    await waitFor(() => b.doc.getMap('courses').get('from-a') === 'A', 5_000, 'a merged into the space');
    await waitFor(() => a.doc.getMap('courses').get('from-b') === 'B', 5_000, 'a got the space');
  });

  it('takes a new client id when another client uses ours, and both keep syncing', async () => {
    const space = newSpaceId();
    const a = device(space);
    const b = device(space);
    b.doc.clientID = a.doc.clientID;
    a.client.start();
    b.client.start();
    await waitFor(() => synced(a) && synced(b), 5_000, 'both synced');
    const shared = a.doc.clientID;
    a.doc.getMap('rpas').set('a1', 1);
    await waitFor(() => b.doc.getMap('rpas').get('a1') === 1, 3_000, 'a -> b');
    expect(b.client.clientIdChanges).toBe(1);
    expect(b.doc.clientID).not.toBe(shared);
    b.doc.getMap('rpas').set('b1', 2);
    a.doc.getMap('rpas').set('a2', 3);
    await waitFor(
      () => a.doc.getMap('rpas').get('b1') === 2 && b.doc.getMap('rpas').get('a2') === 3,
      3_000,
      'both ways after the change',
    );
    expect(Y.encodeStateAsUpdate(a.doc)).toEqual(Y.encodeStateAsUpdate(b.doc));
  });

  it('stop closes the socket and goes Offline', async () => {
    const a = device(newSpaceId());
    a.client.start();
    await waitFor(() => synced(a), 5_000, 'synced');
    a.client.stop();
    expect(a.status.get().status).toBe('offline');
  });

  it("a full space: shows the relay's text, and after the student deletes something, syncs again", async () => {
    const small = await startTestRelay({ maxSpaceBytes: 64 * 1024 });
    try {
      const space = newSpaceId();
      const a = device(space, { url: small.syncUrl });
      a.client.start();
      await waitFor(() => synced(a), 5_000, 'synced');
      a.doc.getMap('courses').set('old', 'o'.repeat(40 * 1024));
      a.doc.getMap('courses').set('new', 'n'.repeat(40 * 1024));
      await waitFor(() => a.client.getInfo().stoppedByRelay?.code === 4413, 5_000, 'refused as full');
      expect(a.status.get()).toMatchObject({ status: 'error' });
      expect(a.status.get().error).toMatch(
        /^Your synced space is full \(limit 64 KB\)\. Nothing on this device is lost\./,
      );
      a.doc.getMap('courses').delete('old');
      await waitFor(() => synced(a) && a.status.get().status === 'ready', 10_000, 'synced again');
      const b = device(space, { url: small.syncUrl });
      b.client.start();
      await waitFor(() => b.doc.getMap('courses').has('new'), 5_000, 'b has the new course');
      expect(b.doc.getMap('courses').has('old')).toBe(false);
    } finally {
      for (const c of clients.splice(0)) c.stop();
      await small.close();
    }
  });
});
