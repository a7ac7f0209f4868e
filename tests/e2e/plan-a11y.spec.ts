import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, openApp, test } from './fixtures';
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

async function violations(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const route of ROUTES) {
    await openApp(page, route);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    const v = await axeViolations(page);
    if (v.length) found[route] = v;
  }
  return found;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`plan screens with content, a dismissed recommendation and a board: no axe violations (${scheme})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, colorScheme: scheme });
    await fixClock(context);
    const page = await seedDocument(context, planDoc());
    await openApp(page, '/recommendations');
    await page
      .getByRole('button', { name: /^Dismiss/ })
      .first()
      .click();
    await expect(page.locator('[data-dismissed="true"]')).toHaveCount(1);
    await openApp(page, '/weekly');
    await page.getByRole('button', { name: 'Run Sunday Audit' }).click();
    await expect(page.getByTestId('day-card')).toHaveCount(7);
    await page.mouse.move(0, 0);
    expect(await violations(page)).toEqual({});
    await context.close();
  });
}
