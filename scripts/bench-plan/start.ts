/** The weekly board as a start screen (bench:plan and profile-plan). */
import type { BrowserContext } from 'playwright-core';

/** A fresh start of the app on the weekly board (a new page), its heading shown and 1 s to settle. */
export async function startOnWeekly(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await page.goto(`${base}/weekly`);
  await page.getByRole('heading', { name: 'Weekly Board', level: 1 }).waitFor();
  await page.waitForTimeout(1_000);
  return page;
}
