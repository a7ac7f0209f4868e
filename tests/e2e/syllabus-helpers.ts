import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The labelled syllabi kept in the repository (corpus/syllabi/dev; see corpus/README.md). */
export const devSyllabus = (name: string) => resolve(process.cwd(), 'corpus', 'syllabi', 'dev', name);
export const fixture = (name: string) => resolve(process.cwd(), 'tests', 'fixtures', 'syllabus', name);

export async function chooseFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(file);
}

export const status = (page: Page) => page.getByTestId('wizard-status');

/** Waits for the complete step of the wizard. */
export async function expectCreated(page: Page, timeout = 60_000) {
  await expect(page.getByRole('heading', { name: 'Syllabus Created Successfully!' })).toBeVisible({
    timeout,
  });
  await expect(page.getByText('Your syllabus has been parsed and saved to your course.')).toBeVisible();
}
