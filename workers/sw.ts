/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { BackgroundSyncPlugin } from 'workbox-background-sync';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell and every lazily loaded screen are precached, so after one visit Docket opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations inside the app are answered with the cached shell; the relay's own paths are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/sync\//, /^\/healthz/],
  }),
);

// --- Syllabus import (owned by the syllabus feature): OCR and pdf.js files, about 15 MB, are not precached.
// They are cached on first use (the upload page fetches the OCR files once while online), then served from
// the cache, so OCR and PDF reading work offline. Only complete (200) answers are kept.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/ocr/') || url.pathname.startsWith('/pdfjs/')),
  new CacheFirst({
    cacheName: 'docket-syllabus-assets-v1',
    plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
  }),
);
// --- end syllabus import ---

// --- Sync (owned by sync: src/data/sync, docs/sync.md) ---
// These strings are repeated in src/data/sync/serviceWorker.ts (a worker imports only core); a unit test
// there checks both files agree.
const SYNC_TAG = 'docket-sync';
const MSG_REGISTER_PERIODIC_SYNC = 'REGISTER_PERIODIC_SYNC';
const MSG_WAKE = 'SYNC_WAKE';
const MSG_PERIODIC_SYNC_RESULT = 'PERIODIC_SYNC_RESULT';
/** Workbox's queue of API calls made offline; its own sync tag is 'workbox-background-sync:docket-api'. */
const API_QUEUE = 'docket-api';
/** The browser may wake an installed app about this often, at most (it decides; usually less often). */
const PERIODIC_SYNC_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;

// POST /api/syllabi made while offline (or when the relay cannot be reached) waits in IndexedDB and is
// replayed, in order, when the browser fires the queue's sync event (Chrome), or on the worker's next start
// elsewhere. The page's fetch rejects at once (NetworkOnly), so it shows its error and can keep its local copy.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/syllabi',
  new NetworkOnly({ plugins: [new BackgroundSyncPlugin(API_QUEUE, { maxRetentionTime: 7 * 24 * 60 })] }),
  'POST',
);

/** Periodic Background Sync (Chromium, installed PWA only); not in TypeScript's lib. */
interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval: number }): Promise<void>;
}
interface TaggedSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Tells every open page to reconnect its live sync now. */
async function wakePages(reason: string): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: MSG_WAKE, reason });
}

async function registerPeriodicSync(): Promise<{ ok: boolean; reason?: string }> {
  const periodicSync = (
    self.registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }
  ).periodicSync;
  if (!periodicSync) return { ok: false, reason: 'unsupported' };
  try {
    await periodicSync.register(SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_INTERVAL_MS });
    return { ok: true };
  } catch (error) {
    // Not installed, or the browser declines: live sync still works whenever the app is open.
    return { ok: false, reason: error instanceof Error ? error.name : 'failed' };
  }
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== MSG_REGISTER_PERIODIC_SYNC) return;
  event.waitUntil(
    registerPeriodicSync().then((result) => {
      (event.source as Client | null)?.postMessage({ type: MSG_PERIODIC_SYNC_RESULT, ...result });
    }),
  );
});
// 'periodicsync' and 'sync' events are not in TypeScript's lib, hence the generic listener and the cast.
for (const type of ['periodicsync', 'sync'] as const) {
  self.addEventListener(type, (event: Event) => {
    const tagged = event as TaggedSyncEvent;
    if (tagged.tag === SYNC_TAG) tagged.waitUntil(wakePages(type));
  });
}
// --- end sync ---

// Take control of the first visit at once; a NEW version waits until the student says so (update prompt),
// so lazy chunks of the running version are never deleted under an open tab.
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
