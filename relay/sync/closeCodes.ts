/**
 * Close codes the relay sends. y-websocket 3 treats 4400-4499 as permanent (no reconnect, emits
 * 'closed'), and everything else, including 4500-4599, as transient (reconnect with backoff).
 * Permanent: the client is wrong and retrying cannot help. Transient: retrying later can.
 */
export const CloseCodes = {
  /** Standard: the relay is shutting down; reconnect. */
  GoingAway: 1001,
  /** Standard: a frame larger than the message limit (sent by `ws` itself). */
  MessageTooBig: 1009,
  /** The space id in /sync/<spaceId> is not /^[A-Za-z0-9_-]{22,64}$/. Permanent. */
  BadSpaceId: 4400,
  /** A binary message that is not a well-formed y-protocols message. Permanent. */
  MalformedMessage: 4401,
  /** Not a /sync/<spaceId> path. Permanent. */
  NotFound: 4404,
  /**
   * The space would exceed its stored-size limit. Permanent for y-websocket; the app reconnects by
   * itself after the student deletes something (updates that make a full space smaller are accepted).
   */
  SpaceTooLarge: 4413,
  /** The relay failed (e.g. its store); reconnect. */
  ServerError: 4500,
  /** The relay's disk budget (RELAY_MAX_DISK_BYTES) is spent; reconnect later. */
  StorageFull: 4507,
  /**
   * The stored copy of the space failed verification and was set aside (relay README, "Set-aside
   * spaces"). Transient: the client reconnects to an empty space and uploads its full state again.
   */
  SpaceDamaged: 4512,
  /**
   * The peer sent updates that depend on changes the relay never received (out of order), more than the
   * relay keeps waiting for (RELAY_MAX_PENDING_BYTES / _UPDATES). Reconnect: the handshake sends what is missing.
   */
  OutOfOrder: 4509,
  /** No pong within the idle timeout; reconnect. */
  IdleTimeout: 4508,
  /** The peer stopped reading: more than the buffered-bytes bound waits for it. Reconnect and resync. */
  TooFarBehind: 4510,
  /** Too many connection attempts from this address or messages on this connection; reconnect later. */
  RateLimited: 4529,
  /** Too many new spaces created from this address in the last hour; reconnect later. */
  TooManySpaces: 4530,
  /** Too many open connections from this address or to this space; reconnect later. */
  TooManyConnections: 4531,
} as const;

export type CloseCode = (typeof CloseCodes)[keyof typeof CloseCodes];

export function closeCodeName(code: number): string {
  for (const [name, value] of Object.entries(CloseCodes)) if (value === code) return name;
  return String(code);
}
