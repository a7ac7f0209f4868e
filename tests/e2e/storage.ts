import type { Page } from '@playwright/test';
import * as Y from 'yjs';
import { createDocketDoc } from '../../src/data/doc';
import { encodeSnapshot, SNAPSHOT_KEY } from '../../src/data/snapshot';

/**
 * Writes a value into the `docket` database's `storage` table from `page`, which must be on a page of
 * the app's origin that does not run the app (e.g. /favicon.svg), so nothing re-saves over it.
 * The app must have been opened once in this context, so its database exists.
 */
export async function putStorageValue(page: Page, key: string, value: string): Promise<void> {
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

/** putStorageValue from /favicon.svg of the page's base URL (the page is left there). */
export async function writeStorage(page: Page, key: string, value: string): Promise<void> {
  await page.goto('/favicon.svg');
  await putStorageValue(page, key, value);
}

/** A document in the form the app saves its snapshot (the value under SNAPSHOT_KEY). */
export function snapshotValue(doc: Y.Doc): string {
  return JSON.stringify(encodeSnapshot(Y.encodeStateAsUpdate(doc)));
}

/** The snapshot value of a document built in Node by `build`. */
export function snapshotOf(build: (doc: Y.Doc) => void): string {
  const doc = createDocketDoc();
  build(doc);
  return snapshotValue(doc);
}

export { SNAPSHOT_KEY };
