import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DEVICE_FULL_MESSAGE } from '../../src/data/commit';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { GARBLED_SPACE_TITLE, UNREADABLE_TITLE } from '../../src/data/recoveryNotices';
import { createCourse, expect, goInApp, openApp, test } from './fixtures';
import { writeStorage } from './storage';

test('one garbage record in the saved document: the app opens with its content and says what could not be read', async ({
  page,
}) => {
  await createCourse(page, { name: 'Evidence', code: 'LAW 210', semester: 'Fall 2026' });
  await page.goto('/favicon.svg');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('docket-doc');
        req.onsuccess = () => {
          const tx = req.result.transaction('updates', 'readwrite');
          tx.objectStore('updates').add(new Uint8Array([0xff, 0x13, 0x00, 0x42, 0x99, 0x01, 0x07]));
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        req.onerror = () => reject(req.error);
      }),
  );
  await openApp(page, '/courses');
  await expect(page.getByRole('article', { name: 'Evidence' })).toBeVisible();
  await expect(page.getByText(UNREADABLE_TITLE)).toBeVisible();
  await expect(
    page.getByText(
      /^1 saved change on this device could not be read\. It was set aside in this browser's "docket-recovery" storage, not deleted/,
    ),
  ).toBeVisible();
  // The record was copied to the recovery database, not deleted.
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const req = indexedDB.open('docket-recovery');
        req.onsuccess = () => {
          const get = req.result.transaction('records').objectStore('records').count();
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        };
        req.onerror = () => reject(req.error);
      }),
  );
  expect(kept).toBe(1);
});

test('a damaged space id: the data stays, no new space is started, and the device pairs again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // two devices, two courses, a pairing: minutes on a loaded 2-core machine
  await createCourse(page, { name: 'Evidence', code: 'LAW 210', semester: 'Fall 2026' });
  await writeStorage(page, 'spaceId', JSON.stringify('garbled id ☹'));
  await openApp(page, '/courses');
  await expect(page.getByText(GARBLED_SPACE_TITLE).first()).toBeVisible();
  await expect(
    page.getByText(
      /Docket kept the damaged id \("garbled id ☹"\) and everything on this device; it did not start a new, empty sync space\./,
    ),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Evidence' })).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('Sync: Error');
  // Settings offers to pair again, and shows no pairing code of a space that was never started.
  await goInApp(page, '/settings');
  await expect(page.getByRole('button', { name: 'Start a new sync space' })).toBeVisible();
  await expect(page.getByTestId('space-id')).toHaveCount(0);
  // Another device's pairing link: this device joins its space and merges its data into it.
  const other = await browser.newContext({ baseURL });
  try {
    const device = await other.newPage();
    await createCourse(device, { name: 'Tax', code: 'LAW 330', semester: 'Fall 2026' });
    await goInApp(device, '/settings');
    const link = await device.getByRole('textbox', { name: 'Pairing link', exact: true }).inputValue();
    const code = (await device.getByTestId('space-id').textContent()) ?? '';
    await page.goto(link);
    await page
      .getByRole('dialog', { name: 'Join the space from this pairing link?' })
      .getByRole('button', { name: 'Join and merge' })
      .click();
    await expect(page.getByTestId('space-id')).toHaveText(code);
    await expect(page.getByTestId('sync-indicator')).toContainText('Sync: Connected');
    await goInApp(page, '/courses');
    await expect(page.getByRole('article', { name: 'Tax' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Evidence' })).toBeVisible();
    await goInApp(device, '/courses');
    await expect(device.getByRole('article', { name: 'Evidence' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a damaged space id: the student may choose to start a new space instead', async ({ page }) => {
  await openApp(page);
  await writeStorage(page, 'spaceId', JSON.stringify('garbled'));
  await openApp(page, '/settings');
  await page.getByRole('button', { name: 'Start a new sync space' }).click();
  await expect(page.getByTestId('space-id')).toHaveText(/^[A-Za-z0-9_-]{22,64}$/);
  await expect(page.getByTestId('sync-indicator')).toContainText('Sync: Connected');
});

test('a full device: creating a course says the device is full and the course is not kept', async ({
  page,
}) => {
  // The browser's quota, simulated: writes to Docket's database fail with QuotaExceededError once flagged.
  await page.addInitScript(() => {
    const original = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.transaction.db.name === 'docket' && sessionStorage.getItem('e2e-device-full') === '1') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return original.apply(this, args);
    };
  });
  await openApp(page, '/courses/new');
  await page.evaluate(() => sessionStorage.setItem('e2e-device-full', '1'));
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tax');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('LAW 330');
  await page.getByRole('textbox', { name: 'Semester', exact: true }).fill('Fall 2026');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByText(DEVICE_FULL_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/courses\/new$/);
  await page.evaluate(() => sessionStorage.removeItem('e2e-device-full'));
  await openApp(page, '/courses');
  await expect(page.getByRole('article', { name: 'Tax' })).toHaveCount(0);
});

test('the app is served precompressed: Brotli with Content-Encoding and long-lived caching for hashed files', async ({
  page,
}) => {
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (res) => {
    if (/\/assets\/index-[^/]+\.js$/.test(res.url())) {
      const headers = res.headers();
      scripts.push({
        url: res.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    }
  });
  await openApp(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    expect(s.encoding).toBe('br');
    expect(s.cache).toBe('public, max-age=31536000, immutable');
  }
});

/** The main process of the Chromium running with this profile (its helpers carry --type=). */
function browserPid(userDataDir: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    const args = cmdline.split('\0');
    if (
      args.some((a) => a === `--user-data-dir=${userDataDir}`) &&
      !args.some((a) => a.startsWith('--type='))
    )
      return Number(entry);
  }
  throw new Error('Chromium with that profile is not running');
}

test('an RPA is on disk once the app says it was created: killing the browser right after loses nothing', async ({
  baseURL,
}) => {
  test.setTimeout(180_000); // two browser starts and a course and an RPA on a loaded 2-core machine
  const profile = mkdtempSync(path.join(os.tmpdir(), 'docket-kill-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      baseURL,
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
  try {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await createCourse(page, { name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' });
    await goInApp(page, '/rpa/new'); // in the running app: the one start before the kill is not the subject
    await page.getByRole('textbox', { name: 'Rule name', exact: true }).fill('Duty of care');
    await page
      .getByRole('textbox', { name: 'Rule text', exact: true })
      .fill('A duty is owed to foreseeable plaintiffs.');
    await page.getByRole('button', { name: 'Create RPA' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'RPA “Duty of care” created.' })).toBeVisible();
    // The moment the app says so: the whole browser is killed, as a crash or a power cut of the tab would.
    const closed = new Promise<void>((resolve) => first.once('close', () => resolve()));
    process.kill(browserPid(profile), 'SIGKILL');
    await closed;
    const second = await launch();
    try {
      const again = second.pages()[0] ?? (await second.newPage());
      await openApp(again, '/rpa');
      await expect(again.getByText('Duty of care')).toBeVisible();
    } finally {
      await second.close();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
