import { readFileSync } from 'node:fs';
import { buildPdf, textPages } from '../../workers/pipeline/testing/minipdf';
import type { BrowserContext } from '@playwright/test';
import { expect, expectSavedCheckbox, goInApp, openApp, test } from './fixtures';
import { buildDoc, seedDocument } from './seed';
import { chooseFile, fixture, status } from './syllabus-helpers';

/** A saved syllabus (course, 3 weeks, 4 readings), as a restored backup brings it (no PDF import per test). */
function savedSyllabus() {
  return buildDoc((repos) => {
    repos.courses.create({
      id: 'course-property',
      name: 'Property',
      code: 'LAW 140',
      semester: 'Spring 2026',
    } as never);
    repos.syllabi.create({
      id: 'syl-property',
      courseId: 'course-property',
      semesterStart: '2026-01-19',
      semesterEnd: '2026-05-01',
      meetingDays: ['tuesday', 'thursday'],
      weeks: [1, 2, 3].map((n) => ({ weekNumber: n, topic: `Topic ${n}`, readings: [] })),
      source: 'local',
    } as never);
    const titles = ['Pierson v. Post', 'Johnson v. McIntosh', 'Armory v. Delamirie', 'Hannah v. Peel'];
    repos.readings.createMany(
      titles.map((title, i) => ({
        id: `reading-${i + 1}`,
        courseId: 'course-property',
        syllabusId: 'syl-property',
        title,
        citation: `${i + 1} Cal. ${i + 100}`,
        pages: `${i * 10 + 1}-${i * 10 + 9}`,
        weekNumber: i < 2 ? 1 : i,
        order: i,
      })) as never,
    );
  });
}

/** A saved syllabus with a reading marked complete: bad input must leave both as they are. */
async function seed(context: BrowserContext) {
  const page = await seedDocument(context, savedSyllabus());
  await openApp(page, '/syllabus/week/1');
  const card = page.getByRole('article').first();
  await card.getByRole('checkbox', { name: /^Mark .+ as complete$/ }).check();
  await expectSavedCheckbox(card.getByRole('checkbox', { name: /^Mark .+ as complete$/ }));
  const title = (await card.getByRole('link').first().textContent()) ?? '';
  await goInApp(page, '/syllabus');
  await expect(page.getByTestId('week-1-percent')).not.toHaveText('0%');
  const weeks = await page.getByRole('group', { name: /^Week \d+$/ }).count();
  expect(weeks).toBeGreaterThan(1);
  const percent = await page.getByTestId('week-1-percent').textContent();
  return { page, before: { title, weeks, percent } };
}

async function expectUntouched(
  page: import('@playwright/test').Page,
  before: { title: string; weeks: number; percent: string | null },
) {
  await page.goto('/syllabus'); // a new start: what is saved
  await expect(page.getByRole('group', { name: /^Week \d+$/ })).toHaveCount(before.weeks);
  await expect(page.getByTestId('week-1-percent')).toHaveText(before.percent ?? '');
  await goInApp(page, '/syllabus/week/1');
  await expect(
    page
      .getByRole('article', { name: before.title })
      .first()
      .getByRole('checkbox', { name: /^Mark .+ as complete$/ }),
  ).toBeChecked();
}

/** The app still answers: the tab bar switches screens at once. */
async function expectResponsive(page: import('@playwright/test').Page) {
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('heading', { name: 'Syllabus Timeline' })).toBeVisible({ timeout: 2_000 });
}

const CASES: Array<{ what: string; file: () => Parameters<typeof chooseFile>[1]; message: string | RegExp }> =
  [
    {
      what: 'a 0-byte file',
      file: () => ({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }),
      message: 'The file is empty (0 bytes): empty.pdf',
    },
    {
      what: 'a truncated PDF',
      file: () => fixture('truncated.pdf'),
      message: 'Error: Failed to extract text from PDF: the file is incomplete (truncated or damaged)',
    },
    {
      what: 'an encrypted PDF',
      file: () => fixture('encrypted.pdf'),
      message: 'Error: Failed to extract text from PDF: the PDF is password-protected',
    },
    {
      what: 'an image with no text',
      file: () => fixture('no-text.png'),
      message: 'Error: No text extracted from file',
    },
    {
      what: 'a .pdf name that is not a PDF',
      file: () => fixture('not-a-pdf.pdf'),
      message: 'Error: Failed to extract text from PDF: not-a-pdf.pdf is not a PDF file (no %PDF header)',
    },
    {
      what: 'an unsupported type',
      file: () => ({
        name: 'notes.docx',
        mimeType: 'application/msword',
        buffer: Buffer.from('PK\u0003\u0004 not a syllabus'),
      }),
      message: 'Unsupported file type: notes.docx (supported: PDF, PNG, JPG, JPEG, WebP)',
    },
  ];

test('bad input ends in a clear message, the app stays responsive, and the saved syllabus is untouched', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const { page, before } = await seed(context);
  for (const c of CASES) {
    await test.step(c.what, async () => {
      // In the running app (each case ends on the timeline): one app through every case, nothing stuck.
      await goInApp(page, '/syllabus/upload');
      await chooseFile(page, c.file());
      const shown = page.getByText(c.message, { exact: typeof c.message === 'string' });
      await expect(shown, c.what).toBeVisible({ timeout: 30_000 });
      // Errors during processing keep the step with Retry available.
      if (typeof c.message === 'string' && c.message.startsWith('Error: ')) {
        await expect(status(page)).toHaveText(c.message);
        await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(status(page)).toHaveText(c.message, { timeout: 30_000 });
      }
      await expectResponsive(page);
    });
  }
  await expectUntouched(page, before);
});

test('a 200-page PDF shows progress, and Cancel stops the job', async ({ context }) => {
  test.setTimeout(120_000);
  const { page, before } = await seed(context);
  // Dense pages (150 lines each) so extracting 200 of them takes seconds even on a fast run: the test
  // must see progress move and cancel while the job is still reading pages.
  const lines = Array.from(
    { length: 150 },
    (_, i) => `Line ${i + 1}: Restatement (Second) of Contracts s 90, pp. 45-78; Hadley v. Baxendale`,
  );
  const big = Buffer.from(buildPdf(textPages(Array.from({ length: 200 }, () => lines))));
  await goInApp(page, '/syllabus/upload');
  await chooseFile(page, { name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
  // Progress moves: the page count in the status line and the bar go up.
  await expect(status(page)).toHaveText(/page \d+ of 200/, { timeout: 30_000 });
  const pageOf = async () =>
    Number((/page (\d+) of 200/.exec((await status(page).textContent()) ?? '') ?? [])[1] ?? 0);
  const first = await pageOf();
  await expect.poll(pageOf, { timeout: 10_000 }).toBeGreaterThan(first);
  const bar = page.getByRole('progressbar', { name: 'Processing progress' });
  await expect(bar).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Processing cancelled')).toBeVisible();
  // The job itself (pdf.js in the worker) stopped after the cancel. How fast is a figure for a bench, not a
  // timed assertion (it depends on the machine's load); the time is printed.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('syllabus-job-stopped').length))
    .toBeGreaterThan(0);
  const stoppedAfter = await page.evaluate(() => {
    const cancel = performance.getEntriesByName('syllabus-job-cancel').at(-1);
    const stopped = performance.getEntriesByName('syllabus-job-stopped').at(-1);
    return cancel && stopped ? stopped.startTime - cancel.startTime : Number.POSITIVE_INFINITY;
  });
  console.log(`cancelled job stopped after ${Math.round(stoppedAfter)} ms`);
  expect(stoppedAfter).toBeGreaterThanOrEqual(0);
  expect(stoppedAfter).toBeLessThan(Number.POSITIVE_INFINITY);
  // It stays stopped: no late result replaces the saved syllabus (the job settled or its worker was
  // terminated, which the mark awaited above says: nothing is left that could deliver one).
  await expect(page.getByText('Processing cancelled')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Syllabus Created Successfully!' })).toHaveCount(0);
  await expectResponsive(page);
  await expectUntouched(page, before);

  // And the pipeline still works afterwards (the cancelled job left nothing stuck).
  await goInApp(page, '/syllabus/upload');
  await chooseFile(page, {
    name: 'small.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(fixture('truncated.pdf')),
  });
  await expect(status(page)).toHaveText(/^Error: Failed to extract text from PDF/, { timeout: 30_000 });
});
