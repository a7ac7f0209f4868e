import { z } from 'zod';
import { newSpaceId, SPACE_ID_PATTERN } from '../ids';
import { NO_SPACE_STATUS } from '../recoveryNotices';
import { LocalSetting } from '../setting';
import type { DocketStore } from '../store';
import {
  defaultSyncUrl,
  normalizeRelayUrl,
  normalizeShareOrigin,
  type PageLocation,
  type PairingTarget,
  pairingLink,
  type RelayUrlResult,
} from './address';
import { bindServiceWorker } from './serviceWorker';
import { SyncClient, type SyncClientOptions } from './SyncClient';

/** Storage keys (device-local, table `storage`). The space id shares identity's key. */
export const SYNC_KEYS = {
  enabled: 'syncEnabled',
  relayUrl: 'syncRelayUrl',
  shareOrigin: 'syncShareOrigin',
  servedByRelay: 'syncServedByRelay',
  spaceId: 'spaceId',
} as const;

export interface SyncSettings {
  /** The sync switch (default on). */
  enabled: LocalSetting<boolean>;
  /** A relay address the student typed, normalized to ws(s)://host/…/sync; '' means the default. */
  relayUrl: LocalSetting<string>;
  /** The address other devices open (pairing link and QR code); '' means this page's own origin. */
  shareOrigin: LocalSetting<string>;
}

/** Everything the app and the settings screen need of sync. */
export interface SyncService {
  client: SyncClient;
  settings: SyncSettings;
  deviceId: string;
  /** The address used when no relay address is set. */
  defaultUrl(): string;
  /** Resolves once settings are read and the client started. */
  ready: Promise<void>;
  setEnabled(enabled: boolean): Promise<void>;
  /** '' goes back to the default; anything else must be a ws/wss/http/https address. */
  setRelayUrl(input: string): Promise<RelayUrlResult>;
  /** Joins another space: this device's data is merged into it. Persisted. */
  joinSpace(target: PairingTarget): Promise<void>;
  /**
   * Starts a new, empty space for this device (its data is uploaded into it): only by the student's choice,
   * when the stored space id was damaged and there is no other device to pair with. Persisted.
   */
  startNewSpace(): Promise<void>;
  /** The pairing link of this device's current space. */
  pairingLink(): string;
  /** The address other devices should open ('' goes back to this page's address). */
  setShareOrigin(input: string): Promise<RelayUrlResult>;
  /** Reconnect now, even after the relay refused (the student's Reconnect button). */
  reconnect(): void;
  stop(): void;
}

export interface StartSyncOptions {
  location?: PageLocation & { origin: string };
  /** Is the page served by the relay? Default: GET /healthz answers the relay's JSON. */
  probeRelay?: () => Promise<boolean>;
  WebSocketPolyfill?: SyncClientOptions['WebSocketPolyfill'];
  /** Browser hooks (online/offline, visibility, service worker). Default: on when there is a window. */
  bindBrowser?: boolean;
}

const services = new WeakMap<DocketStore, SyncService>();

/** The sync service of a started store, when sync was started. */
export const syncServiceFor = (store: DocketStore): SyncService | undefined => services.get(store);

/**
 * Asks the page's origin whether it is the relay: its /healthz answers {"ok":true,"spaces":n,...}, or 503
 * {"ok":false,"spaces":n,...} while its store is slow or failing (still the relay that serves the page).
 */
async function probeSameOriginRelay(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 3_000);
  try {
    const response = await fetch('/healthz', { cache: 'no-store', signal: controller.signal });
    if (!(response.ok || response.status === 503)) return false;
    if (!response.headers.get('content-type')?.includes('json')) return false;
    const body = (await response.json()) as { ok?: unknown; spaces?: unknown };
    return typeof body.ok === 'boolean' && typeof body.spaces === 'number';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts live sync for a store, once per store (later calls return the same service). The client starts as
 * soon as the device's settings are read; the relay address is the student's, else the page's own origin
 * when the relay serves the app (remembered, so an offline start uses the last answer), else {host}:8787.
 */
export function startSync(store: DocketStore, options: StartSyncOptions = {}): SyncService {
  const existing = services.get(store);
  if (existing) return existing;

  const location = options.location ?? globalThis.location;
  const settings: SyncSettings = {
    enabled: new LocalSetting(store.kv, SYNC_KEYS.enabled, z.boolean(), true),
    relayUrl: new LocalSetting(
      store.kv,
      SYNC_KEYS.relayUrl,
      z.string().refine((v) => v === '' || normalizeRelayUrl(v).ok),
      '',
    ),
    shareOrigin: new LocalSetting(
      store.kv,
      SYNC_KEYS.shareOrigin,
      z.string().refine((v) => v === '' || normalizeShareOrigin(v).ok),
      '',
    ),
  };
  let servedByRelay = false;
  const defaultUrl = () => defaultSyncUrl(location, servedByRelay);
  const effectiveUrl = () => settings.relayUrl.get() || defaultUrl();

  const client = new SyncClient({
    doc: store.doc,
    status: store.status,
    deviceId: store.identity.deviceId,
    spaceId: store.identity.spaceId,
    url: defaultUrl(),
    ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
  });
  client.onError((error) => console.warn('Sync:', error.message));

  const probe = options.probeRelay ?? probeSameOriginRelay;
  // True while no probe has answered on this device (a first start whose probe timed out on a busy
  // machine): the default address is then only a guess, so the next connection error asks again.
  let unanswered = false;
  let probing: Promise<void> | undefined;
  const refreshServedByRelay = (): Promise<void> => {
    probing ??= (async () => {
      try {
        const answer = await probe();
        unanswered = false;
        if (answer !== servedByRelay) {
          servedByRelay = answer;
          client.setUrl(effectiveUrl());
        }
        await store.kv.set(SYNC_KEYS.servedByRelay, answer);
      } catch {
        // Offline or blocked: keep the remembered answer.
      } finally {
        probing = undefined;
      }
    })();
    return probing;
  };
  client.onError(() => {
    if (unanswered && !settings.relayUrl.get()) void refreshServedByRelay();
  });

  // No space (the stored id was damaged: data/identity.ts): sync waits until the student pairs again or
  // starts a new space; it never starts an empty one by itself.
  let clientStarted = false;
  const startClient = () => {
    if (!store.identity.spaceId) {
      store.status.set('error', NO_SPACE_STATUS);
      return;
    }
    if (clientStarted) return;
    clientStarted = true;
    client.start();
  };
  const switchSpace = async (spaceId: string) => {
    await store.kv.set(SYNC_KEYS.spaceId, spaceId);
    store.identity.spaceId = spaceId;
    client.setSpace(spaceId);
    startClient();
  };

  let unbindBrowser = () => {};
  const ready = (async () => {
    await Promise.all([settings.enabled.load(), settings.relayUrl.load(), settings.shareOrigin.load()]);
    const remembered = await store.kv.get(SYNC_KEYS.servedByRelay);
    if (typeof remembered === 'boolean') {
      servedByRelay = remembered;
      void refreshServedByRelay();
    } else if (!settings.relayUrl.get()) {
      unanswered = true;
      await refreshServedByRelay();
    }
    client.setEnabled(settings.enabled.get());
    client.setUrl(effectiveUrl());
    startClient();
    if (options.bindBrowser ?? typeof window !== 'undefined') unbindBrowser = bindBrowser(client);
  })().catch((error: unknown) => {
    console.error('Sync could not start', error);
  });

  const service: SyncService = {
    client,
    settings,
    deviceId: store.identity.deviceId,
    defaultUrl,
    ready,
    async setEnabled(enabled) {
      await settings.enabled.set(enabled);
      client.setEnabled(enabled);
    },
    async setRelayUrl(input) {
      const text = input.trim();
      if (text === '') {
        await settings.relayUrl.set('');
        client.setUrl(effectiveUrl());
        return { ok: true, url: effectiveUrl() };
      }
      const result = normalizeRelayUrl(text);
      if (!result.ok) return result;
      await settings.relayUrl.set(result.url);
      client.setUrl(result.url);
      return result;
    },
    async joinSpace(target) {
      if (!SPACE_ID_PATTERN.test(target.spaceId)) throw new Error('That is not a pairing link or code');
      if (target.relay && target.relay !== effectiveUrl()) {
        await settings.relayUrl.set(target.relay);
        client.setUrl(target.relay);
      }
      await switchSpace(target.spaceId);
    },
    async startNewSpace() {
      await switchSpace(newSpaceId());
    },
    pairingLink() {
      const origin = settings.shareOrigin.get() || location.origin;
      return pairingLink(origin, client.getInfo().spaceId, settings.relayUrl.get() || undefined);
    },
    async setShareOrigin(input) {
      if (input.trim() === '') {
        await settings.shareOrigin.set('');
        return { ok: true, url: '' };
      }
      const result = normalizeShareOrigin(input);
      if (result.ok) await settings.shareOrigin.set(result.url);
      return result;
    },
    reconnect() {
      client.wake(true);
    },
    stop() {
      unbindBrowser();
      client.stop();
      services.delete(store);
    },
  };
  services.set(store, service);
  return service;
}

/** The browser's network and visibility signals, and the service worker's wake-ups. */
function bindBrowser(client: SyncClient): () => void {
  const onOffline = () => client.goOffline();
  const onOnline = () => client.goOnline();
  const onVisible = () => {
    if (document.visibilityState === 'visible') client.wake();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const unbindWorker = bindServiceWorker({
    wake: () => client.wake(),
    onStatus: (listener) => client.subscribe(listener),
    isConnected: () => client.getInfo().connected,
  });
  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    unbindWorker();
  };
}
