import {
  expect,
  expectSavedCheckbox,
  goInApp,
  openApp,
  SERVICE_WORKER,
  test,
  waitForServiceWorker,
} from './fixtures';
import { seedCourses } from './seed';
import { chooseFile, devSyllabus, expectCreated, fixture, status } from './syllabus-helpers';

test('without a course the wizard says so and links to /courses/new', async ({ page }) => {
  await openApp(page, '/syllabus/upload');
  await expect(page.getByText(/A syllabus is saved to a course/)).toBeVisible();
  await page.getByRole('link', { name: 'create a course' }).click();
  await expect(page).toHaveURL(/\/courses\/new$/);
  await goInApp(page, '/syllabus');
  await expect(page.getByText('No syllabus loaded.')).toBeVisible();
});

test('a text PDF from the dev set: saved, reviewed and edited; timeline, week view, completion after reload', async ({
  context,
}) => {
  test.setTimeout(120_000);
  // The course is set-up, not the subject: saved as a backup brings it, and the app starts on the upload.
  const page = await seedCourses(context, [
    { id: 'course-civpro', name: 'Civil Procedure', code: 'LAW 120', semester: 'Fall 2020' },
  ]);
  await openApp(page, '/syllabus/upload');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please select a file')).toBeVisible();

  await chooseFile(page, devSyllabus('p01.pdf'));
  // The result has both semester dates and meeting days: saved straight to complete.
  await expectCreated(page);
  await expect(status(page)).toHaveText('Syllabus created successfully!');

  await page.getByRole('link', { name: 'Check what was saved' }).click();
  await expect(page).toHaveURL(/\/syllabus\/review\?courseId=/);
  await expect(page.getByTestId('review-source')).toContainText('local structurer');
  await expect(page.getByText('Overall confidence')).toBeVisible();
  const first = page.getByRole('textbox', { name: 'Title, week 1, reading 1', exact: true });
  await expect(first).toHaveValue('U.S. Constitution, Art. III, § 1');
  await expect(page.getByRole('button', { name: 'p. 2, line 6' }).first()).toBeVisible();

  // The source opens the uploaded file at that page with the line boxed.
  await page.getByRole('button', { name: 'p. 2, line 6' }).first().click();
  await expect(page.getByTestId('source-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await page.keyboard.press('Escape');

  await first.fill('U.S. Constitution, Article III');
  await page.getByRole('textbox', { name: 'Pages, week 1, reading 1', exact: true }).fill('1-3');
  await page.getByRole('textbox', { name: 'Week 1 topic', exact: true }).fill('The federal courts');
  // Add a reading and remove it again; add one that stays.
  const week2 = page.getByRole('group', { name: 'Week 2', exact: true });
  const before = await week2.getByRole('row').count();
  await week2.getByRole('button', { name: 'Add reading to week 2' }).click();
  await expect(week2.getByRole('row')).toHaveCount(before + 1);
  const added = before; // rows include the header row
  await expect(page.getByRole('textbox', { name: `Title, week 2, reading ${added}` })).toHaveValue('');
  await expect(week2.getByRole('row').last()).toHaveAttribute('data-low-confidence', 'true');
  await page
    .getByRole('textbox', { name: `Title, week 2, reading ${added}` })
    .fill('Class handout on joinder');
  await page.getByRole('button', { name: 'Confirm and Save' }).click();

  await expect(page).toHaveURL(/\/syllabus\?courseId=/);
  await expect(page.getByRole('heading', { name: 'Syllabus Timeline' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Week \d+$/ })).toHaveCount(14);
  await expect(page.getByTestId('week-1-percent')).toHaveText('0%');

  await page.getByRole('link', { name: 'Week 1', exact: true }).click();
  await expect(page).toHaveURL(/\/syllabus\/week\/1/);
  await expect(page.getByText('The federal courts', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  const card = page.getByRole('article', { name: 'U.S. Constitution, Article III' });
  await expect(card).toContainText('pp. 1-3');
  await card.getByRole('checkbox', { name: /^Mark .+ as complete$/ }).check();
  await expectSavedCheckbox(card.getByRole('checkbox', { name: /^Mark .+ as complete$/ }));
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: 'U.S. Constitution, Article III' })
      .getByRole('checkbox', { name: 'Mark U.S. Constitution, Article III as complete' }),
  ).toBeChecked();

  await page.getByRole('link', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/\/syllabus\/week\/2/);
  await expect(page.getByRole('article', { name: 'Class handout on joinder' })).toBeVisible();
  await goInApp(page, '/syllabus/week/14');
  await expect(page.getByText('No readings assigned.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Previous week' })).toHaveAttribute(
    'href',
    /\/syllabus\/week\/13/,
  );

  // 1 of 14 readings of week 1 done: 7%.
  await goInApp(page, '/syllabus');
  await expect(page.getByTestId('week-1-percent')).toHaveText('7%');

  // The reading's own page: completion, notes, links to RPA and flowmap.
  await goInApp(page, '/syllabus/week/1');
  await page.getByRole('link', { name: 'U.S. Constitution, Article III' }).click();
  await expect(page).toHaveURL(/\/syllabus\/reading\//);
  // The URL changes before the router commits the new screen, so the week view (whose 14 boxes carry
  // the visible label "Mark as complete" too) can still be on screen: wait for the reading's own
  // heading, then find its box by its exact accessible name (week boxes are named after their reading).
  await expect(
    page.getByRole('heading', { level: 2, name: 'U.S. Constitution, Article III', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mark as complete', exact: true })).toBeChecked();
  await page.getByLabel('Notes').fill('Read with the Judiciary Act');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByRole('link', { name: 'Create RPA' })).toHaveAttribute(
    'href',
    /\/rpa\/create\?readingId=.+&courseId=.+/,
  );
  await expect(page.getByRole('link', { name: 'Create flowmap' })).toHaveAttribute(
    'href',
    /\/flowmap\/create\?readingId=.+&courseId=.+/,
  );
  await page.reload();
  await expect(page.getByLabel('Notes')).toHaveValue('Read with the Judiciary Act');

  // Re-saving from review keeps the completion of an unchanged reading.
  await goInApp(page, '/syllabus/review');
  await page.getByRole('button', { name: 'Confirm and Save' }).click();
  await expect(page).toHaveURL(/\/syllabus\?courseId=/);
  await expect(page.getByTestId('week-1-percent')).toHaveText('7%');
});

test('a photo read with OCR from the app’s own files with the network off', { tag: SERVICE_WORKER }, async ({
  context,
}) => {
  test.setTimeout(150_000);
  const origin = new URL(process.env.DOCKET_BASE_URL as string).origin;
  const foreign: string[] = [];
  context.on('request', (req) => {
    if (!req.url().startsWith(origin) && !req.url().startsWith('data:') && !req.url().startsWith('blob:'))
      foreign.push(req.url());
  });
  const page = await seedCourses(context, [
    { id: 'course-property', name: 'Property', code: 'LAW 140', semester: 'Spring 2026' },
  ]);
  await openApp(page, '/syllabus/upload');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Upload a syllabus' })).toBeVisible();
  // The upload page keeps the OCR files for offline use.
  await page.waitForFunction(
    async () => {
      const cache = await caches.open('docket-syllabus-assets-v1');
      const urls = (await cache.keys()).map((r) => r.url);
      return (
        urls.some((u) => u.endsWith('/ocr/worker.min.js')) &&
        urls.some((u) => /\/ocr\/tesseract-core-.*\.wasm\.js$/.test(u)) &&
        urls.some((u) => u.endsWith('/ocr/eng.traineddata.gz'))
      );
    },
    null,
    { timeout: 60_000, polling: 500 },
  );

  await context.setOffline(true);
  await chooseFile(page, fixture('syllabus-photo.png'));
  // A photo has no semester dates: the semester step, with its alerts.
  await expect(page.getByText('Please confirm or correct the semester details')).toBeVisible({
    timeout: 90_000,
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter both semester start and end dates')).toBeVisible();
  await page.getByLabel('Semester Start Date').fill('2026-01-19');
  await page.getByLabel('Semester End Date').fill('2026-05-01');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select at least one meeting day')).toBeVisible();
  await page.getByRole('button', { name: 'Tuesday' }).click();
  await page.getByRole('button', { name: 'Thursday' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Review: the readings the OCR found, with their source in the photo.
  await expect(page.getByRole('button', { name: 'Confirm and Save' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('review-source')).toContainText('local structurer');
  await expect(page.getByRole('textbox', { name: 'Title, week 1, reading 1', exact: true })).toHaveValue(
    /first possession/i,
  );
  await page
    .getByRole('button', { name: /^p\. 1, line \d+$/ })
    .first()
    .click();
  await expect(page.getByTestId('source-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Confirm and Save' }).click();
  await expectCreated(page);
  // Offline, the server copy waits in the service worker's queue.
  await expect(page.getByText('It will be sent to the server when you are back online.')).toBeVisible();

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('group', { name: 'Week 1' })).toBeVisible();
  await page.goto('/syllabus/week/1');
  await expect(page.getByRole('article').first()).toContainText(/first possession/i);
  await expect(page.getByRole('article').first()).toContainText('Due Tue, Jan 20, 2026');
  await context.setOffline(false);
  expect(foreign).toEqual([]);
});
