import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build as bundleFor } from 'esbuild';
import * as Y from 'yjs';
import { createDocketDoc } from '../../src/data/doc';
import { encodeSnapshot, SNAPSHOT_KEY } from '../../src/data/snapshot';

interface SeedApi {
  putStorage(key: string, raw: string): Promise<void>;
  putFile(id: string, name: string, type: string, base64: string): Promise<void>;
}
declare global {
  interface Window {
    __docketSeed?: SeedApi;
  }
}

let bundle: Promise<string> | undefined;

/** ./page/seed-db.ts bundled for the browser (once per worker). */
function seedScript(): Promise<string> {
  bundle ??= bundleFor({
    entryPoints: [fileURLToPath(new URL('./page/seed-db.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'chrome120',
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
}

/**
 * Makes the app's database writable from `page`, which must be on a page of the app's origin that does not
 * run the app (e.g. /favicon.svg), so nothing re-saves over what is written.
 */
async function withSeedApi(page: Page): Promise<void> {
  if (await page.evaluate(() => window.__docketSeed !== undefined)) return;
  // The page is an SVG document (no <head> for a script tag): the bundle runs as an evaluated script.
  await page.evaluate(await seedScript());
  if (!(await page.evaluate(() => window.__docketSeed !== undefined)))
    throw new Error('the seeding script did not set up window.__docketSeed');
}

/**
 * Writes a value into the `docket` database's `storage` table from `page` (on the app's origin, not running
 * the app), through the app's own database code: the database is made if the app never ran in this context.
 */
export async function putStorageValue(page: Page, key: string, value: string): Promise<void> {
  await withSeedApi(page);
  await page.evaluate(([k, v]) => (window.__docketSeed as SeedApi).putStorage(k, v), [key, value] as const);
}

/** Puts a file's bytes into the `docket` database's `files` table from `page` (as putStorageValue). */
export async function putStoredFile(
  page: Page,
  file: { id: string; name: string; type: string; bytes: Buffer },
) {
  await withSeedApi(page);
  await page.evaluate(
    ([id, name, type, data]) => (window.__docketSeed as SeedApi).putFile(id, name, type, data),
    [file.id, file.name, file.type, file.bytes.toString('base64')] as const,
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
