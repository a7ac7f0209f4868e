import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** ../shared beside the repo (CI clones it there), or SHARED_DIR. */
export function sharedDir(): string {
  const candidates = [process.env.SHARED_DIR, resolve(process.cwd(), '../shared')].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((d) => existsSync(join(d, 'syllabi', 'dev')));
  if (!found)
    throw new Error(`The shared folder with syllabi/dev was not found (tried ${candidates.join(', ')})`);
  return found;
}

export const devSyllabus = (name: string) => join(sharedDir(), 'syllabi', 'dev', name);
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
