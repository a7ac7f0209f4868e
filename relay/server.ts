import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type AiConfig, DEFAULT_AI, DEFAULT_LIMITS, REPO_ROOT, type RelayLimits } from './config';
import { sendError, sendJson } from './http/respond';
import { createStaticHandler } from './http/static';
import { errorMessage, type Logger, silentLogger } from './logger';
import { handleApi } from './api/routes';
import { FileStore } from './files/fileStore';
import { FILES_PREFIX, handleFiles } from './files/routes';
import { handleSundayAudit, SUNDAY_AUDIT_PATH } from './api/audit';
import { handleAnalytics, isAnalyticsPath } from './api/analytics';
import { handleCalendar, isCalendarPath } from './api/calendar';
import { FeedStore } from './calendar/feedStore';
import type { Structurer } from './api/localStructurer';
import { IngestPool } from './ingest/pool';
import { WindowLimiter } from './limits';
import { openLevel } from './store/level';
import { DiskBudget } from './store/diskBudget';
import { LeveldbDocStore } from './store/leveldbDocStore';
import { LeveldbSyllabusStore } from './store/syllabusStore';
import { SyncServer } from './sync/syncServer';

export interface RelayOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Interface to listen on. Default: all interfaces. */
  host?: string;
  /** The built app. Default <repo>/dist. */
  distDir?: string;
  /** Where the relay keeps its data. Default ./.relay-data. */
  dataDir?: string;
  limits?: Partial<RelayLimits>;
  ai?: Partial<AiConfig>;
  /** Default: silent (main.ts passes the JSON logger). */
  logger?: Logger;
  /** Origins allowed by CORS besides the relay's own and http://localhost:* / http://127.0.0.1:*. */
  allowedOrigins?: string[];
  /**
   * Tests only: a structurer run in this process instead of the worker pool. Default: the pool runs
   * structureSyllabusText of src/core/syllabus (or `structurerModule`) in worker threads.
   */
  structurer?: Structurer;
  /** Tests only: a module exporting `structure(rawText)` that the ingest workers use instead. */
  structurerModule?: string;
}

export interface RelayHandle {
  port: number;
  url: string;
  close(): Promise<void>;
}

function displayHost(host: string | undefined): string {
  if (host === undefined || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startRelay(options: RelayOptions = {}): Promise<RelayHandle> {
  const logger = options.logger ?? silentLogger;
  const limits: RelayLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const ai: AiConfig = { ...DEFAULT_AI, ...options.ai };
  const distDir = path.resolve(options.distDir ?? path.join(REPO_ROOT, 'dist'));
  const dataDir = path.resolve(options.dataDir ?? '.relay-data');

  const serveStatic = createStaticHandler(distDir);
  const level = openLevel(dataDir);
  const docStore = new LeveldbDocStore(level, dataDir);
  const extraOrigins = options.allowedOrigins ?? [];
  const disk = new DiskBudget(dataDir, limits.maxDiskBytes, limits.diskCheckMs, logger);
  await disk.refresh();
  const sync = new SyncServer({
    store: docStore,
    limits,
    logger,
    extraOrigins,
    storageFull: () => disk.full(),
  });
  const inProcess = options.structurer;
  const pool = inProcess
    ? undefined
    : new IngestPool({
        size: limits.ingestWorkers,
        timeoutMs: limits.ingestTimeoutMs,
        maxQueue: limits.ingestQueue,
        module: options.structurerModule,
      });
  const api = {
    ai,
    syllabi: new LeveldbSyllabusStore(level, { dataDir, logger }),
    structure: inProcess ? async (text: string) => inProcess(text) : (text: string) => pool!.run(text),
    maxBodyBytes: limits.maxBodyBytes,
    maxIngestChars: limits.maxIngestChars,
    ingestTimeoutMs: limits.ingestTimeoutMs,
    extraOrigins,
    requests: new WindowLimiter(limits.apiRequestsPerMinute, 60_000),
    ingests: new WindowLimiter(limits.ingestsPerMinute, 60_000),
    logger,
  };
  const files = {
    files: new FileStore(path.join(dataDir, 'files'), limits),
    store: docStore,
    extraOrigins,
    requests: api.requests,
    logger,
  };
  const calendar = {
    feeds: new FeedStore(level),
    store: docStore,
    extraOrigins,
    requests: api.requests,
    logger,
  };

  async function route(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<number> {
    if (pathname === '/healthz') {
      // Writes and reads back a canary in the store: a relay that cannot store answers 503.
      try {
        await withDeadline(docStore.canary(), 2_000);
      } catch (err) {
        logger.error('healthz_store_failed', { error: errorMessage(err) });
        sendJson(res, 503, { ok: false, error: 'Store unavailable', ...sync.stats });
        return 503;
      }
      sendJson(res, 200, { ok: true, ...sync.stats });
      return 200;
    }
    if (pathname === SUNDAY_AUDIT_PATH) return handleSundayAudit(req, res, { ...api, store: docStore });
    if (isAnalyticsPath(pathname)) return handleAnalytics(req, res, pathname, { ...api, store: docStore });
    if (isCalendarPath(pathname)) return handleCalendar(req, res, pathname, calendar);
    if (pathname.startsWith(FILES_PREFIX)) return handleFiles(req, res, pathname, files);
    if (pathname === '/api' || pathname.startsWith('/api/')) return handleApi(req, res, pathname, api);
    if (pathname === '/sync' || pathname.startsWith('/sync/')) {
      sendError(res, 426, 'Use a WebSocket to /sync/<spaceId>', { Upgrade: 'websocket' });
      return 426;
    }
    return serveStatic(req, res, pathname);
  }

  // connectionsCheckingInterval: how often Node enforces the deadlines below (default 30 s).
  const server = createServer(
    { connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs) },
    (req, res) => {
      const started = performance.now();
      // The raw path (still percent-encoded); `new URL` would read '//x' as a host.
      const pathname = (req.url ?? '').split(/[?#]/, 1)[0] ?? '';
      const done = (status: number) =>
        logger.info('http', {
          method: req.method,
          path: pathname.slice(0, 200),
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      if (!pathname.startsWith('/')) {
        sendError(res, 400, 'Bad request');
        done(400);
        return;
      }
      route(req, res, pathname).then(done, (err: unknown) => {
        logger.error('http_error', { path: pathname.slice(0, 200), error: errorMessage(err) });
        if (!res.headersSent) sendError(res, 500, 'Internal error');
        else res.destroy();
        done(500);
      });
    },
  );
  // Deadlines against slow clients: headers, then the whole request (body included); 408 and closed.
  server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  server.requestTimeout = limits.requestTimeoutMs;
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => {});
    sync.handleUpgrade(req, socket, head);
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    if (timedOut)
      logger.warn('http_timeout', { ip: (socket as { remoteAddress?: string }).remoteAddress ?? 'unknown' });
    if (socket.writable)
      socket.end(
        `HTTP/1.1 ${timedOut ? '408 Request Timeout' : '400 Bad Request'}\r\nConnection: close\r\n\r\n`,
      );
  });

  try {
    await listen(server, options.port ?? 8787, options.host);
  } catch (err) {
    disk.stop();
    await pool?.close();
    await sync.close();
    await docStore.close();
    await level.destroy();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://${displayHost(options.host)}:${port}`;
  logger.info('listening', { port, distDir, ai: ai.baseUrl ? 'on' : 'off' });

  let closing: Promise<void> | null = null;
  return {
    port,
    url,
    close() {
      closing ??= (async () => {
        const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        await sync.close(); // close sockets, flush and unload spaces
        server.closeAllConnections();
        await httpClosed;
        disk.stop();
        await pool?.close();
        await docStore.close();
        await level.destroy();
        logger.info('closed', { port });
      })();
      return closing;
    },
  };
}

function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string | undefined) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
