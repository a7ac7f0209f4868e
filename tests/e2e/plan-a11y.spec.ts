import type { Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES } from './axe';
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

/** Switches the emulated colour scheme and waits until Mantine has applied it to the page. */
async function switchScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** Each route opened inside the app: every rule in light; in dark the same DOM again, so only the colour rules. */
async function violations(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const route of ROUTES) {
    await switchScheme(page, 'light');
    await goInApp(page, route);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      const v = await axeViolations(page, scheme === 'dark' ? COLOUR_RULES : undefined);
      if (v.length) found[`${route} (${scheme})`] = v;
    }
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
