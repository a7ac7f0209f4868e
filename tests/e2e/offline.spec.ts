import * as Y from 'yjs';
import {
  createCourse,
  expect,
  expectStarted,
  openApp,
  SERVICE_WORKER,
  test,
  waitForServiceWorker,
} from './fixtures';
import { SNAPSHOT_KEY, snapshotOf, writeStorage } from './storage';

test('after one online visit the app and its data open with the network off', {
  tag: SERVICE_WORKER,
}, async ({ page, context }) => {
  await openApp(page, '/dashboard');
  await waitForServiceWorker(page);
  await createCourse(page, { name: 'Property', code: 'LAW 140', semester: 'Spring 2027' });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Property' })).toBeVisible();
  await page.goto('/rpa');
  await expectStarted(page);
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
  const other = await context.newPage();
  await writeStorage(other, SNAPSHOT_KEY, '{"v":1,"update":"%%%"}');
  await openApp(other, '/courses');
  await expect(other.getByText('A damaged backup copy was set aside')).toBeVisible();
  await expect(other.getByRole('article', { name: 'Evidence' })).toBeVisible();
});

test('a saved row that fails its schema is repaired or reported, and the rest still shows', async ({
  context,
}) => {
  const stamp = '2026-09-01T10:00:00.000Z';
  const row = (fields: Record<string, unknown>) => {
    const map = new Y.Map<unknown>();
    for (const [k, v] of Object.entries(fields)) map.set(k, v);
    return map;
  };
  const snapshot = snapshotOf((doc) => {
    const courses = doc.getMap<Y.Map<unknown>>('courses');
    const base = { code: 'LAW 1', semester: 'Fall 2026', createdAt: stamp, updatedAt: stamp };
    courses.set('good', row({ ...base, id: 'good', name: 'Contracts' }));
    courses.set('fixable', row({ ...base, id: 'fixable', name: 'Torts', icon: 'rocket', color: 'plaid' }));
    courses.set('broken', row({ ...base, id: 'broken', name: 42 }));
  });
  const other = await context.newPage();
  await writeStorage(other, SNAPSHOT_KEY, snapshot);
  await openApp(other, '/courses');
  await expect(other.getByRole('article', { name: 'Contracts' })).toBeVisible();
  await expect(other.getByRole('article', { name: 'Torts' })).toBeVisible();
  await expect(other.getByText('Some saved items could not be read')).toBeVisible();
  await expect(other.getByText('1 course: they are damaged', { exact: false })).toBeVisible();
});
