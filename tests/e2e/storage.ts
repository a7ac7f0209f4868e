import type { Page } from '@playwright/test';
import * as Y from 'yjs';
import { createDocketDoc } from '../../src/data/doc';
import { encodeSnapshot, SNAPSHOT_KEY } from '../../src/data/snapshot';

/**
 * Writes a value into the `docket` database's `storage` table from a page of the app's origin that
 * does not run the app (so nothing re-saves over it), then leaves that page.
 */
export async function writeStorage(page: Page, key: string, value: string) {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([k, v]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          reject(new Error('the app has not created its database yet'));
        };
        open.onsuccess = () => {
          const tx = open.result.transaction('storage', 'readwrite');
          tx.objectStore('storage').put({ key: k, value: v, timestamp: Date.now() });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    [key, value] as const,
  );
}

/** A snapshot (as the app saves it) of a document built in Node by `build`. */
export function snapshotOf(build: (doc: Y.Doc) => void): string {
  const doc = createDocketDoc();
  build(doc);
  return JSON.stringify(encodeSnapshot(Y.encodeStateAsUpdate(doc)));
}

export { SNAPSHOT_KEY };
