import { useSyncExternalStore } from 'react';
import { useStore } from '../react';
import { type SyncService, startSync } from './service';
import type { SyncInfo } from './SyncClient';

/** The store's sync service (started on first use if the app has not started it yet). */
export function useSync(): SyncService {
  return startSync(useStore());
}

/** Connection, space, relay address, switch and last error; re-renders on change. */
export function useSyncInfo(): SyncInfo {
  const { client } = useSync();
  return useSyncExternalStore(client.subscribe, client.getInfo);
}
