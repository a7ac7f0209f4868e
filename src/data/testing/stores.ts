import { afterEach, vi } from 'vitest';
import { type DocketStore, startStore } from '../store';

/**
 * Stores for one test file on fake-indexeddb: `names()` gives a fresh database and document name, `start`
 * opens a store that is closed after each test (mocks restored too).
 */
export function testStores(prefix: string) {
  let n = 0;
  const open: DocketStore[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const s of open.splice(0)) await s.close().catch(() => {});
  });
  return {
    names: () => ({ databaseName: `docket-${prefix}-${++n}`, docName: `docket-doc-${prefix}-${n}` }),
    start: async (opts: Parameters<typeof startStore>[0]): Promise<DocketStore> => {
      const store = await startStore(opts);
      open.push(store);
      return store;
    },
  };
}
