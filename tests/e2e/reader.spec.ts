import { readFile, writeFile } from 'node:fs/promises';
import { axeViolations } from './axe';
import { goInApp, SERVICE_WORKER, shareSpace, test, waitForServiceWorker } from './fixtures';
import {
  attach,
  entries,
  expectReaderReady,
  openApp,
  READING,
  readerFixture,
  readingPath,
  seedReading,
  seedReadingWithPdf,
  SENTENCE,
  selectLine,
  syllabusFixture,
  slowExpect as expect,
  typeFreeText,
} from './reader-helpers';

// pdf.js parses and paints in the page on 2 shared cores: these steps get more time than the suite's default.
test.describe.configure({ timeout: 240_000 });

test('attach a PDF, read it, highlight, comment and free text; reload and find them', {
  tag: SERVICE_WORKER,
}, async ({ context }) => {
  const page = await seedReading(context);
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
  await typeFreeText(
    page,
    pageBox.x + pageBox.width * 0.6,
    pageBox.y + pageBox.height * 0.08,
    'Duty follows foreseeability',
  );
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

test('a paired device downloads the file on first open and shows the same annotations', {
  tag: SERVICE_WORKER,
}, async ({ context, browser, baseURL }) => {
  const a = await seedReading(context);
  const other = await browser.newContext({ baseURL });
  // Paired (the pairing is sync.spec.ts's subject): both start in one space.
  const [, b] = await shareSpace(a, other);
  if (!b) throw new Error('no page for B');
  // The two devices start side by side (neither start is the subject; each waits for its own store). B waits
  // on its dashboard, as a paired phone left open: what A attaches and marks reaches it by sync.
  await Promise.all([
    (async () => {
      await openApp(a, readingPath);
      await expect(a.getByTestId('sync-indicator')).toContainText('Sync: Connected');
    })(),
    openApp(b, '/dashboard'),
  ]);
  await attach(a, readerFixture('reading.pdf'));
  await expect(a.getByText('“reading.pdf” attached.')).toBeVisible();
  await a.getByRole('link', { name: 'Read', exact: true }).click();
  await expectReaderReady(a);
  await a.getByText('Highlight', { exact: true }).click();
  await selectLine(a, SENTENCE);
  await expect(entries(a, 'highlight')).toHaveCount(1);

  try {
    await goInApp(b, readingPath); // in B's running app: what arrived by sync
    await expect(b.getByRole('list', { name: 'Attached PDFs' })).toContainText('reading.pdf');
    await b.getByRole('link', { name: 'Read', exact: true }).click();
    await expectReaderReady(b);
    await expect(entries(b, 'highlight')).toContainText(`“${SENTENCE}”`);
    await expect(b.locator('.page[data-page-number="1"] .highlightEditor')).toHaveCount(1);
    // Kept on B from now on: it opens offline.
    await waitForServiceWorker(b);
    await other.setOffline(true);
    await b.reload();
    await expectReaderReady(b);
    await expect(entries(b, 'highlight')).toHaveCount(1);
  } finally {
    await other.close();
  }
});

test('a file that is not a PDF, a damaged one and an oversize one each get a clear message', async ({
  context,
}, testInfo) => {
  const page = await seedReading(context);
  await openApp(page, readingPath);
  await attach(page, syllabusFixture('not-a-pdf.pdf'));
  await expect(page.getByRole('alert')).toHaveText('“not-a-pdf.pdf” is not a PDF. Attach a PDF file (.pdf).');
  await attach(page, syllabusFixture('truncated.pdf'));
  await expect(page.getByRole('alert')).toHaveText(
    '“truncated.pdf” could not be opened: the PDF is damaged or incomplete.',
  );
  const big = testInfo.outputPath('big.pdf');
  const bytes = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20);
  bytes.write('%PDF-1.7\n');
  await writeFile(big, bytes);
  await attach(page, big);
  await expect(page.getByRole('alert')).toHaveText(
    "“big.pdf” is too large (50.0 MiB). A reading's PDF can be at most 50 MiB.",
  );
  await expect(page.getByRole('list', { name: 'Attached PDFs' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('at 375 px: a comment placed in Comment mode, and an exported copy with the annotations in it', async ({
  context,
}) => {
  // Attaching is the first test's subject: here the PDF is already on the device.
  const page = await seedReadingWithPdf(context);
  await page.setViewportSize({ width: 375, height: 740 });
  await openApp(page, readingPath);
  await page.getByRole('link', { name: 'Read', exact: true }).click();
  await expectReaderReady(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByText('Comment', { exact: true }).click();
  const pageBox = await page.locator('.page[data-page-number="1"]').boundingBox();
  if (!pageBox) throw new Error('no page');
  await page.mouse.click(pageBox.x + pageBox.width * 0.5, pageBox.y + 40);
  const popup = page.getByRole('dialog', { name: 'Comment' });
  await popup.getByLabel('Comment text').fill('Ask about proximate cause');
  await popup.getByRole('button', { name: 'Save comment' }).click();
  const marker = page.getByRole('button', { name: /^Comment on page 1: Ask about proximate cause/ });
  await expect(marker).toBeVisible();
  await marker.click();
  await expect(popup.getByLabel('Comment text')).toHaveValue('Ask about proximate cause');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: 'Annotations (1)' }).click();
  await expect(entries(page, 'text')).toContainText('Comment: Ask about proximate cause');
  await page.keyboard.press('Escape');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export annotated PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('reading (annotated).pdf');
  const file = await download.path();
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(file)), isEvalSupported: false })
    .promise;
  const annotations = await (await doc.getPage(1)).getAnnotations();
  expect(annotations.map((a) => a.subtype)).toContain('FreeText');
  expect(JSON.stringify(annotations)).toContain('Ask about proximate cause');
  await doc.destroy();
});
