/** A token bucket: `rate` tokens per second, at most `burst` saved up. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    now = performance.now(),
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** Takes `n` tokens (a message, or its bytes); false when there are not enough. */
  take(n = 1, now = performance.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }
}

/** Counts events per key in fixed windows (e.g. connection attempts per IP per minute). Bounded memory. */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Records one event; false when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (!w && this.windows.size >= this.maxKeys) this.prune(now);
      if (!w && this.windows.size >= this.maxKeys) {
        // Still full of live windows: drop the oldest entry rather than grow without bound.
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count <= this.max;
  }

  /** Milliseconds until the key's current window ends (0 when it has none). */
  retryAfterMs(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w ? Math.max(0, w.start + this.windowMs - now) : 0;
  }

  prune(now = Date.now()) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
