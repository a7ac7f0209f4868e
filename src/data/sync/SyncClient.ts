import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as random from 'lib0/random';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { StatusMachine } from '../status';
import { instrumentedSocketClass, type WebSocketClass } from './socket';

/** The provider's wire message types (y-websocket 3.1.0). */
const MESSAGE_SYNC = 0;

/** Close codes 4400-4499: the relay refused for good (y-websocket 3 does not reconnect). */
export const isPermanentClose = (code: number) => code >= 4400 && code < 4500;

/** The relay's SpaceTooLarge: the space is full. The relay still accepts changes that make it smaller. */
export const SPACE_FULL_CLOSE = 4413;
/** The relay's SpaceDamaged: its stored copy failed verification and was set aside; reconnecting re-uploads. */
export const SPACE_DAMAGED_CLOSE = 4512;
export const SERVER_COPY_DAMAGED_TITLE = 'The server copy of your data was damaged';
export const SERVER_COPY_DAMAGED_MESSAGE =
  "The relay's copy of your data failed its integrity check and was set aside. Your copy on this device is intact: Docket is uploading all of it to the relay again. Keep this device online until Sync reads Connected.";
/** After a local change in a full space, try again this much later (the change may have freed room). */
const FULL_SPACE_RETRY_MS = 1_500;

export const SOCKET_ERROR_MESSAGE = 'WebSocket connection error';

/** Merge queued updates into one once this many wait (keeps a long offline stretch small in memory). */
const PENDING_MERGE_AT = 64;
/** lastSyncedAt is moved forward by live traffic at most this often. */
const LIVE_SYNC_MARK_MS = 1_000;

export interface SyncLogger {
  debug(message: string, ...detail: unknown[]): void;
  warn(message: string, ...detail: unknown[]): void;
  error(message: string, ...detail: unknown[]): void;
}

export interface SyncClientOptions {
  doc: Y.Doc;
  status: StatusMachine;
  /** Sent in the connect text message: 'device-' + 9 base-36 characters. */
  deviceId: string;
  /** The room: the student's space id. */
  spaceId: string;
  /** The relay's sync endpoint, e.g. wss://host/sync (the provider appends '/<spaceId>'). */
  url: string;
  /** Sync switched on (default true). Off: no connection, status 'idle'. */
  enabled?: boolean;
  /** The WebSocket class (Node has none: pass `ws`). Default: the global WebSocket. */
  WebSocketPolyfill?: WebSocketClass;
  /** Whether the browser reports a network (navigator.onLine). Default: true when unknown. */
  isOnline?: () => boolean;
  now?: () => number;
  /** The provider's reconnect backoff ceiling in ms (default 2500, y-websocket's). */
  maxBackoffTime?: number;
  logger?: SyncLogger;
}

/** What the settings screen shows besides the status machine. */
export interface SyncInfo {
  enabled: boolean;
  spaceId: string;
  url: string;
  /** The socket is open. */
  connected: boolean;
  /** The relay answered this connection's state-vector request. */
  synced: boolean;
  /** The last sync error, kept after the status moves on (message and time). */
  lastError?: { message: string; at: number };
  /** Set after a 4400-4499 close: the relay refused and the client stopped retrying. */
  stoppedByRelay?: { code: number; reason: string };
  /**
   * The relay could not be reached although the browser is online (the socket failed to open or broke
   * with an error); nextRetryAt says when the provider tries again (ms since the epoch).
   */
  unreachable?: { since: number; nextRetryAt: number };
}

/** y-websocket's reconnect delay after `failures` closed connections: 100 ms x 2^n, at most maxBackoff. */
export function retryDelay(failures: number, maxBackoff: number): number {
  return Math.min(2 ** failures * 100, maxBackoff);
}

const DEFAULT_MAX_BACKOFF = 2_500;

/**
 * Live sync of the store's Y.Doc through the relay: y-websocket's WebsocketProvider on room = spaceId, driving
 * the status machine as SPEC section 4 says.
 *
 * - connect(): status 'syncing' (only here: the provider's automatic retries after a close do not flip the
 *   indicator back to Syncing, 'only the first syncing state change is observed').
 * - socket open: the text {"type":"connect","deviceId"} is sent, then the provider's state-vector request
 *   (sync step 1); status 'ready'.
 * - the relay's answer to that request (sync step 2, the first binary *reply*: the relay's own greeting, its
 *   step 1, is a request, not a reply) makes the connection fully synced: lastSyncedAt is set and the updates
 *   made before full sync are sent, merged. Live updates are sent only while connected and synced.
 * - socket error: status 'error', 'WebSocket connection error'. A text {"type":"error","message"} from the
 *   relay is raised as an Error with its message: status 'error'.
 * - close: status 'offline'. Except: a close that follows an error on the same socket keeps 'error' (it adds
 *   nothing and would hide the error) unless the browser says it is offline; a 4400-4499 close (the relay
 *   refused for good, no retry) keeps 'error'; a close while sync is switched off leaves 'idle'.
 * - a remote update that carries structs under this doc's clientID means another client uses our id: this
 *   client takes a new random clientID before the update is applied (Yjs itself does the same after the fact
 *   when a remote transaction moves our clock; we check earlier so none of our later edits collide).
 */
export class SyncClient {
  private provider: WebsocketProvider | null = null;
  private awareness: awarenessProtocol.Awareness | null = null;
  private readonly doc: Y.Doc;
  private readonly status: StatusMachine;
  private readonly deviceId: string;
  private spaceId: string;
  private url: string;
  private enabled: boolean;
  private readonly Socket: WebSocketClass;
  private readonly isOnline: () => boolean;
  private readonly now: () => number;
  private readonly maxBackoffTime: number | undefined;
  private readonly logger: SyncLogger;
  private pending: Uint8Array[] = [];
  /** The socket whose error or relay error text is the current status (its close keeps 'error'). */
  private erroredSocket: WebSocket | null = null;
  private lastError: SyncInfo['lastError'];
  private stoppedByRelay: SyncInfo['stoppedByRelay'];
  private unreachable: SyncInfo['unreachable'];
  private lastLiveMark = 0;
  private fullSpaceRetry: ReturnType<typeof setTimeout> | undefined;
  private started = false;
  private readonly errorListeners = new Set<(error: Error) => void>();
  private readonly damagedListeners = new Set<() => void>();
  private readonly infoListeners = new Set<() => void>();
  private info: SyncInfo;
  /** Client-id changes made because another client used ours (for tests and diagnostics). */
  clientIdChanges = 0;

  constructor(options: SyncClientOptions) {
    this.doc = options.doc;
    this.status = options.status;
    this.deviceId = options.deviceId;
    this.spaceId = options.spaceId;
    this.url = options.url;
    this.enabled = options.enabled ?? true;
    const Base = options.WebSocketPolyfill ?? globalThis.WebSocket;
    if (!Base) throw new Error('No WebSocket implementation: pass WebSocketPolyfill (e.g. from "ws")');
    this.Socket = instrumentedSocketClass(Base, {
      open: (socket) => this.onSocketOpen(socket),
      text: (socket, data) => this.onText(socket, data),
      binary: (socket, data) => this.onBinary(socket, data),
    });
    this.isOnline =
      options.isOnline ??
      (() => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false);
    this.now = options.now ?? Date.now;
    this.maxBackoffTime = options.maxBackoffTime;
    this.logger = options.logger ?? console;
    this.info = this.computeInfo();
  }

  /** Starts syncing (when switched on and online). Local edits are watched from now on. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.doc.on('update', this.onDocUpdate);
    if (!this.enabled) this.status.set('idle');
    else if (!this.isOnline()) this.status.set('offline');
    else this.openProvider();
  }

  /** Stops for good: closes the socket (status 'offline'), stops watching the doc. */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    clearTimeout(this.fullSpaceRetry);
    this.doc.off('update', this.onDocUpdate);
    this.closeProvider();
    if (this.enabled) this.status.set('offline');
    this.changed();
  }

  /** Sync switched on or off. Off: disconnect, status 'idle' (sync is not trying, by choice). */
  setEnabled(enabled: boolean): void {
    if (this.enabled === enabled) return;
    this.enabled = enabled;
    if (!this.started) {
      this.changed();
      return;
    }
    if (!enabled) {
      this.closeProvider();
      this.status.set('idle');
    } else {
      this.reconnect();
    }
    this.changed();
  }

  /** Moves to another space: the local doc is merged into it by the sync handshake (CRDT merge). */
  setSpace(spaceId: string): void {
    if (this.spaceId === spaceId) return;
    this.spaceId = spaceId;
    this.restart();
  }

  /** Uses another relay address. */
  setUrl(url: string): void {
    if (this.url === url) return;
    this.url = url;
    this.restart();
  }

  /**
   * Connects now if not connected (a page woken by periodic sync, the network back, the page shown). A relay
   * that refused for good (4400-4499) is not asked again unless `force` (the student's Reconnect).
   */
  wake(force = false): void {
    if (!this.started || !this.enabled || !this.isOnline()) return;
    if (this.stoppedByRelay && !force) return;
    const provider = this.provider;
    if (provider && (provider.wsconnected || provider.wsconnecting)) return;
    this.reconnect();
  }

  /** The browser lost its network: close now rather than wait for the socket to notice. */
  goOffline(): void {
    if (!this.started || !this.enabled) return;
    this.provider?.disconnect();
    this.status.set('offline');
    this.changed();
  }

  /** The browser has a network again. */
  goOnline(): void {
    this.wake();
  }

  getInfo = (): SyncInfo => this.info;

  subscribe = (listener: () => void): (() => void) => {
    this.infoListeners.add(listener);
    return () => this.infoListeners.delete(listener);
  };

  /** Errors raised by sync (socket errors, the relay's error texts). */
  onError(listener: (error: Error) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** The relay set aside its damaged copy of the space (close 4512); this device re-uploads its state. */
  onServerCopyDamaged(listener: () => void): () => void {
    this.damagedListeners.add(listener);
    return () => this.damagedListeners.delete(listener);
  }

  /** The current provider (tests and diagnostics). */
  get currentProvider(): WebsocketProvider | null {
    return this.provider;
  }

  private restart() {
    this.stoppedByRelay = undefined;
    if (this.started && this.enabled) {
      this.closeProvider();
      if (this.isOnline()) this.openProvider();
      else this.status.set('offline');
    }
    this.changed();
  }

  private reconnect() {
    this.stoppedByRelay = undefined;
    if (!this.isOnline()) {
      this.status.set('offline');
      this.changed();
      return;
    }
    if (this.provider) {
      this.status.set('syncing');
      this.provider.connect();
    } else {
      this.openProvider();
    }
    this.changed();
  }

  private openProvider() {
    this.awareness = new awarenessProtocol.Awareness(this.doc);
    // A local state keeps awareness renewals flowing every 15 s, which the provider's 30 s watchdog counts.
    this.awareness.setLocalState({ deviceId: this.deviceId });
    const provider = new WebsocketProvider(this.url, this.spaceId, this.doc, {
      connect: false,
      awareness: this.awareness,
      WebSocketPolyfill: this.Socket,
      // One path for every update: the relay (tabs of one browser sync through it too).
      disableBc: true,
      ...(this.maxBackoffTime === undefined ? {} : { maxBackoffTime: this.maxBackoffTime }),
    });
    // Updates go out through onDocUpdate: queued until the connection is fully synced.
    this.doc.off('update', provider._updateHandler);
    const mine = () => this.provider === provider;
    provider.on('status', ({ status }) => {
      if (!mine()) return;
      if (status === 'connected') {
        this.erroredSocket = null;
        this.stoppedByRelay = undefined;
        this.unreachable = undefined;
        this.status.set('ready');
      }
      this.changed();
    });
    provider.on('sync', (synced: boolean) => {
      if (!mine() || !synced) return;
      this.status.set('ready');
      this.status.markSynced(this.now());
      this.lastLiveMark = this.now();
      this.flushPending();
      this.changed();
    });
    provider.on('connection-error', () => {
      if (!mine()) return;
      this.erroredSocket = provider.ws;
      this.raise(new Error(SOCKET_ERROR_MESSAGE));
    });
    provider.on('connection-close', (event: CloseEvent | null) => {
      if (!mine()) return;
      this.onClose(event);
    });
    this.provider = provider;
    this.status.set('syncing');
    provider.connect();
  }

  private closeProvider() {
    const provider = this.provider;
    if (!provider) return;
    this.provider = null;
    provider.destroy();
    this.awareness?.destroy();
    this.awareness = null;
    this.erroredSocket = null;
  }

  private onClose(event: CloseEvent | null) {
    if (event?.code === SPACE_DAMAGED_CLOSE) {
      this.logger.warn('Sync: the relay set aside its damaged copy of this space; uploading ours again');
      for (const listener of [...this.damagedListeners]) listener();
    }
    const socketErrored = this.erroredSocket !== null;
    this.erroredSocket = null;
    this.noteUnreachable(
      socketErrored && this.enabled && this.isOnline() && !isPermanentClose(event?.code ?? 0),
    );
    if (this.lastLiveMark > 0 && this.status.get().lastSyncedAt !== undefined) {
      // The last moment this device was known to be in step with the relay.
      this.status.markSynced(this.now());
      this.lastLiveMark = 0;
    }
    if (!this.enabled) {
      this.status.set('idle');
    } else if (event && isPermanentClose(event.code)) {
      this.stoppedByRelay = { code: event.code, reason: event.reason };
      if (!socketErrored)
        this.raise(new Error(`The relay refused this space (${event.code} ${event.reason})`));
    } else if (event === null || !socketErrored || !this.isOnline()) {
      this.status.set('offline');
    }
    this.changed();
  }

  /** After a failed connection while online: when the provider will try again (it counts this failure next). */
  private noteUnreachable(failed: boolean) {
    if (!failed || !this.provider) {
      this.unreachable = undefined;
      return;
    }
    const now = this.now();
    const failures = this.provider.wsUnsuccessfulReconnects + 1;
    this.unreachable = {
      since: this.unreachable?.since ?? now,
      nextRetryAt: now + retryDelay(failures, this.maxBackoffTime ?? DEFAULT_MAX_BACKOFF),
    };
  }

  private onSocketOpen(socket: WebSocket) {
    // SPEC: after the socket opens the client sends a connect message, then the state-vector request.
    socket.send(JSON.stringify({ type: 'connect', deviceId: this.deviceId }));
  }

  private onText(socket: WebSocket, data: string) {
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      this.logger.warn('Sync: ignored a text message that is not JSON');
      return;
    }
    const { type } = (message ?? {}) as { type?: unknown };
    if (type === 'error') {
      const text = (message as { message?: unknown }).message;
      this.erroredSocket = socket;
      this.raise(new Error(typeof text === 'string' && text ? text : 'The relay reported an error'));
    } else if (type === 'awareness') {
      this.logger.debug('Sync: awareness message', message);
    }
    // Other text messages are ignored (SPEC section 7).
  }

  private onBinary(_socket: WebSocket, data: Uint8Array) {
    // Another client using our clientID: take a new one before the provider applies its structs.
    try {
      const decoder = decoding.createDecoder(data);
      if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) return;
      const type = decoding.readVarUint(decoder);
      if (type !== syncProtocol.messageYjsSyncStep2 && type !== syncProtocol.messageYjsUpdate) return;
      const update = decoding.readVarUint8Array(decoder);
      if (Y.parseUpdateMeta(update).from.has(this.doc.clientID)) {
        const previous = this.doc.clientID;
        this.doc.clientID = random.uint32();
        this.clientIdChanges += 1;
        this.alignAwareness();
        this.logger.warn(
          `Sync: another client uses client id ${previous}; this client now uses ${this.doc.clientID}`,
        );
      }
    } catch {
      // Malformed frames are the provider's to report.
    }
  }

  private onDocUpdate = (update: Uint8Array, origin: unknown) => {
    // Yjs itself may have changed our clientID in this transaction (a remote moved our clock).
    this.alignAwareness();
    const provider = this.provider;
    if (provider && origin === provider) {
      this.markLive();
      return; // from the relay
    }
    if (this.stoppedByRelay?.code === SPACE_FULL_CLOSE) this.retryFullSpace();
    if (provider?.synced && this.send(provider, update)) {
      this.markLive();
      return;
    }
    this.pending.push(update);
    if (this.pending.length >= PENDING_MERGE_AT) this.pending = [Y.mergeUpdates(this.pending)];
  };

  /**
   * The awareness is keyed by the clientID it was made with, and the provider announces doc.clientID: after a
   * client-id change, move the local awareness state to the new id (the old one is announced as gone).
   */
  private alignAwareness() {
    const awareness = this.awareness;
    if (!awareness || awareness.clientID === this.doc.clientID) return;
    const state = awareness.getLocalState();
    awareness.setLocalState(null);
    awareness.clientID = this.doc.clientID;
    awareness.setLocalState(state);
  }

  /**
   * The space was full and the student changed something (perhaps deleted to make room): try again once
   * the edits settle. The relay keeps what makes the space smaller and refuses the rest, with the same text.
   */
  private retryFullSpace() {
    clearTimeout(this.fullSpaceRetry);
    this.fullSpaceRetry = setTimeout(() => {
      if (this.stoppedByRelay?.code === SPACE_FULL_CLOSE) this.wake(true);
    }, FULL_SPACE_RETRY_MS);
  }

  private flushPending() {
    const provider = this.provider;
    if (!provider || this.pending.length === 0) return;
    const merged = this.pending.length === 1 ? this.pending[0]! : Y.mergeUpdates(this.pending);
    if (this.send(provider, merged)) this.pending = [];
  }

  private send(provider: WebsocketProvider, update: Uint8Array): boolean {
    const ws = provider.ws;
    if (!provider.wsconnected || !ws || ws.readyState !== 1) return false;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    ws.send(encoding.toUint8Array(encoder));
    return true;
  }

  private markLive() {
    const now = this.now();
    if (now - this.lastLiveMark < LIVE_SYNC_MARK_MS) return;
    this.lastLiveMark = now;
    this.status.markSynced(now);
  }

  private raise(error: Error) {
    this.lastError = { message: error.message, at: this.now() };
    this.status.set('error', error.message);
    for (const listener of [...this.errorListeners]) listener(error);
    this.changed();
  }

  private computeInfo(): SyncInfo {
    const provider = this.provider;
    return {
      enabled: this.enabled,
      spaceId: this.spaceId,
      url: this.url,
      connected: Boolean(provider?.wsconnected),
      synced: Boolean(provider?.synced),
      ...(this.lastError ? { lastError: this.lastError } : {}),
      ...(this.stoppedByRelay ? { stoppedByRelay: this.stoppedByRelay } : {}),
      ...(this.unreachable ? { unreachable: this.unreachable } : {}),
    };
  }

  private changed() {
    const next = this.computeInfo();
    const prev = this.info;
    if (
      prev.enabled === next.enabled &&
      prev.spaceId === next.spaceId &&
      prev.url === next.url &&
      prev.connected === next.connected &&
      prev.synced === next.synced &&
      prev.lastError === next.lastError &&
      prev.stoppedByRelay === next.stoppedByRelay
    )
      return;
    this.info = next;
    for (const listener of [...this.infoListeners]) listener();
  }
}
