import { test as base, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { newSpaceId } from '../../src/data/ids';
import { writeStorage } from './storage';

/**
 * The tag of the tests of what the service worker itself does (offline starts, its caches, its sync queue):
 * `npx playwright test --grep @service-worker` runs just those. Every test runs with the app's real service
 * worker, tagged or not: a screen is tested as a student's browser runs it.
 */
export const SERVICE_WORKER = '@service-worker';

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
  baseURL: async ({}, use) => {
    const url = process.env.DOCKET_BASE_URL;
    if (!url) throw new Error('DOCKET_BASE_URL is not set: the global setup did not start the relay');
    await use(url);
  },
});
export { expect };

/**
 * Waits until the local store is open (the shell's sync indicator is shown). A fresh start takes over 10 s
 * when the 2 shared cores are loaded (load 20+), so this waits longer: a wait for a state, never a timing.
 */
export async function expectStarted(page: Page) {
  // Woken on the first frame the indicator is in the document: expect's own retries back off to one look
  // every 500 ms, so a start of 2-3 s was seen on average a quarter of a second late (every start of every
  // test). The check itself is still the expect below (it then passes on its first look).
  await page.waitForFunction(() => document.querySelector('[data-testid="sync-indicator"]') !== null, null, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('sync-indicator')).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens a path inside the running app, the way a link does (the router's history, no reload: the app, its
 * store and its sync stay started), and waits until the new screen's heading has replaced the old one. For
 * tests whose subject is what a screen shows, not the app's start (a full load costs 2-3 s of a start).
 */
export async function goInApp(page: Page, path: string) {
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` === path) return expectStarted(page);
  const left = await page.evaluate((to) => {
    const heading = document.querySelector('h1');
    heading?.setAttribute('data-e2e-left', '');
    const was = { heading: heading?.textContent ?? null, title: document.title };
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return was;
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  // The new screen is committed: its heading is a new element, or has new text (a screen reused with new
  // params), or it has set its own tab title (a heading shared by nested routes).
  await page.waitForFunction((was) => {
    const headings = document.querySelectorAll('h1');
    const heading = headings[0];
    if (headings.length !== 1 || !heading) return false;
    return (
      !heading.hasAttribute('data-e2e-left') ||
      heading.textContent !== was.heading ||
      document.title !== was.title
    );
  }, left);
  await expectStarted(page);
}

/** Opens a path and waits until the local store is open. */
export async function openApp(page: Page, path = '/dashboard') {
  await page.goto(path);
  await expectStarted(page);
}

/**
 * Opens a path: inside the app when it already runs on this page (goInApp), else with a full load (openApp).
 * For helpers that set something up through the UI, where a fresh start is not what they test.
 */
export async function openInApp(page: Page, path: string) {
  const running = page.url().startsWith('http') && (await page.getByTestId('sync-indicator').isVisible());
  if (running) await goInApp(page, path);
  else await openApp(page, path);
}

export interface CourseFields {
  name: string;
  code: string;
  semester: string;
  professor?: string;
  makeActive?: boolean;
}

export async function createCourse(page: Page, course: CourseFields) {
  await openInApp(page, '/courses/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(course.name);
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(course.code);
  await page.getByRole('textbox', { name: 'Semester', exact: true }).fill(course.semester);
  if (course.professor)
    await page.getByRole('textbox', { name: 'Professor', exact: true }).fill(course.professor);
  if (course.makeActive === false) await page.getByLabel('Make this my active course').uncheck();
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('article', { name: course.name })).toBeVisible();
}

/** Waits until the service worker controls the page (after the first visit). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
  });
}

/** Waits until a checkbox shows its new state and is no longer being written to the device. */
export async function expectSavedCheckbox(checkbox: Locator, checked = true) {
  if (checked) await expect(checkbox).toBeChecked();
  else await expect(checkbox).not.toBeChecked();
  await expect(checkbox).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * Puts devices (contexts) into one new sync space before the app starts on them, as pairing leaves them (the
 * stored space id, written through the app's own database code from /favicon.svg): for tests whose subject is
 * what reaches a paired device, not the pairing (sync.spec.ts and hardening.spec.ts pair through the UI).
 * A context with a page already on the app's origin (e.g. seedDocument's) is written from that page. Returns
 * one page per context, left on /favicon.svg: each one's first `goto` is that device's one start.
 */
export async function shareSpace(...devices: (BrowserContext | Page)[]): Promise<Page[]> {
  const space = JSON.stringify(newSpaceId());
  const pages: Page[] = [];
  for (const device of devices) {
    const page = 'goto' in device ? device : await device.newPage();
    await writeStorage(page, 'spaceId', space);
    pages.push(page);
  }
  return pages;
}
