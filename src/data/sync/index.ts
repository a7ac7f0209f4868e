export {
  DEFAULT_RELAY_PORT,
  defaultSyncUrl,
  normalizeRelayUrl,
  type PairingTarget,
  pairingFromParts,
  isLoopbackHost,
  normalizeShareOrigin,
  pairingLink,
  pairingLinkIsLocalOnly,
  parsePairing,
  SHARE_ORIGIN_ERROR,
  RELAY_URL_ERROR,
  type RelayUrlResult,
} from './address';
export { useSync, useSyncInfo } from './react';
export { type StartSyncOptions, type SyncService, startSync, syncServiceFor, SYNC_KEYS } from './service';
export { SYNC_TAG, SW_MESSAGES } from './serviceWorker';
export {
  isPermanentClose,
  SERVER_COPY_DAMAGED_MESSAGE,
  SERVER_COPY_DAMAGED_TITLE,
  SOCKET_ERROR_MESSAGE,
  SyncClient,
  type SyncClientOptions,
  type SyncInfo,
} from './SyncClient';
