import { expect, openApp, test } from './fixtures';
import { byTitle, caughtUpDoc, fixClock, planDoc } from './plan-seed';
import { seedDocument } from './seed';

const card = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('group', { name: label });

test.describe('dashboard and recommendations', () => {
  test('the four cards match the data; behind-schedule and due-soon recommendations; dismiss holds after reload', async ({
    context,
  }) => {
    await fixClock(context);
    const page = await seedDocument(context, planDoc());
    await openApp(page, '/dashboard');
    await expect(page).toHaveTitle('Dashboard - Torts - Docket');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // 4 of 16 readings completed; 1 reading has an RPA; 1 weak spot not resolved; 1 reading due in 3 days.
    await expect(card(page, 'Reading progress').getByTestId('card-value')).toHaveText('25%');
    await expect(page.getByTestId('reading-progress')).toHaveText('4 of 16 completed');
    await expect(card(page, 'RPA coverage').getByTestId('card-value')).toHaveText('6%');
    await expect(page.getByTestId('rpa-coverage')).toHaveText('1 of 16 readings have an RPA');
    await expect(card(page, 'Weak spots').getByTestId('card-value')).toHaveText('1');
    await expect(card(page, 'Upcoming deadlines').getByTestId('card-value')).toHaveText('1');
    await expect(card(page, 'Upcoming deadlines')).toContainText(
      `Wed, Nov 25: ${byTitle('Tarasoff v. Regents').title}`,
    );

    const next = page.getByRole('heading', { name: 'What to Do Next' });
    await expect(next).toBeVisible();
    const items = page.getByTestId('recommendation');
    await expect(items).toHaveCount(6);
    const behind = items.filter({ hasText: 'Catch up on Torts: 14 days behind' });
    await expect(behind).toHaveAttribute('data-type', 'syllabus_catch_up');
    await expect(behind).toHaveAttribute('data-priority', 'high');
    await expect(behind).toContainText(
      '3 weeks of the semester have passed; your readings are complete up to week 1.',
    );
    const due = items.filter({ hasText: 'Read Tarasoff v. Regents' });
    await expect(due).toHaveAttribute('data-type', 'upcoming_deadline');
    await expect(due).toContainText('It is due today, within 24 hours, and is not marked complete.');
    await expect(due.getByRole('link', { name: /^Take Action/ })).toHaveAttribute(
      'href',
      `/syllabus/reading/${byTitle('Tarasoff v. Regents').id}`,
    );

    await due.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(
      page.getByTestId('recommendation').filter({ hasText: 'Read Tarasoff v. Regents' }),
    ).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('reading-progress')).toHaveText('4 of 16 completed');
    await expect(page.getByTestId('recommendation').filter({ hasText: 'Catch up on Torts' })).toHaveCount(1);
    await expect(
      page.getByTestId('recommendation').filter({ hasText: 'Read Tarasoff v. Regents' }),
    ).toHaveCount(0);

    // Recent activity: newest first.
    const activity = page.getByTestId('activity');
    await expect(activity.first()).toContainText(`Completed ${byTitle('Byrne v. Boadle').title}`);
    await expect(page.getByRole('link', { name: 'Create RPA' })).toHaveAttribute('href', '/rpa/new');
    await expect(page.getByRole('link', { name: 'Start Practice' })).toHaveAttribute(
      'href',
      '/focus-session',
    );
    await expect(page.getByRole('link', { name: 'View Syllabus' })).toHaveAttribute('href', '/syllabus');

    // The recommendations page: the dismissed one is struck through and disabled.
    await page.getByRole('link', { name: 'All recommendations' }).click();
    await expect(page).toHaveTitle('Recommendations - Torts - Docket');
    const dismissed = page.getByTestId('recommendation').filter({ hasText: 'Read Tarasoff v. Regents' });
    await expect(dismissed).toHaveAttribute('data-dismissed', 'true');
    await expect(dismissed.getByRole('button', { name: /^Dismiss/ })).toBeDisabled();
    await expect(dismissed.getByRole('heading')).toHaveCSS('text-decoration-line', 'line-through');
    const total = await page.getByTestId('recommendation').count();
    await expect(page.getByRole('group', { name: 'Total' })).toContainText(String(total));
    await expect(page.getByRole('group', { name: 'Dismissed' })).toContainText('1');
    await expect(page.getByRole('group', { name: 'Active' })).toContainText(String(total - 1));
    const rpaItems = await page
      .locator('[data-testid="recommendation"][data-type="create_rpa"][data-dismissed="false"]')
      .count();
    await expect(page.getByRole('group', { name: 'RPAs needed' })).toContainText(String(rpaItems));
    const high = await page
      .locator('[data-testid="recommendation"][data-priority="high"][data-dismissed="false"]')
      .count();
    await expect(page.getByRole('group', { name: 'High priority' })).toContainText(String(high));

    // Filters.
    await page
      .getByRole('textbox', { name: 'Priority' })
      .or(page.getByRole('combobox', { name: 'Priority' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'high', exact: true }).click();
    await expect(page.getByTestId('shown-count')).toHaveText(`Showing ${high + 1} of ${total}`);
    for (const p of await page
      .getByTestId('recommendation')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-priority'))))
      expect(p).toBe('high');
    await page
      .getByRole('switch', { name: 'Active Only' })
      .or(page.getByRole('checkbox', { name: 'Active Only' }))
      .first()
      .check();
    await expect(page.getByTestId('shown-count')).toHaveText(`Showing ${high} of ${total}`);
    await expect(page.locator('[data-dismissed="true"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByTestId('shown-count')).toHaveText(`Showing ${total} of ${total}`);
    await page
      .getByRole('textbox', { name: 'Type' })
      .or(page.getByRole('combobox', { name: 'Type' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Create RPA (create_rpa)' }).click();
    await expect(page.getByTestId('shown-count')).toHaveText(`Showing ${rpaItems} of ${total}`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('shown-count')).toHaveText(`Showing ${rpaItems} of ${total}`);
  });

  test("'No Course Selected' with Manage Courses", async ({ context }) => {
    await fixClock(context);
    const page = await context.newPage();
    await openApp(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'No Course Selected' })).toBeVisible();
    await page.getByRole('link', { name: 'Manage Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("'All caught up!' when practice (from the synced sessions) is on track and nothing is due", async ({
    context,
  }) => {
    await fixClock(context);
    const page = await seedDocument(context, caughtUpDoc());
    await openApp(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('All caught up!')).toBeVisible();
    await expect(page.getByTestId('recommendation')).toHaveCount(0);
    await expect(page.getByTestId('activity').first()).toContainText('Practised Explain the duty of care');
  });

  test('reads correctly at 375 px', async ({ context }) => {
    await fixClock(context);
    const page = await seedDocument(context, planDoc());
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/dashboard', '/recommendations']) {
      await openApp(page, path);
      await expect(page.getByTestId('recommendation').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
