import { expectNoAxeViolations } from './axe';
import { expect, expectSavedCheckbox, openApp, test } from './fixtures';
import { fixClock, planDoc } from './plan-seed';
import { seedDocument } from './seed';

test('the Sunday audit names this week’s readings on their days; Complete, added tasks and ticks persist and survive a re-run', async ({
  context,
}) => {
  await fixClock(context);
  const page = await seedDocument(context, planDoc());
  await openApp(page, '/weekly');
  await expect(page).toHaveTitle('Weekly Board - Torts - Docket');
  await expect(page.getByTestId('week-of')).toHaveText('Week of November 23, 2026');
  await expect(page.getByRole('heading', { name: 'No plan for this week yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Run Sunday Audit' }).click();

  const days = page.getByTestId('day-card');
  await expect(days).toHaveCount(7);
  const dayCard = (name: string) => page.getByRole('region', { name });
  await expect(days.first()).toHaveAttribute('data-date', '2026-11-23');
  // Class-day readings on their days; Monday's is already done.
  const monday = dayCard('Monday');
  await expect(monday.getByRole('checkbox', { name: 'Read before class: Byrne v. Boadle' })).toBeChecked();
  await expect(monday.getByRole('checkbox', { name: 'Complete Monday' })).toBeChecked();
  const wednesday = dayCard('Wednesday');
  await expect(
    wednesday.getByRole('checkbox', { name: 'Read before class: Tarasoff v. Regents' }),
  ).not.toBeChecked();
  await expect(wednesday.getByText('Today')).toBeVisible();
  // Overdue readings, RPAs to write, the open weak spot and two practice sessions, on the days ahead.
  const board = page.locator('main');
  for (const task of [
    'Catch up: Hammontree v. Jenner (was due Wed, Nov 11)',
    'Catch up: Summers v. Tice (was due Mon, Nov 16)',
    'Catch up: Ybarra v. Spangard (was due Wed, Nov 18)',
    'Write an RPA: Garratt v. Dailey',
    'Write an RPA: Byrne v. Boadle',
    'Review weak spot: Proximate cause',
  ])
    await expect(board.getByRole('checkbox', { name: task })).toHaveCount(1);
  await expect(
    board.getByRole('checkbox', { name: 'Practice session: a timed writing exercise' }),
  ).toHaveCount(2);
  await expect(dayCard('Monday').getByTestId('task')).toHaveCount(1);
  await expect(dayCard('Tuesday').getByTestId('task')).toHaveCount(0);

  // (The pointer still rests on Run Sunday Audit; its hover shade is the theme's, checked elsewhere.)
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);

  // Complete on Wednesday ticks its tasks and persists.
  const complete = wednesday.getByRole('checkbox', { name: 'Complete Wednesday' });
  await complete.check();
  await expectSavedCheckbox(complete);
  await expect(
    wednesday.getByRole('checkbox', { name: 'Read before class: Tarasoff v. Regents' }),
  ).toBeChecked();
  // A task of the student's own on Friday, edited.
  const friday = dayCard('Friday');
  await friday.getByRole('textbox', { name: 'New task for Friday' }).fill('Outline negligence');
  await friday.getByRole('button', { name: 'Add task to Friday' }).click();
  await expect(friday.getByRole('checkbox', { name: 'Outline negligence' })).toBeVisible();
  await friday.getByRole('button', { name: 'Edit task: Outline negligence' }).click();
  await friday
    .getByRole('textbox', { name: 'Edit task: Outline negligence' })
    .fill('Outline negligence and duty');
  await friday.getByRole('button', { name: 'Save task' }).click();
  await expect(friday.getByRole('checkbox', { name: 'Outline negligence and duty' })).toBeVisible();
  await friday.getByRole('textbox', { name: 'New task for Friday' }).fill('Outline negligence and duty');
  await friday.getByRole('button', { name: 'Add task to Friday' }).click();
  await expect(friday.getByText('This day already has that task.')).toBeVisible();
  await friday.getByRole('textbox', { name: 'New task for Friday' }).fill('');

  await page.reload();
  await expect(dayCard('Wednesday').getByRole('checkbox', { name: 'Complete Wednesday' })).toBeChecked();
  await expect(
    dayCard('Friday').getByRole('checkbox', { name: 'Outline negligence and duty' }),
  ).toBeVisible();

  // Removing a task, then re-running: ticks of tasks that remain and the student's own task are kept.
  const thursdayTasks = dayCard('Thursday').getByTestId('task');
  const before = await thursdayTasks.count();
  await dayCard('Thursday')
    .getByRole('button', { name: /^Remove task: / })
    .first()
    .click();
  await expect(thursdayTasks).toHaveCount(before - 1);
  await page.getByRole('button', { name: 'Run Sunday Audit' }).click();
  await expect(thursdayTasks).toHaveCount(before);
  await expect(dayCard('Wednesday').getByRole('checkbox', { name: 'Complete Wednesday' })).toBeChecked();
  await expect(
    dayCard('Wednesday').getByRole('checkbox', { name: 'Read before class: Tarasoff v. Regents' }),
  ).toBeChecked();
  await expect(
    dayCard('Friday').getByRole('checkbox', { name: 'Outline negligence and duty' }),
  ).toBeVisible();

  // Previous and next week.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('week-of')).toHaveText('Week of November 30, 2026');
  await expect(page.getByRole('heading', { name: 'No plan for this week yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Run Sunday Audit' }).click();
  await expect(
    dayCard('Monday').getByRole('checkbox', { name: 'Read before class: MacPherson v. Buick' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByTestId('week-of')).toHaveText('Week of November 23, 2026');
  await expect(dayCard('Wednesday').getByRole('checkbox', { name: 'Complete Wednesday' })).toBeChecked();
});

test('the weekly board reads correctly at 375 px', async ({ context }) => {
  await fixClock(context);
  const page = await seedDocument(context, planDoc());
  await page.setViewportSize({ width: 375, height: 800 });
  await openApp(page, '/weekly');
  await page.getByRole('button', { name: 'Run Sunday Audit' }).click();
  await expect(page.getByTestId('day-card')).toHaveCount(7);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
