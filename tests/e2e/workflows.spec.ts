import { expect, goInApp, openApp, openInApp, test } from './fixtures';
import { byTitle, COURSE, fixClock, planDoc } from './plan-seed';
import { seedDocument } from './seed';

test('each workflow shows the right readings, counts and links', async ({ context }) => {
  await fixClock(context);
  const page = await seedDocument(context, planDoc());
  await openApp(page, '/workflows');
  await expect(page).toHaveTitle('Workflows - Torts - Docket');
  await expect(page.getByTestId('workflow-card')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Start Weekly Review' })).toHaveAttribute(
    'href',
    `/workflows/weekly-review?courseId=${COURSE.id}`,
  );

  // Reading prep: the first 10 of the 12 incomplete readings, by date.
  await page.getByRole('link', { name: 'Start Reading Prep' }).click();
  await expect(page).toHaveTitle('Reading Prep - Torts - Docket');
  const prep = page.getByTestId('workflow-reading');
  await expect(prep).toHaveCount(10);
  await expect(prep.first()).toContainText('Hammontree v. Jenner');
  await expect(prep.first()).toContainText('Due Wed, Nov 11');
  await expect(prep.nth(3)).toContainText('Tarasoff v. Regents');
  await expect(prep.last()).toContainText('Courvoisier v. Raymond');
  await expect(page.getByText('Mohr v. Williams')).toHaveCount(0);
  const tarasoff = byTitle('Tarasoff v. Regents').id;
  await expect(page.getByRole('link', { name: 'Create RPA for Tarasoff v. Regents' })).toHaveAttribute(
    'href',
    `/rpa/create?readingId=${tarasoff}&courseId=${COURSE.id}`,
  );
  await expect(page.getByRole('link', { name: 'Flowmaps for Tarasoff v. Regents' })).toHaveAttribute(
    'href',
    `/flowmap/create?readingId=${tarasoff}&courseId=${COURSE.id}`,
  );
  await expect(page.getByRole('link', { name: 'Mark weak spot for Tarasoff v. Regents' })).toHaveAttribute(
    'href',
    /^\/weak-spots\/new\?/,
  );
  await page.getByRole('link', { name: 'Mark weak spot for Tarasoff v. Regents' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Week/ })).toHaveValue('4');

  // Active reading: week 4's two readings, switched by number.
  await goInApp(page, '/workflows/active-reading');
  await expect(page.getByText('Week 4: reading 1 of 2')).toBeVisible();
  await expect(page.getByTestId('active-reading')).toContainText('Byrne v. Boadle');
  await page.getByRole('button', { name: 'Reading 2: Tarasoff v. Regents' }).click();
  await expect(page.getByTestId('active-reading')).toContainText('Tarasoff v. Regents');
  await expect(page.getByText('Rule, Purpose, Application: capture the rule as you read.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create RPA for Tarasoff v. Regents' })).toHaveAttribute(
    'href',
    `/rpa/create?readingId=${tarasoff}&courseId=${COURSE.id}`,
  );
  await expect(page.getByRole('link', { name: 'Practice Session for Tarasoff v. Regents' })).toHaveAttribute(
    'href',
    `/focus-session?courseId=${COURSE.id}`,
  );

  // Post-reading: what was completed this week, with its date.
  await goInApp(page, '/workflows/post-reading');
  await expect(page.getByTestId('workflow-reading')).toHaveCount(1);
  await expect(page.getByTestId('workflow-reading')).toContainText('Byrne v. Boadle');
  await expect(page.getByTestId('completed-date')).toHaveText('Completed Nov 23, 2026, 8:00 PM');

  // Weekly review: week 4.
  await goInApp(page, `/workflows/weekly-review?courseId=${COURSE.id}`);
  const figure = (label: string) => page.getByRole('group', { name: label }).getByTestId('figure-value');
  await expect(figure('Completed readings')).toHaveText('1');
  await expect(figure('Remaining readings')).toHaveText('1');
  await expect(figure('RPAs')).toHaveText('0');
  await expect(figure('Flowmaps')).toHaveText('0');
  await expect(figure('Unresolved weak spots')).toHaveText('0');
  await expect(page.getByTestId('remaining-reading')).toHaveText(['Tarasoff v. Regents']);
  await expect(page.getByTestId('action-card').first()).toContainText('Finish the week');

  // Exam prep.
  await goInApp(page, '/workflows/exam-prep');
  await expect(figure('RPAs')).toHaveText('1');
  await expect(figure('Completed readings')).toHaveText('4');
  await expect(figure('Outstanding weak spots')).toHaveText('1');
  await expect(figure('Outstanding readings')).toHaveText('12');
  await expect(page.getByTestId('action-card')).toHaveCount(4);
});

test('empty texts, and the workflows at 375 px', async ({ context }) => {
  await fixClock(context);
  const page = await seedDocument(context, planDoc());
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    '/workflows',
    '/workflows/reading-prep',
    '/workflows/active-reading',
    '/workflows/weekly-review',
    '/workflows/exam-prep',
  ]) {
    await openInApp(page, path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).not.toContainText('No Course Selected');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // Mark today's and the remaining readings complete from the week view: the texts for nothing left.
  await goInApp(page, '/syllabus/week/4');
  await page.getByRole('checkbox', { name: 'Mark Tarasoff v. Regents as complete' }).check();
  await goInApp(page, '/workflows/weekly-review');
  await expect(page.getByText('All readings completed!')).toBeVisible();
  await goInApp(page, '/workflows/post-reading');
  await expect(page.getByTestId('workflow-reading')).toHaveCount(2);
});

test('workflows without a course, and with no readings', async ({ context }) => {
  await fixClock(context);
  const page = await context.newPage();
  await openApp(page, '/workflows/reading-prep');
  await expect(page.getByRole('heading', { name: 'No Course Selected' })).toBeVisible();
  await goInApp(page, '/courses/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Evidence');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('LAW 230');
  await page.getByRole('textbox', { name: 'Semester', exact: true }).fill('Fall 2026');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await goInApp(page, '/workflows/reading-prep');
  await expect(page.getByText('No upcoming readings found.')).toBeVisible();
  await goInApp(page, '/workflows/post-reading');
  await expect(page.getByText('No completed readings recorded for this week.')).toBeVisible();
});
