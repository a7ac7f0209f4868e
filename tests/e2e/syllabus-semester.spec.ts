import { buildPdf, textPages } from '../../workers/pipeline/testing/minipdf';
import { expect, openApp, test } from './fixtures';
import { seedCourses } from './seed';
import { chooseFile } from './syllabus-helpers';

/** Two dated classes: the structurer infers the semester's dates, but two rows are too few for meeting days. */
const TWO_CLASSES = {
  name: 'torts-two-classes.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    buildPdf(
      textPages([
        [
          'Torts, Fall 2025',
          '',
          'Sept. 2, 2025: Introduction. Read pp. 1-10.',
          'Sept. 4, 2025: Negligence. Read pp. 11-20.',
        ],
      ]),
    ),
  ),
};

test('the semester step is prefilled with what the structurer inferred, each saying where it came from', async ({
  context,
}) => {
  test.setTimeout(120_000);
  // The course is set-up, not the subject: saved as a backup brings it, and the app starts on the upload.
  const page = await seedCourses(context, [
    { id: 'course-torts', name: 'Torts', code: 'LAW 101', semester: 'Fall 2025' },
  ]);
  await openApp(page, '/syllabus/upload');
  await chooseFile(page, TWO_CLASSES);
  await expect(page.getByText('Please confirm or correct the semester details')).toBeVisible({
    timeout: 60_000,
  });

  const start = page.getByLabel('Semester Start Date');
  const end = page.getByLabel('Semester End Date');
  await expect(start).toHaveValue('2025-09-02');
  await expect(end).toHaveValue('2025-09-04');
  await expect(start).toHaveAccessibleDescription('From the dated rows of your syllabus');
  await expect(end).toHaveAccessibleDescription('From the dated rows of your syllabus');
  // Nothing was inferred for the meeting days, so nothing claims to be.
  await expect(page.getByTestId('meeting-days-origin')).toHaveCount(0);

  // A value the student changes is theirs: it no longer says where it came from.
  await end.fill('2025-12-12');
  await expect(end).not.toHaveAccessibleDescription('From the dated rows of your syllabus');
  await expect(start).toHaveAccessibleDescription('From the dated rows of your syllabus');

  await page.getByRole('button', { name: 'Tuesday' }).click();
  await page.getByRole('button', { name: 'Thursday' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Confirm and Save' })).toBeVisible({ timeout: 20_000 });
});
