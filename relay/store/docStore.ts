/**
 * Where the relay keeps each space's Yjs updates. One implementation today (LevelDB on local
 * disk); a shared store (Redis streams, Postgres, S3 + log) is one module implementing this.
 */
export interface DocStore {
  /**
   * Everything stored for a space, as updates to apply in order (possibly just one), verified:
   * throws DamagedSpaceError (store/integrity.ts) rather than return damaged data.
   */
  getUpdates(spaceId: string): Promise<Uint8Array[]>;
  /** Appends an update; resolves only once it is durable (survives a killed process). */
  storeUpdate(spaceId: string, update: Uint8Array): Promise<void>;
  /** Replaces the stored updates by one merged update (the given full state, if provided). */
  compact(spaceId: string, state?: Uint8Array): Promise<void>;
  /** Stored size of a space after compaction, in bytes (0 when unknown). */
  size(spaceId: string): Promise<number>;
  /**
   * Moves what is left of a space that failed verification out of the live store (never deleting it:
   * it is copied first); returns where it went. The space then starts empty.
   */
  setAside(spaceId: string, tag: string, reason: string): Promise<string>;
  /** Writes and reads back a canary; throws when the store cannot (for /healthz). */
  canary(): Promise<void>;
  /** The space was unloaded: drop anything cached for it. */
  release(spaceId: string): void;
  close(): Promise<void>;
}
