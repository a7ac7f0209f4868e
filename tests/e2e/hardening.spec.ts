import { DEVICE_FULL_MESSAGE } from '../../src/data/commit';
import { GARBLED_SPACE_TITLE, UNREADABLE_TITLE } from '../../src/data/recoveryNotices';
import { createCourse, expect, openApp, test } from './fixtures';
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

test('a damaged space id is kept and reported, not silently replaced', async ({ page }) => {
  await openApp(page);
  await writeStorage(page, 'spaceId', JSON.stringify('garbled id ☹'));
  await openApp(page);
  await expect(page.getByText(GARBLED_SPACE_TITLE)).toBeVisible();
  await expect(page.getByText(/Docket kept the damaged id \("garbled id ☹"\)/)).toBeVisible();
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
