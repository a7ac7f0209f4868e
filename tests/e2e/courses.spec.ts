import { createCourse, expect, goInApp, openApp, test } from './fixtures';
import { selectInput } from './seed';

const REQUIRED = 'Name, code, and semester are required to create a course.';

test('an empty course list invites the student to create one', async ({ page }) => {
  await openApp(page, '/courses');
  await expect(
    page.getByText('No courses yet. Create your first course to enable class-aware workflows.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create a course' }).click();
  await expect(page).toHaveURL(/\/courses\/new$/);
  await expect(selectInput(page, 'Currently viewing')).toHaveValue('No course selected');
});

test('the create form refuses blank and whitespace-only required fields', async ({ page }) => {
  await openApp(page, '/courses/new');
  const submit = page.getByRole('button', { name: 'Create course' });
  // An untouched form does not scold; leaving a required field empty does.
  await expect(page.getByText(REQUIRED)).toBeHidden();
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
  await page.getByRole('textbox', { name: 'Code', exact: true }).focus();
  await expect(page.getByText(REQUIRED)).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('   ');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('LAW 101');
  await page.getByRole('textbox', { name: 'Semester', exact: true }).fill('Fall 2026');
  await expect(submit).toBeDisabled();
  await expect(page.getByText(REQUIRED)).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Torts');
  await expect(page.getByText(REQUIRED)).toBeHidden();
  await expect(submit).toBeEnabled();
});

test('bad credits are ignored and a malformed syllabus URL gets a clear message', async ({ page }) => {
  await openApp(page, '/courses/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Contracts');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('LAW 110');
  await page.getByRole('textbox', { name: 'Semester', exact: true }).fill('Fall 2026');
  await page.getByLabel('Credits').fill('abc');
  await expect(page.getByLabel('Credits')).toHaveValue('');
  await page.getByLabel('Syllabus URL').fill('not a url');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(
    page.getByText('Syllabus URL must be a full web address starting with http:// or https://'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/courses\/new$/);
  await page.getByLabel('Syllabus URL').fill('https://law.example.edu/contracts');
  await page.getByLabel('Credits').fill('3.5');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('article', { name: 'Contracts' })).toBeVisible();
  await page.getByRole('article', { name: 'Contracts' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Credits')).toHaveValue('3.5');
  await expect(page.getByLabel('Syllabus URL')).toHaveValue('https://law.example.edu/contracts');
});

test('create, edit, set active, archive: the switcher follows and all of it survives a reload', async ({
  page,
}) => {
  await createCourse(page, { name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' });
  const switcher = selectInput(page, 'Currently viewing');
  await expect(switcher).toHaveValue('Torts (LAW 101) • Fall 2026');
  const torts = page.getByRole('article', { name: 'Torts' });
  await expect(torts.getByText('Professor: TBD')).toBeVisible();
  await expect(torts.getByRole('button', { name: 'Active' })).toBeDisabled();

  await createCourse(page, {
    name: 'Civil Procedure',
    code: 'LAW 120',
    semester: 'Fall 2026',
    professor: 'Prof. Erie',
    makeActive: false,
  });
  await expect(switcher).toHaveValue('Torts (LAW 101) • Fall 2026');
  const civpro = page.getByRole('article', { name: 'Civil Procedure' });
  await expect(civpro.getByText('Professor: Prof. Erie')).toBeVisible();
  await civpro.getByRole('button', { name: 'Set Active' }).click();
  await expect(switcher).toHaveValue('Civil Procedure (LAW 120) • Fall 2026');
  await expect(civpro.getByRole('button', { name: 'Active' })).toBeDisabled();

  await civpro.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Course' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Civil Procedure I');
  await page.getByRole('textbox', { name: 'Professor', exact: true }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const renamed = page.getByRole('article', { name: 'Civil Procedure I' });
  await expect(renamed.getByText('Professor: TBD')).toBeVisible();
  await expect(switcher).toHaveValue('Civil Procedure I (LAW 120) • Fall 2026');

  await page.getByRole('article', { name: 'Torts' }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('article', { name: 'Torts' })).toBeHidden();
  await expect(page.getByText('1 archived course is hidden.')).toBeVisible();
  await page.getByLabel('Hide archived').click();
  await expect(page.getByLabel('Hide archived')).not.toBeChecked();
  await expect(
    page.getByRole('article', { name: 'Torts' }).getByText('Archived', { exact: true }),
  ).toBeVisible();

  await switcher.click();
  await page.getByRole('option', { name: 'Torts (LAW 101) • Fall 2026' }).click();
  await expect(switcher).toHaveValue('Torts (LAW 101) • Fall 2026');

  await page.reload();
  await expect(selectInput(page, 'Currently viewing')).toHaveValue('Torts (LAW 101) • Fall 2026');
  await expect(page.getByRole('article', { name: 'Civil Procedure I' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Torts' }).getByText('Archived', { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('Hide archived')).not.toBeChecked();
});

test('choosing "No course selected" sticks', async ({ page }) => {
  await createCourse(page, { name: 'Evidence', code: 'LAW 230', semester: 'Spring 2027' });
  const switcher = selectInput(page, 'Currently viewing');
  await switcher.click();
  await page.getByRole('option', { name: 'No course selected' }).click();
  await expect(switcher).toHaveValue('No course selected');
  await page.reload();
  await expect(selectInput(page, 'Currently viewing')).toHaveValue('No course selected');
});

test('an edit link for a course that does not exist says so', async ({ page }) => {
  await openApp(page, '/courses/nope/edit');
  await expect(page.getByText('Course not found.', { exact: false })).toBeVisible();
});

/** A local calendar day `days` from today, YYYY-MM-DD (the browser runs in this machine's time zone). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('the exam date is set in the course form, counted down on Analytics, kept by other edits, and cleared', async ({
  page,
}) => {
  const exams = page.getByRole('region', { name: 'Exams', exact: true });
  await openApp(page, '/courses/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Evidence');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('LAW 240');
  await page.getByRole('textbox', { name: 'Semester', exact: true }).fill('Fall 2026');
  await page.getByLabel('Exam date').fill(dayFromToday(30));
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('article', { name: 'Evidence' })).toBeVisible();

  // In the running app (what was saved is checked by the new start below, after the two edits).
  await goInApp(page, '/analytics');
  await expect(exams.getByTestId('exam-countdown')).toHaveText('Exam in 30 days');
  // From Analytics to the course form: change the date there, and an edit of another field keeps it.
  await exams.getByRole('link', { name: 'Edit course' }).click();
  await expect(page).toHaveURL(/\/courses\/[^/]+\/edit$/);
  await expect(page.getByLabel('Exam date')).toHaveValue(dayFromToday(30));
  await page.getByLabel('Exam date').fill(dayFromToday(12));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await page.getByRole('article', { name: 'Evidence' }).getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Professor', exact: true }).fill('Prof. Wigmore');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await openApp(page, '/analytics'); // a new start: both edits were saved
  await expect(exams.getByTestId('exam-countdown')).toHaveText('Exam in 12 days');

  // Cleared in the form: no exam date any more.
  await exams.getByRole('link', { name: 'Edit course' }).click();
  await page.getByLabel('Exam date').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await goInApp(page, '/analytics');
  await expect(exams.getByTestId('exam-countdown')).toHaveText('No exam date set');
});
