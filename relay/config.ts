import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every limit the relay enforces; each has an environment variable (see README). */
export interface RelayLimits {
  /** Largest WebSocket frame accepted; larger closes with 1009. */
  maxMessageBytes: number;
  /** Largest stored size of one space (compacted); updates beyond it close with SpaceTooLarge. */
  maxSpaceBytes: number;
  /** WebSocket connection attempts per client IP per minute. */
  connectionsPerIpPerMinute: number;
  /** Sustained messages per connection per second (token bucket). */
  messagesPerSecond: number;
  /** Burst of messages a connection may send at once. */
  messageBurst: number;
  /** A connection that answers no ping within this time is closed. */
  idleTimeoutMs: number;
  /** JSON request body limit for /api/*. */
  maxBodyBytes: number;
  /** Stored updates of a space beyond which it is compacted into one. */
  compactAfterUpdates: number;
  /** Worker threads that run the syllabus structurer (POST /api/syllabus/ingest). */
  ingestWorkers: number;
  /** An ingest running longer than this kills its worker; the caller gets 422. */
  ingestTimeoutMs: number;
  /** Ingests that may wait for a busy worker; beyond, 503 with Retry-After. */
  ingestQueue: number;
  /** Longest syllabus text accepted by ingest, in characters; beyond, 413. */
  maxIngestChars: number;
  /** /api/* requests per client address per minute; beyond, 429 with Retry-After. */
  apiRequestsPerMinute: number;
  /** POST /api/syllabus/ingest per client address per minute; beyond, 429 with Retry-After. */
  ingestsPerMinute: number;
  /** Time a client has to send its request headers; then 408 and the connection is closed. */
  headersTimeoutMs: number;
  /** Time a client has to send its whole request (headers and body); then 408 and closed. */
  requestTimeoutMs: number;
  /** Bytes a connection may send per second, sustained (token bucket); beyond → RateLimited. */
  bytesInPerSecond: number;
  /** Bytes a connection may send at once (at least the message limit); beyond → RateLimited. */
  bytesInBurst: number;
  /** An update is not queued on a socket with more than this buffered: the peer is closed (TooFarBehind). */
  maxBufferedBytes: number;
  /** Awareness is not sent to a socket with more than this buffered (dropped; updates still go). */
  awarenessBufferedBytes: number;
  /** Largest awareness message accepted; larger ones are dropped (logged). */
  maxAwarenessBytes: number;
  /** Awareness messages accepted per connection per second; more are dropped. */
  awarenessPerSecond: number;
  /** Awareness changes of a space are coalesced and sent at most this often. */
  awarenessFlushMs: number;
  /** Open sync connections per client address (a classroom behind one NAT); beyond → TooManyConnections. */
  maxConnectionsPerIp: number;
  /** Open sync connections per space (one student's devices and tabs); beyond → TooManyConnections. */
  maxConnectionsPerSpace: number;
  /** The relay's whole data directory; at or over it, only updates that shrink a space are stored (StorageFull). */
  maxDiskBytes: number;
  /** How often the data directory is measured against maxDiskBytes. */
  diskCheckMs: number;
  /** Spaces a client address may create (first stored update) per hour; beyond → TooManySpaces. */
  newSpacesPerIpPerHour: number;
  /**
   * Bytes of updates a space keeps waiting for missing earlier changes (Yjs pending structs); beyond,
   * they are dropped and their senders closed (OutOfOrder) to resync. Each new update is merged with them.
   */
  maxPendingBytes: number;
  /** Updates in a row that leave a space waiting for missing changes; beyond, as maxPendingBytes. */
  maxPendingUpdates: number;
  /** Operations and updates waiting in one space's queue beyond which its senders are closed (RateLimited). */
  maxSpaceBacklog: number;
  /** Bytes of updates waiting in one space's queue beyond which the same happens. */
  maxSpaceBacklogBytes: number;
  /** Largest file a space's file store accepts (the PDFs of readings); larger → 413. */
  maxFileBytes: number;
  /** All stored files of one space together; beyond → 507. */
  maxSpaceFileBytes: number;
}

export const DEFAULT_LIMITS: RelayLimits = {
  maxMessageBytes: 16 * 1024 * 1024,
  maxSpaceBytes: 64 * 1024 * 1024,
  connectionsPerIpPerMinute: 600,
  messagesPerSecond: 300,
  messageBurst: 3000,
  idleTimeoutMs: 30_000,
  maxBodyBytes: 1024 * 1024,
  compactAfterUpdates: 500,
  ingestWorkers: 2,
  ingestTimeoutMs: 3_000,
  ingestQueue: 8,
  maxIngestChars: 256 * 1024,
  apiRequestsPerMinute: 300,
  ingestsPerMinute: 20,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  bytesInPerSecond: 1024 * 1024,
  bytesInBurst: 32 * 1024 * 1024,
  maxBufferedBytes: 8 * 1024 * 1024,
  awarenessBufferedBytes: 64 * 1024,
  maxAwarenessBytes: 8 * 1024,
  awarenessPerSecond: 10,
  awarenessFlushMs: 100,
  maxConnectionsPerIp: 256,
  maxConnectionsPerSpace: 32,
  maxDiskBytes: 10 * 1024 * 1024 * 1024,
  diskCheckMs: 5_000,
  // A classroom behind one address sets up its devices in the same hour.
  newSpacesPerIpPerHour: 120,
  maxPendingBytes: 256 * 1024,
  maxPendingUpdates: 16,
  maxSpaceBacklog: 256,
  maxSpaceBacklogBytes: 64 * 1024 * 1024,
  maxFileBytes: 50 * 1024 * 1024,
  maxSpaceFileBytes: 1024 * 1024 * 1024,
};

export interface AiConfig {
  /** OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1 (Ollama). Unset: local structurer only. */
  baseUrl?: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export const DEFAULT_AI: AiConfig = { model: 'gpt-4o-mini', timeoutMs: 20_000 };

const ENV_LIMITS: Record<keyof RelayLimits, string> = {
  maxMessageBytes: 'RELAY_MAX_MESSAGE_BYTES',
  maxSpaceBytes: 'RELAY_MAX_SPACE_BYTES',
  connectionsPerIpPerMinute: 'RELAY_CONNECTIONS_PER_IP_PER_MINUTE',
  messagesPerSecond: 'RELAY_MESSAGES_PER_SECOND',
  messageBurst: 'RELAY_MESSAGE_BURST',
  idleTimeoutMs: 'RELAY_IDLE_TIMEOUT_MS',
  maxBodyBytes: 'RELAY_MAX_BODY_BYTES',
  compactAfterUpdates: 'RELAY_COMPACT_AFTER_UPDATES',
  ingestWorkers: 'RELAY_INGEST_WORKERS',
  ingestTimeoutMs: 'RELAY_INGEST_TIMEOUT_MS',
  ingestQueue: 'RELAY_INGEST_QUEUE',
  maxIngestChars: 'RELAY_MAX_INGEST_CHARS',
  apiRequestsPerMinute: 'RELAY_API_REQUESTS_PER_MINUTE',
  ingestsPerMinute: 'RELAY_INGESTS_PER_MINUTE',
  headersTimeoutMs: 'RELAY_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'RELAY_REQUEST_TIMEOUT_MS',
  bytesInPerSecond: 'RELAY_BYTES_IN_PER_SECOND',
  bytesInBurst: 'RELAY_BYTES_IN_BURST',
  maxBufferedBytes: 'RELAY_MAX_BUFFERED_BYTES',
  awarenessBufferedBytes: 'RELAY_AWARENESS_BUFFERED_BYTES',
  maxAwarenessBytes: 'RELAY_MAX_AWARENESS_BYTES',
  awarenessPerSecond: 'RELAY_AWARENESS_PER_SECOND',
  awarenessFlushMs: 'RELAY_AWARENESS_FLUSH_MS',
  maxConnectionsPerIp: 'RELAY_MAX_CONNECTIONS_PER_IP',
  maxConnectionsPerSpace: 'RELAY_MAX_CONNECTIONS_PER_SPACE',
  maxDiskBytes: 'RELAY_MAX_DISK_BYTES',
  diskCheckMs: 'RELAY_DISK_CHECK_MS',
  newSpacesPerIpPerHour: 'RELAY_NEW_SPACES_PER_IP_PER_HOUR',
  maxPendingBytes: 'RELAY_MAX_PENDING_BYTES',
  maxPendingUpdates: 'RELAY_MAX_PENDING_UPDATES',
  maxSpaceBacklog: 'RELAY_MAX_SPACE_BACKLOG',
  maxSpaceBacklogBytes: 'RELAY_MAX_SPACE_BACKLOG_BYTES',
  maxFileBytes: 'RELAY_MAX_FILE_BYTES',
  maxSpaceFileBytes: 'RELAY_MAX_SPACE_FILE_BYTES',
};

export const ENV_LIMIT_NAMES = ENV_LIMITS;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export function limitsFromEnv(env: NodeJS.ProcessEnv): RelayLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(ENV_LIMITS) as (keyof RelayLimits)[]) {
    limits[key] = positiveInt(env, ENV_LIMITS[key], DEFAULT_LIMITS[key]);
  }
  return limits;
}

export function aiFromEnv(env: NodeJS.ProcessEnv): AiConfig {
  const baseUrl = env.AI_BASE_URL?.trim();
  if (baseUrl) {
    const url = new URL(baseUrl); // throws on a malformed value: fail at start, not per request
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('AI_BASE_URL must be http(s)');
  }
  return {
    baseUrl: baseUrl || undefined,
    model: env.AI_MODEL?.trim() || DEFAULT_AI.model,
    apiKey: env.AI_API_KEY?.trim() || undefined,
    timeoutMs: positiveInt(env, 'AI_TIMEOUT_MS', DEFAULT_AI.timeoutMs),
  };
}

/** The repository root (relay/ lives directly under it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function portFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.PORT;
  if (raw === undefined || raw.trim() === '') return 8787;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be 0-65535, got "${raw}"`);
  return n;
}
