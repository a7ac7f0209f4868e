import { mkdirSync } from 'node:fs';
import { LeveldbPersistence } from 'y-leveldb';

/** The relay's one LevelDB (y-leveldb over classic-level); docs and API data share it. */
export function openLevel(location: string): LeveldbPersistence {
  mkdirSync(location, { recursive: true });
  return new LeveldbPersistence(location);
}
