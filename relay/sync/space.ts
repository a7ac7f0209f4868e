import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Logger } from '../logger';
import { errorMessage } from '../logger';
import type { DocStore } from '../store/docStore';
import { type CloseCode, CloseCodes } from './closeCodes';
import {
  type ClientMessage,
  encodeAwareness,
  encodeSyncStep1,
  encodeSyncStep2,
  encodeUpdate,
} from './protocol';

/**
 * What a frame is, for backpressure: a reply to the peer's own request always goes; a forwarded update
 * to a peer too far behind closes it (it resyncs on reconnect); awareness to a slow peer is dropped.
 */
export type FrameKind = 'reply' | 'update' | 'awareness';

/** What a space needs from a connection. */
export interface SpacePeer {
  readonly id: number;
  /** The client address (new-spaces-per-hour limit). */
  readonly ip: string;
  /** Awareness client ids this peer announced (removed when it leaves). */
  readonly awarenessClients: Set<number>;
  send(frame: Uint8Array, kind: FrameKind): void;
  close(code: CloseCode, message: string): void;
}

export interface SpaceOptions {
  maxSpaceBytes: number;
  compactAfterUpdates: number;
  /** Awareness changes are gathered and sent to peers at most this often. */
  awarenessFlushMs: number;
  /** The relay's disk budget is spent: only updates that make a space smaller are stored. */
  storageFull?: () => boolean;
  /** May this client create one more space now (its first stored update)? Counts when true. */
  allowNewSpace?: (peer: SpacePeer) => boolean;
  /** Bytes of updates waiting for missing earlier changes beyond which they are dropped (OutOfOrder). */
  maxPendingBytes?: number;
  /** Updates in a row that leave the space waiting for missing changes beyond which the same happens. */
  maxPendingUpdates?: number;
}

/** About how many bytes of updates one drain stores in one write and forwards in one frame. */
const GROUP_BYTES = 1024 * 1024;

/** Bytes Yjs holds for a doc waiting for missing earlier changes (its pending structs and delete set). */
export function pendingBytes(doc: Y.Doc): number {
  return (doc.store.pendingStructs?.update.length ?? 0) + (doc.store.pendingDs?.length ?? 0);
}

/** The student-facing text sent before a SpaceTooLarge close (the app shows it as the sync error). */
export function spaceFullMessage(maxSpaceBytes: number): string {
  const size =
    maxSpaceBytes >= 1024 * 1024
      ? `${Math.round(maxSpaceBytes / (1024 * 1024))} MB`
      : `${Math.round(maxSpaceBytes / 1024)} KB`;
  return (
    `Your synced space is full (limit ${size}). Nothing on this device is lost. ` +
    'Delete files, courses or other items you no longer need; Docket syncs again once the space is smaller.'
  );
}

/**
 * One loaded space: its Y.Doc, awareness, peers, and a queue that serialises every doc operation,
 * so an update is applied, stored and only then forwarded, and a sync reply never contains
 * anything the store does not have yet.
 */
export class Space {
  /** Replaced by a clean copy from the store when an update cannot be integrated (see reload). */
  doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly peers = new Set<SpacePeer>();
  state: 'open' | 'closing' | 'closed' = 'open';
  /** Approximate stored bytes: compacted state plus updates appended since. */
  storedBytes = 0;
  private updatesSinceCompact = 0;
  /** Peers whose updates wait for missing earlier changes, and how many updates in a row left some waiting. */
  private readonly pendingFrom = new Set<SpacePeer>();
  private pendingUpdates = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private captured: Uint8Array[] = [];
  /** Awareness clients changed since the last flush (coalesced: one frame per interval). */
  private awarenessChanged = new Set<number>();
  private awarenessTimer: NodeJS.Timeout | undefined;
  private resolveClosed!: () => void;
  readonly closed = new Promise<void>((resolve) => {
    this.resolveClosed = resolve;
  });

  constructor(
    readonly id: string,
    /** A short hash of the id for logs (the id itself is the capability; never log it). */
    readonly tag: string,
    private readonly store: DocStore,
    private readonly options: SpaceOptions,
    private readonly logger: Logger,
    private readonly onClosed: (space: Space) => void,
  ) {
    this.awareness.setLocalState(null);
    this.watch(this.doc);
    this.awareness.on(
      'update',
      (
        { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
        origin: unknown,
      ) => {
        const peer = origin as SpacePeer | undefined;
        if (peer && this.peers.has(peer)) {
          for (const c of added) peer.awarenessClients.add(c);
          for (const c of removed) peer.awarenessClients.delete(c);
        }
        for (const c of added.concat(updated, removed)) this.awarenessChanged.add(c);
        if (this.awarenessChanged.size > 0 && !this.awarenessTimer) {
          this.awarenessTimer = setTimeout(() => this.flushAwareness(), this.options.awarenessFlushMs);
          this.awarenessTimer.unref();
        }
      },
    );
  }

  /** Sends the coalesced awareness changes, to every peer, the sender included (y-websocket's watchdog counts its own renewals). */
  private flushAwareness() {
    this.awarenessTimer = undefined;
    if (this.state === 'closed' || this.awarenessChanged.size === 0) return;
    const frame = encodeAwareness(this.awareness, [...this.awarenessChanged]);
    this.awarenessChanged.clear();
    for (const p of this.peers) p.send(frame, 'awareness');
  }

  private watch(doc: Y.Doc) {
    doc.on('update', (update: Uint8Array) => {
      if (doc === this.doc) this.captured.push(update);
    });
  }

  /** Nothing was stored for this space when it was loaded. */
  isNew = false;

  static async load(
    id: string,
    tag: string,
    store: DocStore,
    options: SpaceOptions,
    logger: Logger,
    onClosed: (space: Space) => void,
  ): Promise<Space> {
    const updates = await store.getUpdates(id);
    const space = new Space(id, tag, store, options, logger, onClosed);
    space.doc.transact(() => {
      for (const u of updates) Y.applyUpdate(space.doc, u);
    });
    space.captured = [];
    space.storedBytes = updates.reduce((n, u) => n + u.length, 0);
    space.isNew = updates.length === 0;
    return space;
  }

  /** Operations queued and not yet finished (the relay refuses more input past a bound). */
  backlog = 0;
  /** Updates received and not yet taken by a drain (see receive). */
  private incoming: { peer: SpacePeer; update: Uint8Array }[] = [];
  incomingBytes = 0;
  private draining: Promise<void> | undefined;
  /** Updates applied by the running drain and not yet stored (see flushGroup). */
  private group: { peer: SpacePeer; update: Uint8Array }[] = [];

  /** Updates and operations waiting: the relay refuses more input from a space's peers past a bound. */
  get waiting(): number {
    return this.backlog + this.incoming.length;
  }

  /**
   * Group commit: an update joins the space's incoming list, and one queued drain applies everything
   * waiting, stores it in one write and only then forwards it. While a write is in flight, what arrives
   * waits for the next drain: under load, one store write and one frame per peer carry many updates; when
   * idle, an update is stored and forwarded at once (no timer, no added latency).
   */
  private receive(peer: SpacePeer, update: Uint8Array): Promise<void> {
    this.incoming.push({ peer, update });
    this.incomingBytes += update.length;
    this.draining ??= this.enqueue(() => this.drain());
    return this.draining;
  }

  private async drain() {
    this.draining = undefined;
    // One drain stores and forwards at most about GROUP_BYTES (at least one update): a frame to a peer
    // stays small enough for the out budget, and the rest waits for the next drain.
    let take = 0;
    let bytes = 0;
    while (
      take < this.incoming.length &&
      (take === 0 || bytes + this.incoming[take]!.update.length <= GROUP_BYTES)
    ) {
      bytes += this.incoming[take]!.update.length;
      take += 1;
    }
    const batch = this.incoming.splice(0, take);
    this.incomingBytes -= bytes;
    if (this.incoming.length > 0) this.draining = this.enqueue(() => this.drain());
    for (const { peer, update } of batch) {
      if (this.state !== 'open') break;
      await this.applyUpdate(peer, update);
    }
    await this.flushGroup();
    if (this.state === 'open' && this.updatesSinceCompact >= this.options.compactAfterUpdates)
      await this.compact();
  }

  /** Runs fn after everything queued before it; failures do not stop the queue. */
  enqueue<T>(fn: () => Promise<T> | T): Promise<T> {
    this.backlog += 1;
    const run = this.queue.then(fn).finally(() => {
      this.backlog -= 1;
    });
    this.queue = run.catch(() => {});
    return run;
  }

  /** Greets a new peer: the relay's state vector, and who is here. */
  greet(peer: SpacePeer) {
    peer.send(encodeSyncStep1(this.doc), 'reply');
    const clients = [...this.awareness.getStates().keys()];
    if (clients.length > 0) peer.send(encodeAwareness(this.awareness, clients), 'awareness');
  }

  handle(peer: SpacePeer, message: ClientMessage): Promise<void> | undefined {
    switch (message.kind) {
      case 'sync-step-1':
        return this.enqueue(() => {
          if (this.state === 'open') peer.send(encodeSyncStep2(this.doc, message.stateVector), 'reply');
        });
      case 'update':
        return this.receive(peer, message.update);
      case 'awareness':
        try {
          awarenessProtocol.applyAwarenessUpdate(this.awareness, message.update, peer);
        } catch {
          peer.close(CloseCodes.MalformedMessage, 'Malformed awareness message');
        }
        return undefined;
      case 'query-awareness':
        peer.send(encodeAwareness(this.awareness, [...this.awareness.getStates().keys()]), 'awareness');
        return undefined;
    }
  }

  /** Bytes applied by the running drain and not yet stored. */
  private groupBytes = 0;

  /**
   * Applies one update to the doc and adds what it changed to the group (flushGroup stores and forwards
   * it). Before anything that re-reads the store or compacts, the group is flushed first.
   */
  private async applyUpdate(peer: SpacePeer, update: Uint8Array) {
    if (this.state !== 'open') return;
    const { maxSpaceBytes } = this.options;
    if (this.storedBytes + this.groupBytes + update.length > maxSpaceBytes) {
      await this.flushGroup();
      if (this.state !== 'open') return;
      if (this.updatesSinceCompact > 0) await this.compact();
    }
    const storageFull = this.options.storageFull?.() ?? false;
    // Full (the space or the relay's disk): an update is kept only if the space is no larger after it,
    // so a student can still delete things. Measured exactly, on the compacted state.
    const mustShrink = storageFull || this.storedBytes + update.length > maxSpaceBytes;
    const before = mustShrink ? Y.encodeStateAsUpdate(this.doc).length : 0;
    this.captured = [];
    try {
      Y.applyUpdate(this.doc, update, peer);
    } catch (err) {
      // Parsed, but Yjs could not integrate it: only its sender is closed. The doc may be half-changed,
      // so it is replaced by a clean copy from the store (nothing of the update was stored or forwarded).
      this.logger.warn('update_rejected', { space: this.tag, error: errorMessage(err) });
      peer.close(CloseCodes.MalformedMessage, 'Malformed update');
      await this.flushGroup(); // the group's updates were captured whole before this one
      if (this.state === 'open') await this.reload();
      return;
    }
    this.boundPending(peer);
    const captured = this.captured;
    this.captured = [];
    if (captured.length === 0) return; // nothing new (or waiting for missing parts)
    if (mustShrink) {
      const after = Y.encodeStateAsUpdate(this.doc).length;
      if (after > before && (storageFull || after > maxSpaceBytes)) {
        if (storageFull) {
          this.logger.error('disk_full', { space: this.tag, bytes: before, update: update.length });
          peer.close(
            CloseCodes.StorageFull,
            'The relay is out of storage; Docket keeps your changes here and retries later',
          );
        } else {
          this.logger.warn('space_too_large', { space: this.tag, bytes: before, update: update.length });
          peer.close(CloseCodes.SpaceTooLarge, spaceFullMessage(maxSpaceBytes));
        }
        await this.flushGroup(); // earlier updates of the group, each accepted on its own, are kept
        await this.reload();
        return;
      }
    }
    if (
      this.isNew &&
      this.storedBytes === 0 &&
      this.options.allowNewSpace &&
      !this.options.allowNewSpace(peer)
    ) {
      this.logger.warn('new_space_limit', { space: this.tag, ip: peer.ip });
      peer.close(CloseCodes.TooManySpaces, 'Too many new spaces from this address; try again later');
      await this.reload(); // nothing is grouped yet: the space had nothing stored nor accepted
      return;
    }
    const effective = captured.length === 1 ? captured[0]! : Y.mergeUpdates(captured);
    this.isNew = false;
    this.group.push({ peer, update: effective });
    this.groupBytes += effective.length;
    if (mustShrink) {
      await this.flushGroup();
      if (this.state === 'open') await this.compact();
    }
  }

  /**
   * Stores the group's updates in one write (merged), then forwards them: to each peer what the others
   * sent. Nothing is forwarded before it is stored; if the store fails, every peer is closed (they resync).
   */
  private async flushGroup() {
    const group = this.group;
    if (group.length === 0) return;
    this.group = [];
    this.groupBytes = 0;
    const merge = (items: typeof group) =>
      items.length === 1 ? items[0]!.update : Y.mergeUpdates(items.map((g) => g.update));
    const stored = merge(group);
    try {
      await this.store.storeUpdate(this.id, stored);
    } catch (err) {
      this.logger.error('store_failed', { space: this.tag, error: errorMessage(err) });
      this.fail('Relay could not store the update');
      return;
    }
    this.storedBytes += stored.length;
    this.updatesSinceCompact += 1;
    const senders = new Set(group.map((g) => g.peer));
    const all = encodeUpdate(stored);
    for (const p of this.peers) {
      if (!senders.has(p)) p.send(all, 'update');
      else if (senders.size > 1) p.send(encodeUpdate(merge(group.filter((g) => g.peer !== p))), 'update');
    }
  }

  /**
   * An update that depends on changes the relay never received waits in Yjs (pending structs), and Yjs
   * merges every later update with what waits: unbounded, that is quadratic work on the event loop and
   * unbounded memory (a sender that never answers the handshake). Past the bounds, what waits is dropped
   * (it was never applied, stored or forwarded) and the peers that sent it are closed (OutOfOrder): the
   * handshake on reconnect sends what is missing. The app never sends before its handshake is done.
   */
  private boundPending(peer: SpacePeer) {
    const waiting = pendingBytes(this.doc);
    if (waiting === 0) {
      this.pendingFrom.clear();
      this.pendingUpdates = 0;
      return;
    }
    this.pendingFrom.add(peer);
    this.pendingUpdates += 1;
    const { maxPendingBytes = 256 * 1024, maxPendingUpdates = 16 } = this.options;
    if (waiting <= maxPendingBytes && this.pendingUpdates <= maxPendingUpdates) return;
    this.logger.warn('updates_out_of_order', {
      space: this.tag,
      bytes: waiting,
      updates: this.pendingUpdates,
      peers: this.pendingFrom.size,
    });
    this.doc.store.pendingStructs = null;
    this.doc.store.pendingDs = null;
    for (const p of this.pendingFrom) p.close(CloseCodes.OutOfOrder, 'Out of order; reconnect to resync');
    this.pendingFrom.clear();
    this.pendingUpdates = 0;
  }

  /**
   * Replaces the in-memory doc by what the store holds (everything every peer was sent), dropping a
   * half-applied or refused update; the other peers stay connected. If the store cannot be read, fail().
   */
  private async reload() {
    try {
      const updates = await this.store.getUpdates(this.id);
      const doc = new Y.Doc();
      doc.transact(() => {
        for (const u of updates) Y.applyUpdate(doc, u);
      });
      // The old doc is left to the garbage collector, not destroyed: the awareness listens to its destroy.
      this.doc = doc;
      this.watch(doc);
      this.captured = [];
      this.group = [];
      this.groupBytes = 0;
      this.pendingFrom.clear();
      this.pendingUpdates = 0;
      this.storedBytes = updates.reduce((n, u) => n + u.length, 0);
    } catch (err) {
      this.logger.error('space_reload_failed', { space: this.tag, error: errorMessage(err) });
      this.fail('Relay reloads the space');
    }
  }

  private async compact() {
    try {
      await this.store.compact(this.id, Y.encodeStateAsUpdate(this.doc));
      this.storedBytes = Y.encodeStateAsUpdate(this.doc).length;
      this.updatesSinceCompact = 0;
    } catch (err) {
      this.logger.warn('compact_failed', { space: this.tag, error: errorMessage(err) });
    }
  }

  /** Removes a peer and the awareness states it announced. */
  removePeer(peer: SpacePeer) {
    if (!this.peers.delete(peer)) return;
    this.pendingFrom.delete(peer);
    if (peer.awarenessClients.size > 0) {
      awarenessProtocol.removeAwarenessStates(this.awareness, [...peer.awarenessClients], null);
    }
  }

  /** Flushes (compacts what was appended) and frees the doc. Queued after pending work. */
  unload(): Promise<void> {
    if (this.state !== 'open') return this.closed;
    this.state = 'closing';
    return this.enqueue(async () => {
      if (this.updatesSinceCompact > 0) await this.compact();
      this.destroy();
    });
  }

  /** Drops the in-memory space at once (store failure, unintegrable update); peers reconnect. */
  fail(message: string) {
    if (this.state === 'closed') return;
    this.state = 'closing';
    for (const p of [...this.peers]) p.close(CloseCodes.ServerError, message);
    this.destroy();
  }

  private destroy() {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.awarenessTimer);
    this.peers.clear();
    this.store.release(this.id);
    this.awareness.destroy();
    this.doc.destroy();
    this.onClosed(this);
    this.resolveClosed();
  }
}
