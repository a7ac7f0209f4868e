import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import type { RelayLimits } from '../config';
import { originPermitted } from '../http/cors';
import { TokenBucket, WindowLimiter } from '../limits';
import { errorMessage, type Logger } from '../logger';
import type { DocStore } from '../store/docStore';
import { type CloseCode, CloseCodes, closeCodeName } from './closeCodes';
import { decodeClientMessage, MalformedMessageError } from './protocol';
import { SPACE_ID, SpaceRegistry, SpaceSetAsideError, spaceTag } from './registry';

/** Sent before a SpaceDamaged close; the app shows its own text for the code (docs/sync.md). */
export const SPACE_DAMAGED_MESSAGE =
  "The relay's copy of this space was damaged and has been set aside. Your copy on this device is intact; Docket uploads it again.";
import type { FrameKind, Space, SpacePeer } from './space';

const ConnectMessage = z.object({
  type: z.literal('connect'),
  deviceId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w.:-]+$/),
});

const SYNC_PATH = /^\/sync\/([^/?#]*)$/;

let nextConnectionId = 1;

/** How long a closed connection's budgets are remembered for its address and space. */
const BUDGET_MEMORY_MS = 60_000;
const MAX_BUDGET_KEYS = 100_000;

const SILENT_CLOSES = new Set<number>([
  CloseCodes.GoingAway,
  CloseCodes.TooFarBehind,
  CloseCodes.OutOfOrder,
  CloseCodes.SpaceDamaged,
]);

/** The per-connection budgets (in: messages, bytes, awareness; out: buffered bytes). */
interface Budgets {
  messages: TokenBucket;
  bytes: TokenBucket;
  awareness: TokenBucket;
  maxBufferedBytes: number;
  awarenessBufferedBytes: number;
}

class Connection implements SpacePeer {
  readonly id = nextConnectionId++;
  readonly awarenessClients = new Set<number>();
  readonly opened = performance.now();
  /** Set by a pong or by the peer's own sync traffic (not awareness or text): see pingAll. */
  alive = true;
  closed = false;
  closeCode: number | undefined;
  messages = 0;
  bytesIn = 0;
  bytesOut = 0;
  awarenessDropped = 0;
  deviceId: string | undefined;

  constructor(
    readonly ws: WebSocket,
    readonly ip: string,
    readonly spaceTag: string,
    readonly budgets: Budgets,
  ) {}

  send(frame: Uint8Array, kind: FrameKind) {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    const buffered = this.ws.bufferedAmount;
    if (kind === 'awareness' && buffered > this.budgets.awarenessBufferedBytes) {
      this.awarenessDropped += 1;
      return;
    }
    if (kind === 'update' && buffered > this.budgets.maxBufferedBytes) {
      // It stopped reading: buffering more for it is unbounded memory. It resyncs when it reconnects.
      this.close(CloseCodes.TooFarBehind, 'Too far behind; reconnect to resync');
      return;
    }
    this.bytesOut += frame.length;
    this.ws.send(frame, { binary: true });
  }

  /** The spec's error text first, then a named close code. */
  close(code: CloseCode, message: string) {
    if (this.closed) return;
    this.closed = true;
    this.closeCode = code;
    if (this.ws.readyState === this.ws.OPEN) {
      // A shutdown, or a resync the client does by itself, is not an error for it to show; the rest is.
      // (SpaceDamaged: the app shows its own text for the code; plain y-websocket would choke on text.)
      if (!SILENT_CLOSES.has(code)) this.ws.send(JSON.stringify({ type: 'error', message }));
      this.ws.close(code, message.slice(0, 120));
      // A peer that never answers the close handshake (or never reads) is cut off.
      setTimeout(() => this.ws.terminate(), code === CloseCodes.TooFarBehind ? 200 : 2_000).unref();
    } else {
      this.ws.terminate();
    }
  }
}

export interface SyncServerOptions {
  store: DocStore;
  limits: RelayLimits;
  logger: Logger;
  /** Origins allowed besides the relay's own (RELAY_ALLOWED_ORIGINS). */
  extraOrigins?: readonly string[];
  /** The global disk budget is spent. */
  storageFull?: () => boolean;
}

/** The /sync/<spaceId> WebSocket endpoint: y-protocols sync and awareness, with limits. */
export class SyncServer {
  private readonly wss: WebSocketServer;
  private readonly registry: SpaceRegistry;
  private readonly connections = new Set<Connection>();
  /** Open connections per client address. */
  private readonly perIp = new Map<string, number>();
  /** Budgets of closed connections per address and space (see budgetsFor). */
  private readonly leftBudgets = new Map<string, { budgets: Budgets; at: number }>();
  private readonly attempts: WindowLimiter;
  private readonly newSpaces: WindowLimiter;
  private readonly pingTimer: NodeJS.Timeout;
  private closing = false;

  constructor(private readonly options: SyncServerOptions) {
    const { limits, logger, store } = options;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: limits.maxMessageBytes,
      perMessageDeflate: false,
    });
    this.registry = new SpaceRegistry(
      store,
      {
        maxSpaceBytes: limits.maxSpaceBytes,
        compactAfterUpdates: limits.compactAfterUpdates,
        awarenessFlushMs: limits.awarenessFlushMs,
        storageFull: options.storageFull,
        allowNewSpace: (peer) => this.newSpaces.hit(peer.ip),
        maxPendingBytes: limits.maxPendingBytes,
        maxPendingUpdates: limits.maxPendingUpdates,
      },
      logger,
    );
    this.attempts = new WindowLimiter(limits.connectionsPerIpPerMinute, 60_000);
    this.newSpaces = new WindowLimiter(limits.newSpacesPerIpPerHour, 3_600_000);
    // Half the idle timeout: a peer that missed one ping round is closed on the next.
    this.pingTimer = setInterval(() => this.pingAll(), Math.max(50, Math.floor(limits.idleTimeoutMs / 2)));
    this.pingTimer.unref();
  }

  get stats() {
    return { spaces: this.registry.size, connections: this.connections.size };
  }

  /**
   * The budgets of a new connection. A connection's budgets outlive it for BUDGET_MEMORY_MS under its
   * address and space, and the next connection from there takes them over: a client closed for
   * flooding does not come back with a fresh burst. Connections open at the same time (a student's
   * tabs) each have their own.
   */
  private budgetsFor(ip: string, spaceId: string): Budgets {
    const { limits } = this.options;
    const key = `${ip}|${spaceId}`;
    const left = this.leftBudgets.get(key);
    this.leftBudgets.delete(key);
    if (left && performance.now() - left.at < BUDGET_MEMORY_MS) return left.budgets;
    return {
      messages: new TokenBucket(limits.messagesPerSecond, limits.messageBurst),
      // A single message up to the frame limit must always fit.
      bytes: new TokenBucket(limits.bytesInPerSecond, Math.max(limits.bytesInBurst, limits.maxMessageBytes)),
      awareness: new TokenBucket(limits.awarenessPerSecond, limits.awarenessPerSecond),
      maxBufferedBytes: limits.maxBufferedBytes,
      awarenessBufferedBytes: limits.awarenessBufferedBytes,
    };
  }

  /** Keeps a closed connection's budgets for the next connection from its address to its space. */
  private rememberBudgets(ip: string, spaceId: string, budgets: Budgets) {
    const key = `${ip}|${spaceId}`;
    const now = performance.now();
    if (this.leftBudgets.size >= MAX_BUDGET_KEYS) {
      for (const [k, v] of this.leftBudgets) if (now - v.at >= BUDGET_MEMORY_MS) this.leftBudgets.delete(k);
      const oldest = this.leftBudgets.keys().next().value;
      if (this.leftBudgets.size >= MAX_BUDGET_KEYS && oldest !== undefined) this.leftBudgets.delete(oldest);
    }
    this.leftBudgets.delete(key);
    this.leftBudgets.set(key, { budgets, at: now });
  }

  /** For the HTTP server's 'upgrade' event. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const pathname = (req.url ?? '').split(/[?#]/, 1)[0] ?? '';
    const match = SYNC_PATH.exec(pathname);
    if (!match || this.closing) {
      socket.end(
        `HTTP/1.1 ${this.closing ? '503 Service Unavailable' : '404 Not Found'}\r\nConnection: close\r\n\r\n`,
      );
      return;
    }
    if (!originPermitted(req, this.options.extraOrigins ?? [])) {
      // Any page a student visits could otherwise open sockets to the relay in their name.
      this.options.logger.warn('origin_refused', {
        path: '/sync',
        origin: String(req.headers.origin).slice(0, 200),
      });
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, req, match[1] ?? ''));
  }

  private accept(ws: WebSocket, req: IncomingMessage, spaceId: string) {
    const { limits, logger } = this.options;
    const ip = req.socket.remoteAddress ?? 'unknown';
    const validId = SPACE_ID.test(spaceId);
    const conn = new Connection(ws, ip, validId ? spaceTag(spaceId) : '-', this.budgetsFor(ip, spaceId));
    this.connections.add(conn);
    const ipCount = (this.perIp.get(ip) ?? 0) + 1;
    this.perIp.set(ip, ipCount);
    ws.on('error', (err) => logger.debug('ws_error', { conn: conn.id, error: errorMessage(err) }));
    ws.on('pong', () => {
      conn.alive = true;
    });

    let space: Space | undefined;
    ws.on('close', (code) => {
      conn.closed = true;
      this.connections.delete(conn);
      const left = (this.perIp.get(ip) ?? 1) - 1;
      if (left <= 0) this.perIp.delete(ip);
      else this.perIp.set(ip, left);
      if (validId) this.rememberBudgets(ip, spaceId, conn.budgets);
      if (space) this.registry.leave(space, conn);
      logger.info('sync_connection', {
        conn: conn.id,
        space: conn.spaceTag,
        ip,
        device: conn.deviceId,
        code: conn.closeCode ?? code,
        reason: closeCodeName(conn.closeCode ?? code),
        messages: conn.messages,
        bytesIn: conn.bytesIn,
        bytesOut: conn.bytesOut,
        awarenessDropped: conn.awarenessDropped,
        ms: Math.round(performance.now() - conn.opened),
      });
    });

    if (!this.attempts.hit(ip)) {
      conn.close(CloseCodes.RateLimited, 'Too many connection attempts; try again later');
      return;
    }
    if (ipCount > limits.maxConnectionsPerIp) {
      logger.warn('too_many_connections', { ip, open: ipCount - 1, limit: limits.maxConnectionsPerIp });
      conn.close(
        CloseCodes.TooManyConnections,
        'Too many open connections from this address; try again later',
      );
      return;
    }
    if (!validId) {
      conn.close(CloseCodes.BadSpaceId, 'Invalid space id');
      return;
    }

    const ready = this.registry.join(spaceId, conn, limits.maxConnectionsPerSpace).then(
      (joined) => {
        if (joined === 'full') {
          logger.warn('too_many_connections', { space: conn.spaceTag, limit: limits.maxConnectionsPerSpace });
          conn.close(
            CloseCodes.TooManyConnections,
            'Too many devices connected to this space; try again later',
          );
          return undefined;
        }
        space = joined;
        if (conn.closed) {
          this.registry.leave(joined, conn);
          return undefined;
        }
        if (joined.peers.size > limits.maxConnectionsPerSpace) {
          logger.warn('too_many_connections', { space: conn.spaceTag, limit: limits.maxConnectionsPerSpace });
          conn.close(
            CloseCodes.TooManyConnections,
            'Too many devices connected to this space; try again later',
          );
          return undefined;
        }
        joined.greet(conn);
        return joined;
      },
      (err: unknown) => {
        if (err instanceof SpaceSetAsideError) {
          conn.close(CloseCodes.SpaceDamaged, SPACE_DAMAGED_MESSAGE);
          return undefined;
        }
        logger.error('space_load_failed', { space: conn.spaceTag, error: errorMessage(err) });
        conn.close(CloseCodes.ServerError, 'Relay could not load the space');
        return undefined;
      },
    );

    ws.on('message', (data, isBinary) => {
      if (conn.closed) return;
      conn.messages += 1;
      const bytes = toBytes(data);
      conn.bytesIn += bytes.length;
      if (!conn.budgets.messages.take()) {
        conn.close(CloseCodes.RateLimited, 'Too many messages; try again later');
        return;
      }
      if (!conn.budgets.bytes.take(bytes.length)) {
        conn.close(CloseCodes.RateLimited, 'Too much data; try again later');
        return;
      }
      if (!isBinary) {
        this.handleText(conn, bytes);
        return;
      }
      let message: ReturnType<typeof decodeClientMessage>;
      try {
        message = decodeClientMessage(bytes);
      } catch (err) {
        const detail = err instanceof MalformedMessageError ? err.message : 'unknown';
        logger.warn('malformed_message', { conn: conn.id, space: conn.spaceTag, detail });
        conn.close(CloseCodes.MalformedMessage, 'Malformed message');
        return;
      }
      if (message.kind === 'awareness') {
        if (bytes.length > limits.maxAwarenessBytes || !conn.budgets.awareness.take()) {
          conn.awarenessDropped += 1; // capped: too large or too frequent; the next renewal carries the state
          return;
        }
      } else if (message.kind !== 'query-awareness') {
        conn.alive = true; // the peer's own sync traffic: it is reading and writing the document
      }
      void ready.then((s) => {
        if (s?.state !== 'open') return undefined;
        if (
          message.kind !== 'awareness' &&
          (s.waiting >= limits.maxSpaceBacklog || s.incomingBytes >= limits.maxSpaceBacklogBytes)
        ) {
          // The space's store cannot keep up: refuse more input rather than queue it in memory.
          logger.warn('space_backlog', { conn: conn.id, space: conn.spaceTag, backlog: s.waiting });
          conn.close(CloseCodes.RateLimited, 'The relay is busy; try again later');
          return undefined;
        }
        return s.handle(conn, message);
      });
    });
  }

  private handleText(conn: Connection, bytes: Uint8Array) {
    let value: unknown;
    try {
      value = JSON.parse(Buffer.from(bytes).toString('utf8'));
    } catch {
      return; // not JSON: ignored like any unknown text message
    }
    if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== 'connect')
      return;
    const parsed = ConnectMessage.safeParse(value);
    if (!parsed.success) {
      this.options.logger.warn('sync_connect_invalid', { conn: conn.id, space: conn.spaceTag });
      return;
    }
    conn.deviceId = parsed.data.deviceId;
    this.options.logger.debug('sync_connect', { conn: conn.id, space: conn.spaceTag, device: conn.deviceId });
  }

  private pingAll() {
    for (const conn of this.connections) {
      if (conn.closed) continue;
      if (!conn.alive) {
        conn.close(CloseCodes.IdleTimeout, 'No answer to ping');
        continue;
      }
      conn.alive = false;
      try {
        conn.ws.ping();
      } catch {
        // closing anyway
      }
    }
  }

  /** Closes every connection (1001), flushes and unloads every space. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.pingTimer);
    const gone = [...this.connections].map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.ws.readyState === c.ws.CLOSED) return resolve();
          c.ws.once('close', () => resolve());
          c.close(CloseCodes.GoingAway, 'Relay shutting down');
        }),
    );
    await Promise.all(gone);
    await this.registry.closeAll();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

function toBytes(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
