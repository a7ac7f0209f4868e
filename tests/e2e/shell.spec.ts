import { expect, openApp, test } from './fixtures';

const LINKS = [
  'Dashboard',
  'Workflows',
  'Courses',
  'RPAs',
  'Flowmaps',
  'Weak Spots',
  'Practice',
  'Analytics',
  'Weekly',
  'Syllabus',
];

test('the root redirects to the dashboard, replacing history', async ({ page }) => {
  await page.goto('/courses');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/courses$/);
});

test('the nav bar has exactly the spec links, the title, and the sync indicator', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openApp(page, '/courses');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(LINKS);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(['Courses']);
  await nav.getByRole('link', { name: 'Weak Spots' }).click();
  await expect(page).toHaveURL(/\/weak-spots$/);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(['Weak Spots']);
  await page.getByRole('link', { name: 'Docket home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(['Dashboard']);
  await expect(page.getByTestId('sync-indicator')).toContainText(/Sync: (Connected|Syncing|Offline)/);
});

test('every route of the spec renders inside the shell', async ({ page }) => {
  await openApp(page, '/dashboard');
  const routes: [string, string][] = [
    ['/workflows/reading-prep', 'Reading Prep'],
    ['/rpa/new', 'Create New RPA'],
    ['/flowmap', 'Doctrine Flowmaps'],
    ['/weak-spots/list', 'Weak Spots'],
    ['/weak-spot/abc', 'Weak Spot'],
    ['/focus-session/history', 'Session History'],
    ['/syllabus/week/1', 'Syllabus'],
    ['/recommendations', 'Recommendations'],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on a 375 px phone the links sit behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openApp(page, '/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Navigation' });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(menu).toBeInViewport();
  await menu.getByRole('link', { name: 'Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(menu.locator('[aria-current="page"]')).toHaveText(['Courses']);
  await expect(menu).not.toBeInViewport(); // the menu closes once the page changes
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the colour scheme follows the system and can be switched', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page, '/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('without IndexedDB the app says so instead of failing silently', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Docket cannot start' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('IndexedDB is unavailable');
});
