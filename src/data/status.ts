import type { StoreStatus } from '../core/format/syncStatus';

export interface StatusState {
  status: StoreStatus;
  /** The last error's message; kept while the status is 'error'. */
  error?: string;
  /** When the document last counted as fully synced (ms since epoch). */
  lastSyncedAt?: number;
}

/**
 * The local store and sync status machine (SPEC section 4). Listeners are told only on actual change.
 */
export class StatusMachine {
  private state: StatusState = { status: 'idle' };
  private readonly listeners = new Set<(state: StatusState) => void>();

  get(): StatusState {
    return this.state;
  }

  set(status: StoreStatus, error?: string): void {
    const next: StatusState = { ...this.state, status, error: status === 'error' ? error : undefined };
    if (next.status === this.state.status && next.error === this.state.error) return;
    this.emit(next);
  }

  markSynced(at: number): void {
    if (this.state.lastSyncedAt === at) return;
    this.emit({ ...this.state, lastSyncedAt: at });
  }

  subscribe(listener: (state: StatusState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(next: StatusState): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}
