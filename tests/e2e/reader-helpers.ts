import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectStarted } from './fixtures';
import type { BrowserContext } from '@playwright/test';
import { pdfFileId } from '../../src/data/readerFiles';
import { buildDoc } from './seed';
import { putStoredFile, SNAPSHOT_KEY, snapshotValue, writeStorage } from './storage';

export const readerFixture = (name: string) => resolve(process.cwd(), 'tests', 'fixtures', 'reader', name);
export const syllabusFixture = (name: string) =>
  resolve(process.cwd(), 'tests', 'fixtures', 'syllabus', name);

/** The sentence scripts/make-reader-fixtures.ts puts alone on a line of reading.pdf's first page. */
export const SENTENCE = 'The risk reasonably to be perceived defines the duty to be obeyed.';
export const READING = { id: 'reading-palsgraf', title: 'Palsgraf v. Long Island R.R.' };
export const COURSE_ID = 'course-torts';

/** A PDF as attaching it keeps it: its bytes, SHA-256 (the app's file id) and page count. */
export interface AttachedPdf {
  path: string;
  bytes: Buffer;
  hash: string;
  pageCount: number;
}

/** reading.pdf (3 pages), the reader's fixture, as attaching it keeps it. */
export async function readingPdf(): Promise<AttachedPdf> {
  const path = readerFixture('reading.pdf');
  const bytes = await readFile(path);
  return { path, bytes, hash: createHash('sha256').update(bytes).digest('hex'), pageCount: 3 };
}

/**
 * A course with a one-week syllabus holding one reading (with `reading`'s extra fields), and `pdf` attached
 * to it as the reading's page attaches one (its row; the bytes go in with putFile).
 */
export function readingDoc(reading: Record<string, unknown> = {}, pdf?: AttachedPdf) {
  return buildDoc((repos) => {
    repos.courses.create({ id: COURSE_ID, name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' } as never);
    repos.syllabi.create({
      id: 'syl-torts',
      courseId: COURSE_ID,
      weeks: [{ weekNumber: 1, topic: 'Duty', readings: [] }],
    } as never);
    repos.readings.create({
      id: READING.id,
      courseId: COURSE_ID,
      syllabusId: 'syl-torts',
      title: READING.title,
      citation: '248 N.Y. 339 (1928)',
      weekNumber: 1,
      order: 0,
      ...reading,
    } as never);
    if (pdf)
      repos.readingFiles.create({
        readingId: READING.id,
        hash: pdf.hash,
        name: basename(pdf.path),
        size: pdf.bytes.length,
        pageCount: pdf.pageCount,
      });
  });
}

export const readingPath = `/syllabus/reading/${READING.id}`;

/** Attaches a file on the reading's page (its Dropzone's input). */
export async function attach(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Attach PDF').locator('input[type="file"]').setInputFiles(file);
}

/** expect with room for pdf.js's work on a busy machine (never a timed assertion: only a longer wait). */
export const slowExpect = expect.configure({ timeout: 30_000 });

/** Waits until the reader painted its first page. */
export async function expectReaderReady(page: Page) {
  await expect(page.getByTestId('reader')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
}

export const entries = (page: Page, type?: string) =>
  page.getByTestId('annotation-entry').and(type ? page.locator(`[data-type="${type}"]`) : page.locator('*'));

/** Selects a line of the text layer by dragging across it (pdf.js makes a highlight on release in Highlight). */
export async function selectLine(page: Page, text: string) {
  const span = page.locator('.textLayer span', { hasText: text }).first();
  await span.scrollIntoViewIfNeeded();
  const box = await span.boundingBox();
  if (!box) throw new Error(`no box for "${text}"`);
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
}

/**
 * A free text placed at (x, y) with `text` typed in it. pdf.js focuses the new editor's text box a moment
 * after the click; keys sent before that land out of order (`uty ...D`), so typing waits for the focus.
 */
export async function typeFreeText(page: Page, x: number, y: number, text: string) {
  await page.mouse.click(x, y);
  await slowExpect(page.locator('.freeTextEditor .internal:focus')).toHaveCount(1);
  await page.keyboard.type(text);
}

/**
 * seedDocument of ./seed with the reading's document (and files): written through the app's own database
 * code from /favicon.svg, no app start. Returns that page: the test's first `goto` starts the app.
 */
export async function seedReading(
  context: BrowserContext,
  reading: Record<string, unknown> = {},
  files: { id: string; path: string; type: string }[] = [],
): Promise<Page> {
  const page = await context.newPage();
  await writeStorage(page, SNAPSHOT_KEY, snapshotValue(readingDoc(reading)));
  for (const f of files) await putFile(page, f.id, f.path, f.type);
  return page;
}

/**
 * seedReading with reading.pdf already attached (row and bytes on this device, as the reading's page leaves
 * them; not uploaded to the relay): for tests whose subject is not attaching. Attaching is tested through the
 * page in reader.spec.ts (and wherever another device must fetch the file from the relay).
 */
export async function seedReadingWithPdf(context: BrowserContext): Promise<Page> {
  const pdf = await readingPdf();
  const page = await context.newPage();
  await writeStorage(page, SNAPSHOT_KEY, snapshotValue(readingDoc({}, pdf)));
  await putStoredFile(page, {
    id: pdfFileId(pdf.hash),
    name: basename(pdf.path),
    type: 'application/pdf',
    bytes: pdf.bytes,
  });
  return page;
}

/** openApp of ./fixtures (its wait for the store is as long as the reader's slowExpect). */
export async function openApp(page: Page, path: string) {
  await page.goto(path);
  await expectStarted(page); // the same 30 s wait
}

/**
 * Puts a file into the `docket` database's `files` table (as the syllabus upload keeps the syllabus file),
 * from a page of the app's origin that does not run the app (seedReading's page).
 */
export async function putFile(page: Page, id: string, path: string, type: string) {
  await putStoredFile(page, { id, name: basename(path), type, bytes: await readFile(path) });
}
