import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startRelay } from '../../relay/server';
import { UNREADABLE_TITLE } from '../../src/data/recoveryNotices';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/chromium';
import { ms, ROOT, verdict } from './relayProcess';

/** One garbage record in y-indexeddb: time from navigation to the content and the message on screen. */
export async function benchLocalRecord(): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docket-bench-local-'));
  const relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: path.join(ROOT, process.env.DOCKET_OUT_DIR || 'dist'),
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: `http://localhost:${relay.port}` });
    await page.goto('/courses/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Evidence');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('LAW 210');
    await page.getByRole('textbox', { name: 'Semester', exact: true }).fill('Fall 2026');
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByRole('article', { name: 'Evidence' }).waitFor();
    await page.goto('/favicon.svg');
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('docket-doc');
          req.onsuccess = () => {
            const tx = req.result.transaction('updates', 'readwrite');
            tx.objectStore('updates').add(new Uint8Array([0xff, 0x13, 0x00, 0x42, 0x99, 0x01, 0x07]));
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
          req.onerror = () => reject(req.error);
        }),
    );
    const started = performance.now();
    await page.goto('/courses');
    await page.getByRole('article', { name: 'Evidence' }).waitFor({ timeout: 30_000 });
    await page.getByText(UNREADABLE_TITLE).waitFor({ timeout: 30_000 });
    const elapsed = performance.now() - started;
    const ok = elapsed < 5000;
    console.log(
      `4. one garbage record in y-indexeddb: content and message on screen ${ms(elapsed)} after navigation (target < 5000 ms): ${verdict(ok)}`,
    );
    return ok;
  } finally {
    await browser.close();
    await relay.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
