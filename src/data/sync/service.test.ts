import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { testStores } from '../testing/stores';
import { startSync, SYNC_KEYS } from './service';
import type { WebSocketClass } from './socket';
import { waitFor } from './testing/relay';

const stores = testStores('sync-service');
const PAGE = {
  protocol: 'http:',
  host: 'docket.test:5173',
  hostname: 'docket.test',
  origin: 'http://docket.test:5173',
};

/** A socket that cannot connect: an error, then a 1006 close, as a browser reports a missing server. */
function unreachableSockets(opened: string[]): WebSocketClass {
  class Unreachable extends EventTarget {
    binaryType = 'arraybuffer';
    readyState = 0;
    onopen: (() => void) | null = null;
    onmessage: (() => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onclose: ((event: unknown) => void) | null = null;
    constructor(readonly url: string) {
      super();
      opened.push(url);
      setTimeout(() => {
        this.readyState = 3;
        this.onerror?.({ type: 'error' });
        this.onclose?.({ code: 1006, reason: '' });
      }, 0);
    }
    send() {}
    close() {
      this.readyState = 3;
    }
  }
  return Unreachable as unknown as WebSocketClass;
}

it('a first start whose relay probe goes unanswered asks again on the next connection error', async () => {
  const store = await stores.start(stores.names());
  let probes = 0;
  const opened: string[] = [];
  const service = startSync(store, {
    location: PAGE,
    // The first answer is lost (a busy machine: the probe's own deadline passed), the next one arrives.
    probeRelay: async () => {
      probes += 1;
      if (probes === 1) throw new Error('The operation was aborted');
      return true;
    },
    WebSocketPolyfill: unreachableSockets(opened),
    bindBrowser: false,
  });
  try {
    await service.ready;
    expect(opened[0]).toBe('ws://docket.test:8787/sync/' + store.identity.spaceId);
    await waitFor(
      () => service.client.getInfo().url === 'ws://docket.test:5173/sync',
      5_000,
      'the relay address',
    );
    expect(probes).toBe(2);
    await waitFor(
      () => opened.some((url) => url.startsWith('ws://docket.test:5173/sync/')),
      5_000,
      'a socket',
    );
    expect(await store.kv.get(SYNC_KEYS.servedByRelay)).toBe(true);
  } finally {
    service.stop();
  }
});
