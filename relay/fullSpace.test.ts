import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { type RelayHandle, startRelay } from './server';
import { CloseCodes } from './sync/closeCodes';
import type { RelayLimits } from './config';
import { recordingLogger, syncStep1Frame, syncUpdateFrame, THROWING_UPDATE } from './test/frames';
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

beforeAll(async () => {
  tmp = await tempDir();
  distDir = await makeDist(tmp.dir);
});
afterAll(async () => {
  await tmp.cleanup();
});

const start = (name: string, limits: Partial<RelayLimits> = {}, logger = recordingLogger()) =>
  startRelay({ port: 0, host: '127.0.0.1', distDir, dataDir: `${tmp.dir}/${name}`, limits, logger });

/** Sends one update on a fresh raw connection. */
async function sendUpdate(relay: RelayHandle, space: string, update: Uint8Array) {
  const client = rawClient(relay.url, `/sync/${space}`);
  await client.opened;
  client.ws.send(syncUpdateFrame(update));
  return client;
}

/**
 * Resolves once the relay has handled everything sent before: it answers a sync step 1 in the space's
 * queue order, so the reply comes after the update was applied (or the connection was closed).
 */
async function settled(client: ReturnType<typeof rawClient>) {
  const replies = () => client.binaries.filter((b) => b[0] === 0 && b[1] === 1).length;
  const before = replies();
  client.ws.send(syncStep1Frame());
  await Promise.race([waitFor(() => replies() > before, 5_000, 'step 2 reply'), client.closed]);
}

async function contentOf(relay: RelayHandle, space: string) {
  const reader = connectProvider(relay.url, space);
  await waitFor(() => reader.provider.synced, 5_000, 'reader synced');
  const json = reader.doc.getMap('m').toJSON() as Record<string, string>;
  reader.provider.destroy();
  return json;
}

function filled(keys: string[], bytes: number) {
  const doc = new Y.Doc();
  for (const k of keys) doc.getMap('m').set(k, k.repeat(bytes));
  return doc;
}

describe('a bad update', () => {
  it('closes only its sender; the other peers stay connected and keep syncing', async () => {
    const relay = await start('bad');
    try {
      const space = newSpaceId();
      const a = connectProvider(relay.url, space);
      const b = connectProvider(relay.url, space);
      await waitFor(() => a.provider.synced && b.provider.synced);
      a.doc.getMap('m').set('before', 'kept');
      await waitFor(() => b.doc.getMap('m').get('before') === 'kept');
      const bad = await sendUpdate(relay, space, THROWING_UPDATE);
      expect((await withTimeout(bad.closed, 5_000, 'bad sender closed')).code).toBe(
        CloseCodes.MalformedMessage,
      );
      a.doc.getMap('m').set('after', 'synced');
      await waitFor(() => b.doc.getMap('m').get('after') === 'synced', 5_000, 'b got the later edit');
      expect(a.closes).toEqual([]);
      expect(b.closes).toEqual([]);
      expect(await contentOf(relay, space)).toEqual({ before: 'kept', after: 'synced' });
      a.provider.destroy();
      b.provider.destroy();
    } finally {
      await relay.close();
    }
  });
});

describe('a full space', () => {
  it('refuses growth with SpaceTooLarge and the student text, and still accepts updates that make it smaller', async () => {
    const relay = await start('full', { maxSpaceBytes: 256 * 1024, maxMessageBytes: 1024 * 1024 });
    try {
      const space = newSpaceId();
      const doc = filled(['a', 'b', 'c', 'd'], 50 * 1024); // about 200 KiB
      const first = await sendUpdate(relay, space, Y.encodeStateAsUpdate(doc));
      const grow = filled(['e'], 60 * 1024);
      first.ws.send(syncUpdateFrame(Y.encodeStateAsUpdate(grow)));
      expect((await withTimeout(first.closed, 5_000, 'closed')).code).toBe(CloseCodes.SpaceTooLarge);
      expect(JSON.parse(first.texts.at(-1) ?? '{}').message).toMatch(
        /^Your synced space is full \(limit 256 KB\)\. Nothing on this device is lost\. Delete files/,
      );
      expect(Object.keys(await contentOf(relay, space)).sort()).toEqual(['a', 'b', 'c', 'd']);
      // The whole state after deleting 'a' is about 150 KiB: over the limit with what is stored, yet it
      // makes the space smaller, so it is kept.
      doc.getMap('m').delete('a');
      const shrink = await sendUpdate(relay, space, Y.encodeStateAsUpdate(doc));
      await settled(shrink);
      expect(shrink.ws.readyState).toBe(shrink.ws.OPEN);
      expect(Object.keys(await contentOf(relay, space)).sort()).toEqual(['b', 'c', 'd']);
      shrink.ws.close();
    } finally {
      await relay.close();
    }
  });
});

describe('relay-wide limits', () => {
  it('stores only shrinking updates once the disk budget is spent (StorageFull, logged)', async () => {
    const space = newSpaceId();
    const doc = filled(['a', 'b'], 10 * 1024);
    const roomy = await start('disk');
    try {
      const c = await sendUpdate(roomy, space, Y.encodeStateAsUpdate(doc));
      await settled(c);
      c.ws.close();
    } finally {
      await roomy.close();
    }
    const logger = recordingLogger();
    const tight = await start('disk', { maxDiskBytes: 1 }, logger);
    try {
      const grow = await sendUpdate(tight, space, Y.encodeStateAsUpdate(filled(['z'], 10)));
      expect((await withTimeout(grow.closed, 5_000, 'closed')).code).toBe(CloseCodes.StorageFull);
      expect(logger.lines.some((l) => l.event === 'disk_full')).toBe(true);
      expect(logger.lines.some((l) => l.event === 'disk_budget_spent')).toBe(true);
      const sv = Y.encodeStateVector(doc);
      doc.getMap('m').delete('a');
      const shrink = await sendUpdate(tight, space, Y.encodeStateAsUpdate(doc, sv));
      await settled(shrink);
      expect(shrink.ws.readyState).toBe(shrink.ws.OPEN);
      expect(Object.keys(await contentOf(tight, space))).toEqual(['b']);
      shrink.ws.close();
    } finally {
      await tight.close();
    }
  });

  it('limits new spaces per client address per hour (TooManySpaces, logged)', async () => {
    const logger = recordingLogger();
    const relay = await start('spaces', { newSpacesPerIpPerHour: 2 }, logger);
    try {
      const codes: (number | 'open')[] = [];
      for (let i = 0; i < 3; i++) {
        const c = await sendUpdate(relay, newSpaceId(), Y.encodeStateAsUpdate(filled([`k${i}`], 10)));
        const outcome = await Promise.race([
          c.closed,
          new Promise<null>((r) => setTimeout(() => r(null), 500)),
        ]);
        codes.push(outcome?.code ?? 'open');
        c.ws.close();
      }
      expect(codes).toEqual(['open', 'open', CloseCodes.TooManySpaces]);
      expect(logger.lines.some((l) => l.event === 'new_space_limit')).toBe(true);
    } finally {
      await relay.close();
    }
  });
});
