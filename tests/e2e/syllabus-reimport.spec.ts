import type { BrowserContext, Page } from '@playwright/test';
import { buildPdf, textPages } from '../../workers/pipeline/testing/minipdf';
import { expect, expectSavedCheckbox, goInApp, openApp, openInApp, test } from './fixtures';
import { seedCourses } from './seed';
import { chooseFile, expectCreated } from './syllabus-helpers';

/** A one-page text PDF of a syllabus with these weeks. */
function syllabusPdf(name: string, weeks: Array<[string, string[]]>) {
  const lines = ['Torts - Fall 2026', ''];
  weeks.forEach(([topic, readings], i) => {
    lines.push(`Week ${i + 1}: ${topic}`, ...readings, '');
  });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(buildPdf(textPages([lines]))) };
}

const FIRST = syllabusPdf('torts-v1.pdf', [
  ['Intentional Torts', ['Vosburg v. Putney, pp. 1-5', 'Garratt v. Dailey, pp. 6-9']],
  ['Negligence', ['Palsgraf v. Long Island R.R., pp. 10-20', 'Hadley v. Baxendale, pp. 21-30']],
  ['Strict Liability', ['Rylands v. Fletcher, pp. 31-40']],
]);

const REVISED = syllabusPdf('torts-v2.pdf', [
  ['Intentional Torts', ['Vosburg v. Putney, pp. 1-6', 'Garratt v. Dailey, pp. 6-9']],
  ['Negligence', ['Palsgraf v. Long Island R.R., pp. 10-20', 'Hadley v. Baxendale, pp. 21-30']],
  ['Products Liability', ['Escola v. Coca Cola Bottling Co., pp. 41-50']],
]);

/** Uploads a file and, when the semester is asked for, answers it; ends on the review (or complete). */
async function upload(page: Page, file: ReturnType<typeof syllabusPdf>) {
  await openInApp(page, '/syllabus/upload');
  await chooseFile(page, file);
  const start = page.getByLabel('Semester Start Date');
  const review = page.getByText('Overall confidence');
  await expect(start.or(review)).toBeVisible({ timeout: 60_000 });
  if (await start.isVisible()) {
    await start.fill('2026-09-07');
    await page.getByLabel('Semester End Date').fill('2026-12-11');
    const monday = page.getByRole('group', { name: 'Meeting days' }).getByRole('button').first();
    if ((await monday.getAttribute('aria-pressed')) !== 'true') await monday.click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(review).toBeVisible({ timeout: 30_000 });
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** The course is set-up, not the subject: saved as a backup brings it (the app starts on the first upload). */
const withCourse = (context: BrowserContext) =>
  seedCourses(context, [{ id: 'course-torts', name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' }]);

/** The saved syllabus with the student's work on it: a completion, a note, a corrected title, a hand-added reading, a removed one. */
async function studentWork(context: BrowserContext): Promise<Page> {
  const page = await withCourse(context);
  await upload(page, FIRST);
  await page.getByRole('button', { name: 'Confirm and Save' }).click();
  await expectCreated(page);

  await goInApp(page, '/syllabus/week/1');
  await card(page, 'Vosburg v. Putney').getByRole('checkbox').check();
  await expectSavedCheckbox(card(page, 'Vosburg v. Putney').getByRole('checkbox'));
  await card(page, 'Vosburg v. Putney').getByRole('link').click();
  await page.getByLabel('Notes').fill('Eggshell plaintiff rule');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByRole('button', { name: 'Save notes' })).toBeDisabled();

  await goInApp(page, '/syllabus');
  await page
    .getByRole('link', { name: /review|edit/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/syllabus\/review/);
  const garratt = page.getByRole('textbox', { name: 'Title, week 1, reading 2', exact: true });
  await expect(garratt).toHaveValue('Garratt v. Dailey');
  await garratt.fill('Garratt v. Dailey (Wash. 1955)');
  // A corrected row is the student's own: confidence 100, no longer highlighted.
  const row = page.locator('[data-reading-row]').filter({ has: garratt });
  await expect(row.getByLabel('Confidence 100%')).toBeVisible();
  await expect(row).not.toHaveAttribute('data-low-confidence');
  await page.getByRole('button', { name: 'Add reading to week 3' }).click();
  await page
    .getByRole('textbox', { name: 'Title, week 3, reading 2', exact: true })
    .fill('My outline of strict liability');
  await page.getByRole('button', { name: 'Remove Hadley v. Baxendale' }).click();
  await page.getByRole('button', { name: 'Confirm and Save' }).click();
  await expect(page).toHaveURL(/\/syllabus\?courseId=/);
  return page;
}

test('re-import with Merge keeps completions, notes, edits and hand-added readings; removed ones stay removed', async ({
  context,
}) => {
  test.setTimeout(150_000);
  const page = await studentWork(context);

  await goInApp(page, '/syllabus/upload');
  await expect(page.getByTestId('existing-syllabus')).toContainText(
    'has a saved syllabus (5 readings, 1 completed)',
  );
  await upload(page, REVISED);
  await expect(page.getByRole('button', { name: 'Confirm and Save' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Merge with saved syllabus' }).click();
  const preview = page.getByTestId('merge-preview');
  await expect(preview.getByRole('heading', { name: 'New in this file (1)' })).toBeVisible();
  await expect(preview).toContainText('Escola v. Coca Cola Bottling Co.');
  await expect(preview.getByRole('checkbox', { name: 'Remove Rylands v. Fletcher (week 3)' })).toBeChecked();
  await expect(
    preview.getByRole('checkbox', { name: 'Add back Hadley v. Baxendale (week 2)' }),
  ).not.toBeChecked();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expectCreated(page);

  await openApp(page, '/syllabus/week/1'); // a new start: what was saved
  await expect(card(page, 'Vosburg v. Putney').getByRole('checkbox')).toBeChecked();
  await expect(card(page, 'Vosburg v. Putney')).toContainText('pp. 1-6');
  await expect(card(page, 'Garratt v. Dailey (Wash. 1955)')).toBeVisible();
  await card(page, 'Vosburg v. Putney').getByRole('link').click();
  await expect(page.getByLabel('Notes')).toHaveValue('Eggshell plaintiff rule');
  await goInApp(page, '/syllabus/week/2');
  await expect(card(page, 'Palsgraf v. Long Island R.R.')).toBeVisible();
  await expect(card(page, 'Hadley v. Baxendale')).toHaveCount(0);
  await goInApp(page, '/syllabus/week/3');
  await expect(card(page, 'My outline of strict liability')).toBeVisible();
  await expect(card(page, 'Escola v. Coca Cola Bottling Co.')).toBeVisible();
  await expect(card(page, 'Rylands v. Fletcher')).toHaveCount(0);
});

test('re-import with Replace asks first, and Undo brings the saved syllabus back exactly', async ({
  context,
}) => {
  test.setTimeout(150_000);
  const page = await studentWork(context);
  await upload(page, REVISED);
  await page.getByRole('button', { name: 'Replace saved syllabus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace the saved syllabus?' });
  await expect(dialog).toContainText('This removes the 5 saved readings of Torts, 1 of them completed,');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Replace saved syllabus' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replace', exact: true }).click();
  await expectCreated(page);
  await expect(page.getByText('The saved syllabus was replaced.')).toBeVisible();

  await page.getByRole('button', { name: 'Undo replace' }).click();
  await expect(page.getByText(/Replace undone: your previous syllabus is back/)).toBeVisible();
  await openApp(page, '/syllabus/week/1'); // a new start: what was saved
  await expect(card(page, 'Vosburg v. Putney').getByRole('checkbox')).toBeChecked();
  await expect(card(page, 'Vosburg v. Putney')).toContainText('pp. 1-5');
  await expect(card(page, 'Garratt v. Dailey (Wash. 1955)')).toBeVisible();
  await goInApp(page, '/syllabus/week/3');
  await expect(card(page, 'My outline of strict liability')).toBeVisible();
  await expect(card(page, 'Escola v. Coca Cola Bottling Co.')).toHaveCount(0);
});

test('the review at 375 px: readings as cards, every field and Remove on screen; empty weeks and low-confidence rows flagged', async ({
  context,
}) => {
  const page = await withCourse(context);
  await page.setViewportSize({ width: 375, height: 800 });
  await upload(
    page,
    syllabusPdf('torts-gap.pdf', [
      ['Intentional Torts', ['Vosburg v. Putney, pp. 1-5']],
      ['Reading week', []],
      ['Negligence', ['Palsgraf v. Long Island R.R., pp. 10-20']],
    ]),
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  const first = page.locator('[data-reading-row]').first();
  await first.scrollIntoViewIfNeeded();
  for (const name of ['Title, week 1, reading 1', 'Citation, week 1, reading 1', 'Pages, week 1, reading 1'])
    await expect(first.getByRole('textbox', { name, exact: true })).toBeInViewport();
  const remove = first.getByRole('button', { name: 'Remove Vosburg v. Putney' });
  const box = await remove.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);

  await expect(page.getByRole('group', { name: 'Week 2', exact: true }).getByTestId('empty-week')).toHaveText(
    'No readings found for week 2 - add them or check the source',
  );

  // A hand-added row starts unsure (confidence 50): the summary counts it and jumps to it.
  await page.getByRole('button', { name: 'Add reading to week 1' }).click();
  await expect(page.getByTestId('needs-a-look')).toContainText('1 reading needs a look');
  await page.getByRole('button', { name: 'Next reading to check' }).click();
  await expect(page.getByRole('textbox', { name: 'Title, week 1, reading 2', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Title, week 1, reading 2', exact: true }).fill('Class handout');
  await expect(page.getByTestId('needs-a-look')).toHaveCount(0);
});
