import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';

/** Total size of the files under dir (LevelDB's files: flat, but subfolders are counted too). */
export async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else if (entry.isFile()) total += (await stat(full).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/**
 * The relay's global disk budget (RELAY_MAX_DISK_BYTES): the data directory is measured every
 * `checkMs`; once it holds the budget or more, spaces accept only updates that make them smaller.
 */
export class DiskBudget {
  private used = 0;
  private readonly timer: NodeJS.Timeout;
  private wasFull = false;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    checkMs: number,
    private readonly logger: Logger,
  ) {
    this.timer = setInterval(() => void this.refresh(), checkMs);
    this.timer.unref();
  }

  get bytes(): number {
    return this.used;
  }

  full(): boolean {
    return this.used >= this.maxBytes;
  }

  async refresh(): Promise<void> {
    this.used = await directoryBytes(this.dir);
    const full = this.full();
    if (full !== this.wasFull) {
      if (full) this.logger.error('disk_budget_spent', { bytes: this.used, limit: this.maxBytes });
      else this.logger.info('disk_budget_ok', { bytes: this.used, limit: this.maxBytes });
      this.wasFull = full;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
