import { DeviceFullError, isQuotaError } from './commit';
import type { z } from 'zod';
import type { KeyValueStore } from './keyValue';

/**
 * A device-local value kept in the `storage` table, readable synchronously after load() and observable.
 * set() resolves only once the value is persisted, and listeners hear of it only then.
 */
export class LocalSetting<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly kv: KeyValueStore,
    readonly key: string,
    private readonly schema: z.ZodType<T>,
    private readonly fallback: T,
  ) {
    this.value = fallback;
  }

  async load(): Promise<T> {
    const stored = await this.kv.get(this.key);
    const parsed = this.schema.safeParse(stored);
    if (stored !== undefined && !parsed.success)
      console.warn(`Setting ${this.key} was unreadable; using default`);
    this.value = parsed.success ? parsed.data : this.fallback;
    return this.value;
  }

  get = (): T => this.value;

  async set(value: T): Promise<void> {
    const valid = this.schema.parse(value);
    try {
      await this.kv.set(this.key, valid);
    } catch (error) {
      // Not kept in memory either: the setting stays as it was, and the student reads why.
      if (isQuotaError(error)) throw new DeviceFullError();
      throw error;
    }
    this.value = valid;
    for (const listener of [...this.listeners]) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
