import { createCourse, expect, openApp, test, waitForServiceWorker } from './fixtures';

test('after one online visit the app and its data open with the network off', async ({ page, context }) => {
  await openApp(page, '/dashboard');
  await waitForServiceWorker(page);
  await createCourse(page, { name: 'Property', code: 'LAW 140', semester: 'Spring 2027' });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Property' })).toBeVisible();
  await page.goto('/rpa');
  await expect(page.getByTestId('sync-indicator')).toBeVisible();
  await page.goto('/courses/new');
  await expect(page.getByRole('heading', { name: 'Create Course' })).toBeVisible();
  await context.setOffline(false);
});

test('a corrupted snapshot is set aside, the student is told, and nothing else is lost', async ({
  page,
  context,
}) => {
  await createCourse(page, { name: 'Evidence', code: 'LAW 230', semester: 'Spring 2027' });
  await page.close();
  // Damage the snapshot from a page of the same origin that does not run the app (which would re-save it).
  const other = await context.newPage();
  await other.goto('/favicon.svg');
  await other.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onsuccess = () => {
          const tx = open.result.transaction('storage', 'readwrite');
          tx.objectStore('storage').put({
            key: 'docket:snapshot',
            value: '{"v":1,"update":"%%%"}',
            timestamp: Date.now(),
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await openApp(other, '/courses');
  await expect(other.getByText('A damaged backup copy was set aside')).toBeVisible();
  await expect(other.getByRole('article', { name: 'Evidence' })).toBeVisible();
});
