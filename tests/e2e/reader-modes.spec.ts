import { goInApp, shareSpace, test } from './fixtures';
import {
  attach,
  entries,
  expectReaderReady,
  openApp,
  readerFixture,
  readingPath,
  seedReading,
  seedReadingWithPdf,
  SENTENCE,
  syllabusFixture,
  slowExpect as expect,
  typeFreeText,
} from './reader-helpers';
import type { Page } from '@playwright/test';

// pdf.js parses and paints in the page on 2 shared cores: these steps get more time than the suite's default.
test.describe.configure({ timeout: 240_000 });

/** Drags the mouse across a box (relative positions 0-1, kept within the window) in a few steps: one pen stroke. */
async function stroke(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  points: number[][],
) {
  const at = (p: number[]) => [box.x + box.width * (p[0] ?? 0), box.y + box.height * (p[1] ?? 0)] as const;
  await page.mouse.move(...at(points[0] ?? [0, 0]));
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(...at(p), { steps: 4 });
  await page.mouse.up();
}

/** Opens the reading's page and its attached PDF in the reader (the way a student goes there). */
async function openAttached(page: Page) {
  await openApp(page, readingPath);
  await page.getByRole('link', { name: 'Read', exact: true }).click();
  await expectReaderReady(page);
}

async function openReader(page: Page) {
  await openApp(page, readingPath);
  await attach(page, readerFixture('reading.pdf'));
  await expect(page.getByText('“reading.pdf” attached.')).toBeVisible();
  await page.getByRole('link', { name: 'Read', exact: true }).click();
  await expectReaderReady(page);
}

const pageBox = async (page: Page, n = 1) => {
  const box = await page.locator(`.page[data-page-number="${n}"]`).boundingBox();
  if (!box) throw new Error(`no page ${n}`);
  return box;
};

test('a drawing, an image and a signature are kept and come back after a reload; thumbnails go to a page', async ({
  context,
}) => {
  // Attaching is reader.spec's subject: here the PDF is already on the device.
  const page = await seedReadingWithPdf(context);
  await openAttached(page);

  // Draw (ink): a stroke on page 1.
  await page.getByText('Draw', { exact: true }).click();
  await stroke(page, await pageBox(page), [
    [0.2, 0.3],
    [0.3, 0.33],
    [0.4, 0.3],
  ]);
  await page.getByText('Read', { exact: true }).click();
  await expect(entries(page, 'ink')).toHaveCount(1);

  // Image (stamp): Add image… picks a PNG; it is placed on the page.
  await page.getByText('Image', { exact: true }).click();
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add image…' }).click();
  await (await choosing).setFiles(syllabusFixture('no-text.png'));
  await expect(page.locator('.page[data-page-number="1"] .stampEditor')).toHaveCount(1);
  await page.getByText('Read', { exact: true }).click();
  await expect(entries(page, 'stamp')).toHaveCount(1);

  // Signature: the dialog opens on entering the mode; draw, add; it is placed on the page.
  await page.getByText('Signature', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a signature' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add signature' })).toBeDisabled();
  const pad = await dialog.getByTestId('signature-pad').boundingBox();
  if (!pad) throw new Error('no signature pad');
  await stroke(page, pad, [
    [0.1, 0.6],
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
  ]);
  await stroke(page, pad, [
    [0.65, 0.5],
    [0.9, 0.45],
  ]);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Ada Lovelace');
  await dialog.getByRole('button', { name: 'Add signature' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.signatureEditor')).toHaveCount(1);
  await page.getByText('Read', { exact: true }).click();
  await expect(entries(page, 'signature')).toHaveCount(1);
  await expect(entries(page)).toHaveCount(3);

  await page.reload();
  await expectReaderReady(page);
  await expect(entries(page, 'ink')).toHaveCount(1);
  await expect(entries(page, 'stamp')).toHaveCount(1);
  await expect(entries(page, 'signature')).toHaveCount(1);
  // Shown on the page again by pdf.js's own editors.
  const first = page.locator('.page[data-page-number="1"]');
  await expect(first.locator('.inkEditor')).toHaveCount(1);
  await expect(first.locator('.stampEditor')).toHaveCount(1);
  await expect(first.locator('.signatureEditor')).toHaveCount(1);
  await expect(first.locator('.signatureEditor')).toBeVisible();

  // Thumbnails: the Pages tab shows every page; a click goes to it.
  await page.getByRole('tab', { name: 'Pages' }).click();
  const thumbs = page.getByRole('list', { name: 'Pages' }).getByTestId('thumbnail');
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.first().locator('canvas[data-painted="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('3');
  await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('"Use these pages" of the syllabus file opens in the reader; at 375 px the thumbnails go to a page', async ({
  context,
}) => {
  const page = await seedReading(context, { fileId: 'file-syllabus', sourcePage: 2 }, [
    { id: 'file-syllabus', path: syllabusFixture('text-10pages.pdf'), type: 'application/pdf' },
  ]);
  await page.setViewportSize({ width: 375, height: 740 });
  await openApp(page, readingPath);
  await expect(page.getByRole('textbox', { name: 'First page' })).toHaveValue('2');
  await page.getByRole('textbox', { name: 'Last page' }).fill('4');
  await page.getByRole('button', { name: 'Use these pages' }).click();
  await expect(page.getByText('“text-10pages pp. 2-4.pdf” attached.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attached PDFs' })).toContainText('pages 2–4 of the syllabus');
  await page.getByRole('link', { name: 'Read', exact: true }).click();
  await expectReaderReady(page);
  await expect(page.getByText('Pages 2–4 of the uploaded syllabus.')).toBeVisible();
  await expect(page.getByTestId('page-count')).toHaveText('of 3');

  await page.getByRole('button', { name: /^Annotations \(\d+\)$/ }).click();
  await page.getByRole('tab', { name: 'Pages' }).click();
  await expect(page.getByTestId('thumbnail')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden(); // the drawer closes on the way to the page
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('2');
});

test('an edit on a paired device appears in the open reader without a reload', async ({
  context,
  browser,
  baseURL,
}) => {
  const a = await seedReading(context);
  const other = await browser.newContext({ baseURL });
  try {
    // Paired (the pairing is sync.spec.ts's subject): both start in one space.
    const [, b] = await shareSpace(a, other);
    if (!b) throw new Error('no page for B');
    // The two devices start side by side (neither start is the subject; each waits for its own store). B
    // waits on its dashboard, as a paired phone left open: the file A attaches reaches it by sync.
    await Promise.all([openReader(a), openApp(b, '/dashboard')]);
    await expect(entries(a)).toHaveCount(0);

    await goInApp(b, readingPath); // in B's running app: what arrived by sync
    await expect(b.getByRole('list', { name: 'Attached PDFs' })).toContainText('reading.pdf');
    await b.getByRole('link', { name: 'Read', exact: true }).click();
    await expectReaderReady(b);
    await b.getByText('Free text', { exact: true }).click();
    const box = await pageBox(b);
    await typeFreeText(b, box.x + box.width * 0.5, box.y + box.height * 0.1, 'Added on the phone');
    await b.keyboard.press('Escape');
    await b.getByText('Read', { exact: true }).click();
    await expect(entries(b, 'freetext')).toHaveCount(1);

    // A, still open, shows it: in the side panel and on the page.
    await expect(entries(a, 'freetext')).toContainText('Added on the phone');
    await expect(a.locator('.page[data-page-number="1"] .freeTextEditor')).toContainText(
      'Added on the phone',
    );
    await expect(a.locator('.textLayer').first()).toContainText(SENTENCE);
  } finally {
    await other.close();
  }
});
