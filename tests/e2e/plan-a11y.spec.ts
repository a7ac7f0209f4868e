import type { Page } from '@playwright/test';
import { axeViolationsBothSchemes } from './axe';
import { expect, goInApp, openApp, test } from './fixtures';
import { fixClock, planDoc } from './plan-seed';
import { seedDocument } from './seed';

const ROUTES = [
  '/dashboard',
  '/recommendations',
  '/weekly',
  '/workflows',
  '/workflows/reading-prep',
  '/workflows/active-reading',
  '/workflows/post-reading',
  '/workflows/weekly-review',
  '/workflows/exam-prep',
];

/** Each route opened inside the app: every rule in light; in dark the same DOM again, so only the colour rules. */
async function violations(page: Page): Promise<Record<string, string[]>> {
  let found: Record<string, string[]> = {};
  let scheme: 'light' | 'dark' = 'light';
  for (const route of ROUTES) {
    await goInApp(page, route);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    // Both schemes, starting in the one the last route left (one switch per route, not three).
    const checked = await axeViolationsBothSchemes(page, route, scheme);
    found = { ...found, ...checked.found };
    scheme = checked.left;
  }
  return found;
}

test('plan screens with content, a dismissed recommendation and a board: no axe violations, light and dark', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, colorScheme: 'light' });
  await fixClock(context);
  const page = await seedDocument(context, planDoc());
  await openApp(page, '/recommendations');
  await page
    .getByRole('button', { name: /^Dismiss/ })
    .first()
    .click();
  await expect(page.locator('[data-dismissed="true"]')).toHaveCount(1);
  await goInApp(page, '/weekly');
  await page.getByRole('button', { name: 'Run Sunday Audit' }).click();
  await expect(page.getByTestId('day-card')).toHaveCount(7);
  await page.mouse.move(0, 0);
  expect(await violations(page)).toEqual({});
  await context.close();
});
