import { createCourse, expect, goInApp, openApp, test } from './fixtures';
import { buildDoc, daysAgo, seedCourses, seedDocument, selectInput } from './seed';

/** A course whose 4-week syllabus started 15 days ago: today is in week 3. */
function threeWeeksIn() {
  return buildDoc((repos, at) => {
    at(daysAgo(20));
    repos.courses.create({ id: 'c-torts', name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' } as never);
    const start = new Date(Date.now() - 15 * 86_400_000).toISOString().slice(0, 10);
    repos.syllabi.create({
      id: 's-torts',
      courseId: 'c-torts',
      semesterStart: start,
      meetingDays: ['monday'],
      weeks: [1, 2, 3, 4].map((n) => ({ weekNumber: n, topic: `Topic ${n}`, readings: [] })),
      source: 'local',
    } as never);
    repos.readings.createMany(
      [1, 2, 3, 4].map((n) => ({
        courseId: 'c-torts',
        syllabusId: 's-torts',
        title: `Case ${n}`,
        citation: '',
        weekNumber: n,
        order: 1,
      })) as never,
    );
  });
}

test('Week View opens the current week; a week past the end goes to the last week; tabs are titled', async ({
  context,
}) => {
  const page = await seedDocument(context, threeWeeksIn());
  await openApp(page, '/syllabus');
  await expect(page).toHaveTitle('Syllabus Timeline - Torts - Docket');
  await page.getByRole('tab', { name: 'Week View' }).click();
  await expect(page).toHaveURL(/\/syllabus\/week\/3/);
  await expect(page.getByRole('heading', { name: 'Week 3', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Week 3 - Torts - Docket');
  await expect(page.getByRole('checkbox', { name: 'Mark Case 3 as complete' })).toBeVisible();
  await page.goto('/syllabus/week/99');
  await expect(page).toHaveURL(/\/syllabus\/week\/4(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Week 4', exact: true })).toBeVisible();
  await goInApp(page, '/courses');
  await expect(page).toHaveTitle('Courses - Docket');
  await expect(page.locator('h1')).toHaveCount(1);
});

test('a skip link is the first stop for the keyboard and jumps to the content', async ({ page }) => {
  await openApp(page, '/courses');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator('#main-content')).toBeFocused();
});

test('course colours are named by colour; unticking "Make this my active course" is respected; no Set Active on archived', async ({
  page,
}) => {
  await openApp(page, '/courses/new');
  const colours = page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio');
  await expect(colours.first()).toHaveAccessibleName('Sky blue');
  await expect(page.getByRole('radio', { name: /#/ })).toHaveCount(0);
  await createCourse(page, { name: 'Torts', code: 'LAW 101', semester: 'Fall 2026', makeActive: false });
  await expect(selectInput(page, 'Currently viewing')).toHaveValue('No course selected');
  await createCourse(page, { name: 'Contracts', code: 'LAW 110', semester: 'Fall 2026' });
  await expect(selectInput(page, 'Currently viewing')).toHaveValue('Contracts (LAW 110) • Fall 2026');
  const torts = page.getByRole('article', { name: 'Torts' });
  await torts.getByRole('button', { name: 'Archive' }).click();
  await page.getByLabel('Hide archived').click();
  await expect(page.getByLabel('Hide archived')).not.toBeChecked();
  await expect(torts.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await expect(torts.getByRole('button', { name: 'Set Active' })).toHaveCount(0);
});

test('the top bar stays one line at 1280 px and the course controls stay compact on a phone', async ({
  context,
}) => {
  // The course is set-up (the course form is courses.spec.ts's subject): saved as a backup brings it.
  const page = await seedCourses(
    context,
    [{ id: 'course-torts', name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' }],
    { current: 'course-torts' },
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, '/courses');
  const indicator = page.getByTestId('sync-indicator');
  await expect(indicator).toContainText('Last:');
  const box = await indicator.boundingBox();
  expect(box?.height ?? 99).toBeLessThanOrEqual(24);
  await page.setViewportSize({ width: 375, height: 800 });
  const controls = page.getByTestId('course-controls');
  const c = await controls.boundingBox();
  expect(c?.height ?? 999).toBeLessThanOrEqual(80);
});

test('deleting a course asks first, says what goes with it, and Undo brings all of it back', async ({
  context,
}) => {
  const page = await seedDocument(context, threeWeeksIn());
  await openApp(page, '/courses');
  const card = page.getByRole('article', { name: 'Torts' });
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Torts?' });
  await expect(dialog).toContainText('This deletes the course and, with it, its syllabus and 4 readings.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Deleted Torts.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('article', { name: 'Torts' })).toBeVisible();
  // A new start (not a reload of /courses first: one start shows what was kept).
  await openApp(page, '/syllabus/week/2');
  await expect(page.getByRole('article', { name: 'Case 2' })).toBeVisible();
});

test('deleting a weak spot asks first and can be undone', async ({ context }) => {
  // The course is set-up, as above.
  const page = await seedCourses(
    context,
    [{ id: 'course-evidence', name: 'Evidence', code: 'LAW 230', semester: 'Spring 2027' }],
    { current: 'course-evidence' },
  );
  await openApp(page, '/weak-spots/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Hearsay exceptions');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Mixing up 803 and 804.');
  await page.getByRole('button', { name: 'Create Weak Spot' }).click();
  await expect(page.getByRole('heading', { name: 'Hearsay exceptions' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Hearsay exceptions?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/weak-spots\/list$/);
  await expect(page.getByTestId('weak-spot-card')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('weak-spot-card')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('weak-spot-card')).toHaveCount(1);
});

test('an unreachable sync server is explained: saved on this device, and when the next try is', async ({
  page,
}) => {
  await openApp(page, '/settings');
  // A local port nothing listens on: the network is up, the server is not there.
  await page.getByLabel('Relay address').fill('ws://127.0.0.1:9/sync');
  await page.getByRole('button', { name: 'Save address' }).click();
  const banner = page.getByTestId('sync-unreachable');
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText("Can't reach the sync server");
  await expect(banner).toContainText('127.0.0.1:9 does not answer.');
  await expect(banner).toContainText(
    'Everything you do is saved on this device and syncs when the server is back.',
  );
  await expect(banner).toContainText(/Next try in \d+ s\.|Trying again now\./);
  await expect(page.getByTestId('sync-indicator')).toContainText('Sync: Error');
  // Back to the real relay: the explanation goes away.
  await page.getByRole('button', { name: 'Use default' }).click();
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('sync-indicator')).toContainText('Sync: Connected');
});

test('a pairing link that only this computer could open is flagged, and the address for other devices fixes it', async ({
  page,
}) => {
  await openApp(page, '/settings');
  const link = page.getByRole('textbox', { name: 'Pairing link', exact: true });
  await expect(link).toHaveValue(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/settings#join=/);
  await expect(page.getByTestId('local-only-link')).toContainText('which only this computer can reach');
  await page.getByLabel('Address for other devices').fill('not an address');
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(
    page.getByText('Enter the address other devices open, e.g. http://192.168.1.20:8787'),
  ).toBeVisible();
  await page.getByLabel('Address for other devices').fill('http://192.168.1.20:8787');
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(link).toHaveValue(/^http:\/\/192\.168\.1\.20:8787\/settings#join=/);
  await expect(page.getByTestId('local-only-link')).toHaveCount(0);
  await page.reload();
  await expect(link).toHaveValue(/^http:\/\/192\.168\.1\.20:8787\//);
});
