/**
 * The page's side of background sync (SPEC section 7, 'Background sync'): the service worker at /sw.js is
 * messaged to register periodic sync, and a background sync tag is registered. The worker answers a
 * 'periodicsync' or 'sync' event by messaging open pages, which reconnect.
 *
 * These strings are repeated in workers/sw.ts (the worker may import only core); serviceWorker.test.ts checks
 * that both files agree.
 */
export const SW_MESSAGES = {
  /** page -> worker: register periodic sync where the browser allows (installed PWA). */
  registerPeriodicSync: 'REGISTER_PERIODIC_SYNC',
  /** worker -> page: periodic or background sync fired; reconnect now. */
  wake: 'SYNC_WAKE',
} as const;

/** The fixed tag of the periodic sync and of the background sync registration. */
export const SYNC_TAG = 'docket-sync';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export interface WorkerBindingTarget {
  wake(): void;
  /** Subscribes to connection changes. */
  onStatus(listener: () => void): () => void;
  isConnected(): boolean;
}

/** Binds the page to the service worker; does nothing where service workers are missing. */
export function bindServiceWorker(target: WorkerBindingTarget): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return () => {};
  let stopped = false;

  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === SW_MESSAGES.wake) target.wake();
  };
  container.addEventListener('message', onMessage);

  const registerBackgroundSync = async () => {
    try {
      const registration = await container.ready;
      const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
      await sync?.register(SYNC_TAG);
    } catch {
      // Not supported or not allowed: live sync still reconnects by itself.
    }
  };

  void container.ready.then((registration) => {
    if (stopped) return;
    registration.active?.postMessage({ type: SW_MESSAGES.registerPeriodicSync });
    void registerBackgroundSync();
  });

  // When the connection drops, ask for a background sync: the browser fires it once the network is back,
  // and the worker wakes this page (useful when the tab was frozen in the background meanwhile).
  let wasConnected = target.isConnected();
  const unsubscribe = target.onStatus(() => {
    const connected = target.isConnected();
    if (wasConnected && !connected) void registerBackgroundSync();
    wasConnected = connected;
  });

  return () => {
    stopped = true;
    unsubscribe();
    container.removeEventListener('message', onMessage);
  };
}
