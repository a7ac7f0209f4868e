import { LOCAL_VERSION, LOCAL_VERSION_KEY, migrateLocal } from '../../core/backup/migrations';
import type { KeyValueStore } from '../keyValue';

/**
 * Upgrades this device's stored settings (table `storage`) to LOCAL_VERSION on load; the version is kept
 * under LOCAL_VERSION_KEY. Values from a newer version are left as they are (each setting validates on
 * read and falls back to its default).
 */
export async function migrateLocalStore(kv: KeyValueStore): Promise<number> {
  const stored = await kv.get(LOCAL_VERSION_KEY);
  const from = typeof stored === 'number' ? stored : 0;
  if (from >= LOCAL_VERSION) return 0;
  const values = new Map<string, unknown>();
  for (const key of await kv.keys()) if (key !== LOCAL_VERSION_KEY) values.set(key, await kv.get(key));
  const changed = migrateLocal(values, from);
  await kv.batch([
    ...[...changed].map(([key, value]) => ({ key, value })),
    { key: LOCAL_VERSION_KEY, value: LOCAL_VERSION },
  ]);
  return changed.size;
}
