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
import { SPACE_ID, SpaceRegistry, spaceTag } from './registry';
import type { Space, SpacePeer } from './space';

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

class Connection implements SpacePeer {
  readonly id = nextConnectionId++;
  readonly awarenessClients = new Set<number>();
  readonly opened = performance.now();
  alive = true;
  closed = false;
  closeCode: number | undefined;
  messages = 0;
  bytesIn = 0;
  deviceId: string | undefined;

  constructor(
    readonly ws: WebSocket,
    readonly ip: string,
    readonly spaceTag: string,
    readonly bucket: TokenBucket,
  ) {}

  send(frame: Uint8Array) {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(frame, { binary: true });
  }

  /** The spec's error text first, then a named close code. */
  close(code: CloseCode, message: string) {
    if (this.closed) return;
    this.closed = true;
    this.closeCode = code;
    if (this.ws.readyState === this.ws.OPEN) {
      // A shutdown is not an error for the client to show; everything else is.
      if (code !== CloseCodes.GoingAway) this.ws.send(JSON.stringify({ type: 'error', message }));
      this.ws.close(code, message.slice(0, 120));
      // A peer that never answers the close handshake is cut off.
      setTimeout(() => this.ws.terminate(), 2_000).unref();
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
}

/** The /sync/<spaceId> WebSocket endpoint: y-protocols sync and awareness, with limits. */
export class SyncServer {
  private readonly wss: WebSocketServer;
  private readonly registry: SpaceRegistry;
  private readonly connections = new Set<Connection>();
  private readonly attempts: WindowLimiter;
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
      { maxSpaceBytes: limits.maxSpaceBytes, compactAfterUpdates: limits.compactAfterUpdates },
      logger,
    );
    this.attempts = new WindowLimiter(limits.connectionsPerIpPerMinute, 60_000);
    // Half the idle timeout: a peer that missed one ping round is closed on the next.
    this.pingTimer = setInterval(() => this.pingAll(), Math.max(50, Math.floor(limits.idleTimeoutMs / 2)));
    this.pingTimer.unref();
  }

  get stats() {
    return { spaces: this.registry.size, connections: this.connections.size };
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
    const conn = new Connection(
      ws,
      ip,
      validId ? spaceTag(spaceId) : '-',
      new TokenBucket(limits.messagesPerSecond, limits.messageBurst),
    );
    this.connections.add(conn);
    ws.on('error', (err) => logger.debug('ws_error', { conn: conn.id, error: errorMessage(err) }));
    ws.on('pong', () => {
      conn.alive = true;
    });

    let space: Space | undefined;
    ws.on('close', (code) => {
      conn.closed = true;
      this.connections.delete(conn);
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
        ms: Math.round(performance.now() - conn.opened),
      });
    });

    if (!this.attempts.hit(ip)) {
      conn.close(CloseCodes.RateLimited, 'Too many connection attempts; try again later');
      return;
    }
    if (!validId) {
      conn.close(CloseCodes.BadSpaceId, 'Invalid space id');
      return;
    }

    const ready = this.registry.join(spaceId, conn).then(
      (joined) => {
        space = joined;
        if (conn.closed) {
          this.registry.leave(joined, conn);
          return undefined;
        }
        joined.greet(conn);
        return joined;
      },
      (err: unknown) => {
        logger.error('space_load_failed', { space: conn.spaceTag, error: errorMessage(err) });
        conn.close(CloseCodes.ServerError, 'Relay could not load the space');
        return undefined;
      },
    );

    ws.on('message', (data, isBinary) => {
      if (conn.closed) return;
      conn.alive = true;
      conn.messages += 1;
      const bytes = toBytes(data);
      conn.bytesIn += bytes.length;
      if (!conn.bucket.take()) {
        conn.close(CloseCodes.RateLimited, 'Too many messages; try again later');
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
      void ready.then((s) => {
        if (s && s.state === 'open') return s.handle(conn, message);
        return undefined;
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
