import type { BrowserContext, Page } from '@playwright/test';
import type * as Y from 'yjs';
import { createDocketDoc } from '../../src/data/doc';
import { createRepositories, type Repositories } from '../../src/data/repositories';
import { CURRENT_COURSE_KEY } from '../../src/data/courses';
import { putStorageValue, SNAPSHOT_KEY, snapshotValue, writeStorage } from './storage';

/**
 * Puts a document into the app's saved snapshot (merged on the next start), the way a restored backup
 * would arrive: written through the app's own database code from a page of the app's origin that does not
 * run the app (no app start: the database is made there). Returns that page, left on /favicon.svg: the
 * test's first `goto` is the app's one start.
 */
export async function seedDocument(context: BrowserContext, doc: Y.Doc): Promise<Page> {
  const page = await context.newPage();
  await writeStorage(page, SNAPSHOT_KEY, snapshotValue(doc));
  return page;
}

/** A Docket document built through the repositories, with a settable clock for past timestamps. */
export function buildDoc(build: (repos: Repositories, at: (iso: string) => void) => void): Y.Doc {
  const doc = createDocketDoc();
  const clock = seedClock();
  const repos = createRepositories(doc, { now: clock.now });
  build(repos, clock.set);
  return doc;
}

/**
 * The seed's clock: now, or the time last set, and never the same millisecond twice - as a student's
 * rows are made one after another. (Two rows stamped alike would be ordered by their random ids, so
 * "the first course" would be either of them.)
 */
function seedClock(): { now: () => string; set: (iso: string) => void } {
  let base: number | undefined;
  let last = -Infinity;
  return {
    now: () => {
      last = Math.max(base ?? Date.now(), last + 1);
      return new Date(last).toISOString();
    },
    set: (iso) => {
      base = Date.parse(iso);
      last = -Infinity;
    },
  };
}

/** A course as the course form saves one (name, code, semester). */
export interface SeedCourse {
  id: string;
  name: string;
  code: string;
  semester: string;
}

/**
 * For set-up that is not what a test is about: these courses (and whatever `more` adds) saved as a restored
 * backup brings them, with `current` as the course this device has in use (as the course form's "Make this
 * my active course" leaves it; without it, the first course is the one in use). Returns the page, not yet
 * started (see seedDocument).
 */
export async function seedCourses(
  context: BrowserContext,
  courses: SeedCourse[],
  options: {
    current?: string;
    /** When the courses were made (ISO), e.g. the pages' fixed clock; default now. */
    at?: string;
    more?: (repos: Repositories, at: (iso: string) => void) => void;
  } = {},
): Promise<Page> {
  const doc = buildDoc((repos, at) => {
    if (options.at) at(options.at);
    for (const course of courses) repos.courses.create(course);
    options.more?.(repos, at);
  });
  const page = await seedDocument(context, doc);
  if (options.current) {
    const current = { courseId: options.current, explicitNone: false, updatedAt: new Date().toISOString() };
    await putStorageValue(page, CURRENT_COURSE_KEY, JSON.stringify(current));
  }
  return page;
}

export const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString();

/** Starts recording a submit button's label and disabled state on every change (to catch brief states). */
export async function recordSubmitButton(page: Page): Promise<void> {
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    if (!button) throw new Error('no submit button');
    const seen: string[] = [];
    const note = () => {
      const entry = `${button.textContent?.trim()}|${button.disabled ? 'disabled' : 'enabled'}`;
      if (seen[seen.length - 1] !== entry) seen.push(entry);
    };
    note();
    new MutationObserver(note).observe(button, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    (window as unknown as { __submitStates: string[] }).__submitStates = seen;
  });
}

export function recordedSubmitStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __submitStates: string[] }).__submitStates);
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await selectInput(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export function selectInput(page: Page, label: string) {
  return page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
}
