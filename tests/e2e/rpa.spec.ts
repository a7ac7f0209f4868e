import type { BrowserContext, Page } from '@playwright/test';
import { expect, goInApp, openApp, openInApp, SERVICE_WORKER, test, waitForServiceWorker } from './fixtures';
import {
  buildDoc,
  choose,
  recordedSubmitStates,
  recordSubmitButton,
  type SeedCourse,
  seedCourses,
  seedDocument,
  selectInput,
} from './seed';

const TORTS = 'Torts (LAW 101) • Fall 2026';
const DATE_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/;
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillRequired(page: Page, ruleName: string, ruleText: string) {
  await field(page, 'Rule name').fill(ruleName);
  await field(page, 'Rule text').fill(ruleText);
}

const COURSES = {
  torts: { id: 'course-torts', name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' },
  contracts: { id: 'course-contracts', name: 'Contracts', code: 'LAW 110', semester: 'Fall 2026' },
  property: { id: 'course-property', name: 'Property', code: 'LAW 140', semester: 'Fall 2026' },
  evidence: { id: 'course-evidence', name: 'Evidence', code: 'LAW 230', semester: 'Spring 2027' },
} satisfies Record<string, SeedCourse>;

/**
 * Set-up that is not the subject of a test: courses (the last one in use, as creating it in the form leaves
 * it) and RPAs `[course, rule name, rule text]` saved as a backup brings them; the app is not started yet.
 */
function seedRpas(
  context: BrowserContext,
  courses: SeedCourse[],
  rpas: Array<[SeedCourse, string, string]> = [],
) {
  return seedCourses(context, courses, {
    current: courses.length > 1 ? courses.at(-1)?.id : undefined,
    more: (repos) => {
      for (const [course, ruleName, ruleText] of rpas)
        repos.rpas.create({ courseId: course.id, course: course.name, ruleName, ruleText });
    },
  });
}

async function createRpa(page: Page, ruleName: string, ruleText: string) {
  await openInApp(page, '/rpa/new');
  await fillRequired(page, ruleName, ruleText);
  await page.getByRole('button', { name: 'Create RPA' }).click();
  await expect(page.getByRole('status').filter({ hasText: `RPA “${ruleName}” created.` })).toBeVisible();
}

test('with nothing yet: the RPA list is empty and the create form needs a course', async ({ page }) => {
  await openApp(page, '/rpa');
  await expect(page.getByRole('heading', { name: 'No RPAs' })).toBeVisible();
  await expect(page.getByText('Get started by creating your first RPA.')).toBeVisible();
  await page.getByRole('link', { name: 'Create RPA' }).first().click();
  await expect(page).toHaveURL(/\/rpa\/new$/);
  await expect(page.getByRole('heading', { name: 'Create New RPA' })).toBeVisible();
  await expect(page.getByText('before adding an RPA.')).toBeVisible();
  await fillRequired(page, 'Negligence', 'Duty, breach, causation, damages.');
  await expect(selectInput(page, 'Course')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Create RPA' })).toBeDisabled();
});

test('create an RPA with only the required fields, then with every field', async ({ context }) => {
  const page = await seedRpas(context, [COURSES.torts]);
  await openApp(page, '/rpa/new');
  const submit = page.getByRole('button', { name: 'Create RPA' });
  // The course is a picker bound to the course (prefilled with the current one), not free text.
  await expect(selectInput(page, 'Course')).toHaveValue(TORTS);
  await expect(submit).toBeDisabled();
  await field(page, 'Rule name').fill('Negligence');
  await expect(submit).toBeDisabled();
  await field(page, 'Rule text').fill('   ');
  await expect(submit).toBeDisabled();
  await field(page, 'Rule text').fill('Duty, breach, causation, damages.');
  await expect(submit).toBeEnabled();
  // No syllabus yet: the reading picker is empty and says where readings come from.
  await expect(page.getByTestId('no-readings')).toContainText('No readings for this course yet.');
  await expect(page.getByRole('link', { name: 'Upload a syllabus' })).toHaveAttribute(
    'href',
    '/syllabus/upload',
  );

  await recordSubmitButton(page);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'RPA “Negligence” created.' })).toBeVisible();
  const states = await recordedSubmitStates(page);
  expect(states[0]).toBe('Create RPA|enabled');
  expect(states).toContain('Creating...|disabled');
  expect(states.at(-1)).toBe('Create RPA|disabled');
  // The form resets after success (the course stays prefilled).
  await expect(field(page, 'Rule name')).toHaveValue('');
  await expect(field(page, 'Rule text')).toHaveValue('');
  await expect(selectInput(page, 'Course')).toHaveValue(TORTS);

  await fillRequired(page, 'Proximate cause', 'Liability only for foreseeable harms.');
  // A negative week is refused with a message, not silently made positive.
  await field(page, 'Week number').fill('-2');
  await field(page, 'Purpose').click();
  await expect(field(page, 'Week number')).toHaveValue('-2');
  await submit.click();
  await expect(page.getByText('Week must be a whole number from 1 to 60')).toBeVisible();
  await field(page, 'Week number').fill('3');
  await field(page, 'Purpose').fill('Keeps liability proportionate to fault.');
  await field(page, 'Application notes').fill('Palsgraf: the plaintiff was outside the zone of danger.');
  await recordSubmitButton(page);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'RPA “Proximate cause” created.' })).toBeVisible();
  expect(await recordedSubmitStates(page)).toContain('Creating...|disabled');

  await page.getByRole('link', { name: 'see all RPAs' }).click();
  await expect(page).toHaveURL(/\/rpa$/);
  await expect(page.getByTestId('rpa-card')).toHaveCount(2);
  const full = page.getByRole('link', { name: 'Proximate cause' });
  await expect(full.getByText('Week 3')).toBeVisible();
  await expect(full.getByText('Torts')).toBeVisible();
  await expect(full.getByText('Keeps liability proportionate to fault.')).toBeVisible();
  await expect(full.getByText('Palsgraf: the plaintiff was outside the zone of danger.')).toBeVisible();
  await expect(full.getByText(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  const bare = page.getByRole('link', { name: 'Negligence' });
  await expect(bare.getByText(/^Week /)).toHaveCount(0);
  await expect(bare.getByText('Purpose:')).toHaveCount(0);
  // Clamps: rule 3 lines, purpose 2.
  await expect(full.getByTestId('rpa-rule')).toHaveCSS('-webkit-line-clamp', '3');
  await expect(full.getByTestId('rpa-purpose')).toHaveCSS('-webkit-line-clamp', '2');
});

test('open, edit, cancel, save and delete an RPA; a missing one says so', async ({ context }) => {
  const page = await seedRpas(
    context,
    [COURSES.contracts],
    [[COURSES.contracts, 'Consideration', 'A bargained-for exchange.']],
  );
  await openApp(page, '/rpa');
  await page.getByRole('link', { name: 'Consideration' }).click();
  await expect(page).toHaveURL(/\/rpa\/[\w-]+$/);
  const id = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { name: 'Consideration' })).toBeVisible();
  await expect(page.getByTestId('rpa-created')).toHaveText(new RegExp(`^Created ${DATE_TIME.source}$`));
  await expect(page.getByTestId('rpa-updated')).toHaveText(new RegExp(`^Updated ${DATE_TIME.source}$`));
  await expect(page.getByText('No purpose written yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Rule name').fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Consideration' })).toBeVisible();
  await expect(field(page, 'Rule name')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(field(page, 'Rule name')).toHaveValue('Consideration');
  await field(page, 'Rule name').fill('Consideration doctrine');
  await field(page, 'Purpose').fill('Separates bargains from gifts.');
  await field(page, 'Week number').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Consideration doctrine' })).toBeVisible();
  await expect(page.getByText('Separates bargains from gifts.')).toBeVisible();
  await expect(page.getByText('Week 2')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this RPA?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Consideration doctrine' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/rpa$/);
  await expect(page.getByRole('heading', { name: 'No RPAs' })).toBeVisible();

  await openApp(page, `/rpa/${id}`);
  await expect(page.getByText(`RPA with id ${id} not found`)).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/rpa$/);
});

test('the list follows the current course and the Hide archived switch', async ({ context }) => {
  const page = await seedRpas(
    context,
    [COURSES.torts, COURSES.property],
    [
      [COURSES.torts, 'Battery', 'Intentional harmful or offensive contact.'],
      [COURSES.property, 'Adverse possession', 'Open, notorious, continuous, hostile possession.'],
    ],
  );
  await openApp(page, '/rpa');
  await expect(page.getByRole('link', { name: 'Adverse possession' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Battery' })).toHaveCount(0);
  await choose(page, 'Currently viewing', 'Torts (LAW 101) • Fall 2026');
  await expect(page.getByRole('link', { name: 'Battery' })).toBeVisible();
  await expect(page.getByTestId('rpa-card')).toHaveCount(1);
  await choose(page, 'Currently viewing', 'No course selected');
  await expect(page.getByTestId('rpa-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('rpa-card')).toHaveCount(2);

  await openInApp(page, '/courses');
  await page.getByRole('article', { name: 'Torts' }).getByRole('button', { name: 'Archive' }).click();
  await openInApp(page, '/rpa');
  await expect(selectInput(page, 'Currently viewing')).toHaveValue('No course selected');
  await expect(page.getByTestId('rpa-card')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Battery' })).toHaveCount(0);
  await page.getByLabel('Hide archived').click();
  await expect(page.getByTestId('rpa-card')).toHaveCount(2);
});

test("the reading picker lists only the current course's readings; /rpa/create prefills one", async ({
  context,
}) => {
  const ids: Record<string, string> = {};
  const doc = buildDoc((repos) => {
    const torts = repos.courses.create({ name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' });
    const civpro = repos.courses.create({ name: 'Civil Procedure', code: 'LAW 120', semester: 'Fall 2026' });
    ids.torts = torts.id;
    ids.palsgraf = repos.readings.create({
      courseId: torts.id,
      title: 'Palsgraf v. Long Island R.R.',
      weekNumber: 2,
      order: 0,
    }).id;
    repos.readings.create({ courseId: torts.id, title: 'Vosburg v. Putney', weekNumber: 1, order: 0 });
    repos.readings.create({ courseId: civpro.id, title: 'Pennoyer v. Neff', weekNumber: 1, order: 0 });
  });
  const page = await seedDocument(context, doc);
  await openInApp(page, '/rpa/new');
  await expect(selectInput(page, 'Course')).toHaveValue(TORTS);
  await selectInput(page, 'Readings').click();
  await expect(page.getByRole('option')).toHaveText([
    'Week 1: Vosburg v. Putney',
    'Week 2: Palsgraf v. Long Island R.R.',
  ]);
  await page.getByRole('option', { name: 'Week 1: Vosburg v. Putney' }).click();
  await page.keyboard.press('Escape');

  await openApp(page, `/rpa/create?readingId=${ids.palsgraf}&courseId=${ids.torts}`);
  await expect(page.getByRole('heading', { name: 'Create New RPA' })).toBeVisible();
  await expect(field(page, 'Week number')).toHaveValue('2');
  await expect(
    page
      .getByRole('form', { name: 'RPA' })
      .getByText('Week 2: Palsgraf v. Long Island R.R.', { exact: true }),
  ).toBeVisible();
  await fillRequired(page, 'Proximate cause', 'Foreseeable plaintiffs only.');
  await page.getByRole('button', { name: 'Create RPA' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'RPA “Proximate cause” created.' })).toBeVisible();
  // On the list, the card's readings are links to their pages.
  await openInApp(page, '/rpa');
  await expect(page.getByRole('link', { name: 'Palsgraf v. Long Island R.R.', exact: true })).toHaveAttribute(
    'href',
    `/syllabus/reading/${ids.palsgraf}`,
  );
  await page.getByRole('link', { name: 'Proximate cause' }).click();
  // The linked reading is a link to its page.
  await page.getByRole('link', { name: 'Week 2: Palsgraf v. Long Island R.R.' }).click();
  await expect(page).toHaveURL(new RegExp(`/syllabus/reading/${ids.palsgraf}$`));
});

test('the RPA course picker: another course moves the RPA there; Cancel leaves the form', async ({
  context,
}) => {
  const page = await seedRpas(context, [COURSES.torts, COURSES.contracts]);
  await openApp(page, '/rpa/new');
  await expect(selectInput(page, 'Course')).toHaveValue('Contracts (LAW 110) • Fall 2026');
  await selectInput(page, 'Course').click();
  await page.getByRole('option', { name: TORTS }).click();
  await fillRequired(page, 'Battery', 'Intentional harmful or offensive contact.');
  await page.getByRole('button', { name: 'Create RPA' }).click();
  await page.getByRole('link', { name: 'Open it' }).click();
  await expect(page.getByText('Torts', { exact: true })).toBeVisible();
  await openInApp(page, '/rpa');
  await page.getByRole('link', { name: 'Create RPA' }).first().click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/rpa$/);
});

test('RPAs survive a reload and work offline', { tag: SERVICE_WORKER }, async ({ context }) => {
  const page = await seedRpas(context, [COURSES.evidence]);
  // The first start on the form the test fills first (the dashboard was a screen more on the way).
  await openApp(page, '/rpa/new');
  await waitForServiceWorker(page);
  await createRpa(page, 'Hearsay', 'An out-of-court statement offered for its truth.');
  await openApp(page, '/rpa'); // a new start (a reload of the form first was a second one)
  await expect(page.getByRole('link', { name: 'Hearsay' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Hearsay' })).toBeVisible();
  await createRpa(
    page,
    'Present sense impression',
    'A statement describing an event made while perceiving it.',
  );
  await openInApp(page, '/rpa');
  await page.getByRole('link', { name: 'Hearsay' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'Application notes').fill('Ask: is it offered for its truth?');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ask: is it offered for its truth?')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ask: is it offered for its truth?')).toBeVisible();
  await goInApp(page, '/rpa');
  await expect(page.getByTestId('rpa-card')).toHaveCount(2);
  await context.setOffline(false);
});

test('the RPA grid has 1 column at 375 px, 2 on a tablet and 3 on a desktop', async ({ context }) => {
  const page = await seedRpas(
    context,
    [COURSES.torts],
    ['Battery', 'Assault', 'False imprisonment'].map((name) => [
      COURSES.torts,
      name,
      `${name}: the elements of the tort, stated in full for the card.`,
    ]),
  );
  const columns = async () => {
    await openInApp(page, '/rpa');
    await expect(page.getByTestId('rpa-card')).toHaveCount(3);
    const lefts = await page
      .getByTestId('rpa-card')
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().left));
    return new Set(lefts.map(Math.round)).size;
  };
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await columns()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 900, height: 800 });
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 1400, height: 900 });
  expect(await columns()).toBe(3);
});
