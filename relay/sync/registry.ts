import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import type { DocStore } from '../store/docStore';
import { Space, type SpaceOptions, type SpacePeer } from './space';

export { SPACE_ID } from './spaceId';

/** A short, stable, non-reversible tag for logs. */
export function spaceTag(id: string): string {
  return createHash('sha256').update(id).digest('hex').slice(0, 12);
}

/** Loads a space on its first peer, unloads it after its last. */
export class SpaceRegistry {
  private readonly spaces = new Map<string, Promise<Space>>();

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
        const loading = Space.load(id, spaceTag(id), this.store, this.options, this.logger, (s) => {
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
