import { openApp, test, waitForServiceWorker } from './fixtures';
import {
  attach,
  entries,
  expectReaderReady,
  READING,
  readerFixture,
  readingDoc,
  readingPath,
  SENTENCE,
  selectLine,
  slowExpect as expect,
} from './reader-helpers';
import { seedDocument } from './seed';

// pdf.js parses and paints in the page on 2 shared cores: these steps get more time than the suite's default.
test.describe.configure({ timeout: 240_000 });

test('attach a PDF, read it, highlight, comment and free text; reload and find them', async ({ context }) => {
  const page = await seedDocument(context, readingDoc());
  await openApp(page, readingPath);
  await attach(page, readerFixture('reading.pdf'));
  await expect(page.getByText('“reading.pdf” attached.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attached PDFs' })).toContainText('reading.pdf');
  await page.getByRole('link', { name: 'Read', exact: true }).click();
  await expect(page).toHaveURL(/\/syllabus\/reading\/reading-palsgraf\/read\?file=[0-9a-f]{64}$/);
  await expectReaderReady(page);
  await expect(page.getByTestId('page-count')).toHaveText('of 3');
  await expect(page.locator('.textLayer').first()).toContainText(SENTENCE);

  // Highlight a sentence.
  await page.getByText('Highlight', { exact: true }).click();
  await selectLine(page, SENTENCE);
  await expect(entries(page, 'highlight')).toHaveCount(1);
  await expect(entries(page, 'highlight')).toContainText(`“${SENTENCE}”`);

  // A comment on it: the popup opens on click, closes on Escape; saved with its text.
  await entries(page, 'highlight').getByRole('button', { name: 'Comment' }).click();
  const popup = page.getByRole('dialog', { name: 'Comment' });
  await popup.getByLabel('Comment text').fill('Cardozo: duty is relational.');
  await popup.getByRole('button', { name: 'Save comment' }).click();
  await expect(popup).toBeHidden();
  await expect(entries(page, 'highlight').getByTestId('annotation-comment')).toHaveText(
    'Comment: Cardozo: duty is relational.',
  );
  await entries(page, 'highlight').getByRole('button', { name: 'Edit comment' }).focus();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await expect(popup.getByLabel('Comment text')).toHaveValue('Cardozo: duty is relational.');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // A free text.
  await page.getByText('Free text', { exact: true }).click();
  const pageBox = await page.locator('.page[data-page-number="1"]').boundingBox();
  if (!pageBox) throw new Error('no page');
  await page.mouse.click(pageBox.x + pageBox.width * 0.6, pageBox.y + pageBox.height * 0.08);
  await page.keyboard.type('Duty follows foreseeability');
  await page.keyboard.press('Escape');
  await expect(entries(page, 'freetext')).toHaveCount(1);
  await expect(entries(page, 'freetext')).toContainText('Duty follows foreseeability');

  // An empty free text leaves nothing behind.
  await page.mouse.click(pageBox.x + pageBox.width * 0.6, pageBox.y + pageBox.height * 0.2);
  await expect(page.locator('.freeTextEditor')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(page.locator('.freeTextEditor')).toHaveCount(1);
  await page.getByText('Read', { exact: true }).click();
  await expect(entries(page)).toHaveCount(2);
  const freeText = page.locator('.page[data-page-number="1"] .freeTextEditor');
  const placed = await freeText.evaluate((e) => [
    (e as HTMLElement).style.left,
    (e as HTMLElement).style.top,
  ]);

  await page.reload();
  await expectReaderReady(page);
  await expect(entries(page)).toHaveCount(2);
  await expect(entries(page, 'highlight')).toContainText(SENTENCE);
  await expect(entries(page, 'highlight')).toContainText('Cardozo: duty is relational.');
  await expect(entries(page, 'freetext')).toContainText('Duty follows foreseeability');
  // Shown on the page again by pdf.js's own editors.
  await expect(freeText).toBeVisible();
  await expect(freeText).toContainText('Duty follows foreseeability');
  // Where it was put, not moved aside (pdf.js places a restored free text up to one line, 10 pt, higher).
  const [left, top] = await freeText.evaluate((e) => [
    (e as HTMLElement).style.left,
    (e as HTMLElement).style.top,
  ]);
  expect(left).toBe(placed[0]);
  expect(Math.abs(Number.parseFloat(top ?? '') - Number.parseFloat(placed[1] ?? ''))).toBeLessThan(1.5);
  await expect(page.locator('.page[data-page-number="1"] .highlightEditor')).toHaveCount(1);

  // Offline: the reader opens again from this device, with its annotations.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expectReaderReady(page);
  await expect(entries(page)).toHaveCount(2);
  await expect(page.locator('.textLayer').first()).toContainText(SENTENCE);
  await context.setOffline(false);

  // The highlight becomes an RPA in one click, carrying its text and a link back.
  await entries(page, 'highlight').getByRole('link', { name: 'Make RPA' }).click();
  await expect(page).toHaveURL(/\/rpa\/create\?/);
  await expect(page.getByRole('textbox', { name: 'Rule text' })).toHaveValue(SENTENCE);
  await expect(page.getByRole('textbox', { name: 'Application notes' })).toHaveValue(
    new RegExp(
      `From “${READING.title}”, page 1: http://[^ ]+/syllabus/reading/${READING.id}/read\\?file=[0-9a-f]{64}&annotation=`,
    ),
  );
  await page.getByRole('button', { name: 'Create RPA' }).click();
  await expect(page.getByRole('status')).toContainText('created');
});
