import { expect, openApp, test } from './fixtures';
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
} from './reader-helpers';
import { seedDocument } from './seed';

test('attach a PDF, read it, highlight, comment and free text; reload and find them', async ({ context }) => {
  const page = await seedDocument(context, readingDoc());
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
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
  await page.screenshot({ path: 'test-results/reader-highlight.png' });
});
