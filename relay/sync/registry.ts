import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import type { DocStore } from '../store/docStore';
import { errorMessage } from '../logger';
import { Space, type SpaceOptions, type SpacePeer } from './space';

/** The space's stored copy failed verification (or could not be read) and was set aside. */
export class SpaceSetAsideError extends Error {
  constructor(readonly dir: string) {
    super('Space set aside');
    this.name = 'SpaceSetAsideError';
  }
}

/** The space could neither be loaded nor set aside; it is not tried again before this long. */
const UNAVAILABLE_MS = 60_000;

export { SPACE_ID } from './spaceId';

/** A short, stable, non-reversible tag for logs. */
export function spaceTag(id: string): string {
  return createHash('sha256').update(id).digest('hex').slice(0, 12);
}

/** Loads a space on its first peer, unloads it after its last. */
export class SpaceRegistry {
  private readonly spaces = new Map<string, Promise<Space>>();
  /** Spaces that could not be loaded nor set aside, until when they are refused (no endless retry). */
  private readonly unavailable = new Map<string, number>();

  constructor(
    private readonly store: DocStore,
    private readonly options: SpaceOptions,
    private readonly logger: Logger,
  ) {}

  get size(): number {
    return this.spaces.size;
  }

  /** Adds the peer to the space (loading it first); 'full' when it already has `maxPeers` peers. */
  async join(id: string, peer: SpacePeer, maxPeers = Number.POSITIVE_INFINITY): Promise<Space | 'full'> {
    for (;;) {
      let pending = this.spaces.get(id);
      if (!pending) {
        const until = this.unavailable.get(id);
        if (until !== undefined && until > Date.now())
          throw new Error('Space unavailable after a failed load');
        this.unavailable.delete(id);
        const loading: Promise<Space> = this.load(id, (s) => {
          if (this.spaces.get(id) === loading) this.spaces.delete(id);
          this.logger.debug('space_unloaded', { space: s.tag });
        });
        pending = loading;
        this.spaces.set(id, loading);
        loading.catch(() => {
          if (this.spaces.get(id) === loading) this.spaces.delete(id);
        });
      }
      const space = await pending;
      if (space.state === 'open') {
        if (space.peers.size >= maxPeers) {
          if (space.peers.size === 0) void space.unload();
          return 'full';
        }
        space.peers.add(peer);
        return space;
      }
      await space.closed; // being unloaded: wait, then load it afresh
    }
  }

  /**
   * Loads a space. If its stored copy fails verification or cannot be read, it is set aside (copied out,
   * then removed from the live store) once, and every waiting peer gets SpaceSetAsideError; the next
   * connection starts an empty space that the devices fill again. Never retried in a loop.
   */
  private async load(id: string, onClosed: (space: Space) => void): Promise<Space> {
    const tag = spaceTag(id);
    try {
      return await Space.load(id, tag, this.store, this.options, this.logger, onClosed);
    } catch (err) {
      const reason = errorMessage(err);
      this.logger.error('space_damaged', { space: tag, error: reason });
      let dir: string;
      try {
        dir = await this.store.setAside(id, tag, reason);
      } catch (asideErr) {
        this.logger.error('space_set_aside_failed', { space: tag, error: errorMessage(asideErr) });
        this.unavailable.set(id, Date.now() + UNAVAILABLE_MS);
        throw err;
      }
      this.logger.error('space_set_aside', { space: tag, dir, reason });
      throw new SpaceSetAsideError(dir);
    }
  }

  leave(space: Space, peer: SpacePeer) {
    space.removePeer(peer);
    if (space.peers.size === 0 && space.state === 'open') void space.unload();
  }

  /** Unloads every space (flushing each). */
  async closeAll(): Promise<void> {
    const all = await Promise.allSettled([...this.spaces.values()]);
    await Promise.all(
      all.map((r) => {
        if (r.status !== 'fulfilled') return undefined;
        for (const p of [...r.value.peers]) r.value.removePeer(p);
        return r.value.unload();
      }),
    );
  }
}
