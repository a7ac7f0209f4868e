import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import * as Y from 'yjs';
import { SCHEMA_MAP } from '../../src/core/backup/migrations';
import { rootsJson } from '../../src/data/backup/docRoots';
import { BACKUP_MESSAGES } from '../../src/core/backup/format';
import { expect as baseExpect, goInApp, openInApp, test } from './fixtures';
import { COURSE, planDoc, READINGS } from './plan-seed';
import { buildDoc, seedDocument } from './seed';
import { expectNoAxeViolations } from './axe';

// Each test opens several profiles and reloads after every import and restore: on a machine shared by
// several engineers a start can take longer than the default waits. These are waits for a state, not timing.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** What a backup file holds, decoded in Node: every collection of its document and its device tables. */
interface Holdings {
  collections: Record<string, unknown>;
  tables: Record<string, unknown[]>;
}

function holdings(text: string): Holdings {
  const file = JSON.parse(text);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Buffer.from(file.content.doc.update, 'base64'));
  const collections = rootsJson(doc);
  delete collections[SCHEMA_MAP];
  // Rows a device writes for itself on every start (not the student's data).
  const tables = { ...file.content.tables };
  return { collections, tables };
}

/** The student's document: the plan seed (course, syllabus, 16 readings, RPA, weak spots) and a collection added later. */
function studentDoc(): Y.Doc {
  const doc = planDoc();
  const brief = new Y.Map<unknown>();
  brief.set('id', 'brief-1');
  brief.set('label', 'Duty');
  doc.getMap<Y.Map<unknown>>('caseBriefs').set('brief-1', brief);
  return doc;
}

/** Settings: inside the app when it runs on the page (a start is not what these tests check), else a full load. */
async function openSettings(page: Page) {
  await openInApp(page, '/settings');
  await expect(page.getByRole('region', { name: 'Backups' })).toBeVisible();
}

async function downloadBackup(page: Page): Promise<{ name: string; text: string }> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await waiting;
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

async function chooseFile(page: Page, name: string, content: string | Buffer) {
  const waiting = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a backup…' }).click();
  await (await waiting).setFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(content),
  });
}

async function importBackup(page: Page, text: string, mode: 'Merge into my data' | 'Replace my data') {
  await chooseFile(page, 'docket-backup.docket', text);
  const preview = page.getByTestId('backup-preview');
  await expect(preview).toContainText('Courses: 1');
  await expect(preview).toContainText(`Readings: ${READINGS.length}`);
  await expect(preview).toContainText('RPAs: 1');
  await expect(preview).toContainText('Weak spots: 2');
  await expect(preview).toContainText('Case briefs: 1');
  await page.getByRole('button', { name: mode }).click();
  await expect(
    page.getByRole('status').filter({ hasText: mode.startsWith('Merge') ? 'Backup merged' : 'replaced' }),
  ).toBeVisible();
}

async function seededPage(context: BrowserContext): Promise<Page> {
  const page = await seedDocument(context, studentDoc());
  await openSettings(page);
  return page;
}

test('a backup exported from a profile with data imports into fresh profiles by Merge and Replace, every collection equal', async ({
  browser,
}) => {
  const a = await browser.newContext();
  const source = await seededPage(a);
  const exported = await downloadBackup(source);
  expect(exported.name).toMatch(/^docket-backup-\d{4}-\d{2}-\d{2}\.docket$/);
  const original = holdings(exported.text);
  expect(Object.keys((original.collections.readings as object) ?? {})).toHaveLength(READINGS.length);

  // Merge into a fresh profile.
  const b = await browser.newContext();
  const fresh = await b.newPage();
  await openSettings(fresh);
  await importBackup(fresh, exported.text, 'Merge into my data');
  expect(holdings((await downloadBackup(fresh)).text)).toEqual(original);
  await goInApp(fresh, '/courses');
  await expect(fresh.getByRole('article', { name: COURSE.name })).toBeVisible();
  // The notice is still there when Settings is drawn again in the same page load (a second mount of the
  // section), until the student dismisses it; then it is gone.
  await openSettings(fresh);
  const merged = fresh.getByRole('status').filter({ hasText: 'Backup merged' });
  await expect(merged).toBeVisible();
  await merged.getByRole('button', { name: 'Dismiss' }).click();
  await expect(merged).toHaveCount(0);

  // Replace the data of a profile that has its own: afterwards it holds exactly the backup.
  // (Its own data as a restored backup brings it: making a course through the form is courses.spec.ts's.)
  const c = await browser.newContext();
  const other = await seedDocument(
    c,
    buildDoc((repos) => {
      repos.courses.create({ name: 'Evidence', code: 'LAW 230', semester: 'Fall 2026' } as never);
    }),
  );
  await openSettings(other);
  await importBackup(other, exported.text, 'Replace my data');
  expect(holdings((await downloadBackup(other)).text)).toEqual(original);
  // The replace took a restore point of what was there first (its own course).
  await expect(
    other.getByTestId('restore-points').getByRole('row').filter({ hasText: 'Before a replace' }),
  ).toContainText('Courses: 1');
  await other.goto('/courses');
  await expect(other.getByRole('article', { name: COURSE.name })).toBeVisible();
  await expect(other.getByRole('article', { name: 'Evidence' })).toHaveCount(0);
  for (const context of [a, b, c]) await context.close();
});

test('a truncated file, a wrong checksum and a random file each get a clear message and change nothing', async ({
  context,
}) => {
  const page = await seededPage(context); // the seeding page is the app's page: no second page
  const before = await downloadBackup(page);
  const cases: Array<[string, string | Buffer, string]> = [
    ['cut.docket', before.text.slice(0, Math.floor(before.text.length * 0.6)), BACKUP_MESSAGES.truncated],
    [
      'changed.docket',
      before.text.replace('"filesIncluded":false', '"filesIncluded":true'),
      BACKUP_MESSAGES.checksum,
    ],
    [
      'random.docket',
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 17) % 256)),
      BACKUP_MESSAGES.foreign,
    ],
  ];
  for (const [name, content, message] of cases) {
    await chooseFile(page, name, content);
    await expect(page.getByTestId('backup-error')).toContainText(message);
    await expect(page.getByTestId('backup-preview')).toHaveCount(0);
  }
  expect(holdings((await downloadBackup(page)).text)).toEqual(holdings(before.text));
});

test('a restore point restores what it holds, after taking one of the present', async ({ context }) => {
  const page = await seededPage(context); // the seeding page is the app's page: no second page
  const points = page.getByTestId('restore-points');
  // Opening Docket took today's restore point.
  await expect(points).toContainText('Daily');
  await page.getByRole('button', { name: 'Make a restore point now' }).click();
  await expect(points.getByRole('row').filter({ hasText: 'Made by you' })).toContainText('Courses: 1');

  await goInApp(page, '/courses/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Evidence');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('LAW 230');
  await page.getByRole('textbox', { name: 'Semester', exact: true }).fill('Fall 2026');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('article', { name: 'Evidence' })).toBeVisible();

  await openSettings(page);
  await points
    .getByRole('row')
    .filter({ hasText: 'Made by you' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await page
    .getByRole('dialog', { name: 'Restore this point?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored.' })).toBeVisible();
  await expect(points.getByRole('row').filter({ hasText: 'Before a restore' })).toContainText('Courses: 2');
  await page.goto('/courses');
  await expect(page.getByRole('article', { name: COURSE.name })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Evidence' })).toHaveCount(0);
});

interface EventFields {
  uid: string;
  summary: string;
  day: string;
  url: string;
}

function events(text: string): EventFields[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      day: event.startDate.toString(),
      url: String(v.getFirstPropertyValue('url')),
    };
  });
}

test('the .ics holds one event per reading; the subscription answers the same events and stops once revoked', async ({
  context,
  request,
}) => {
  const page = await seededPage(context); // the seeding page is the app's page: no second page
  const calendar = page.getByRole('region', { name: 'Calendar' });
  const waiting = page.waitForEvent('download');
  await calendar.getByRole('button', { name: 'Download .ics' }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe('LAW-101-readings.ics');
  const file = events(await readFile(await download.path(), 'utf8'));
  expect(file).toHaveLength(READINGS.length);
  expect(file.map((e) => e.uid).sort()).toEqual(READINGS.map((r) => `${r.id}@docket`).sort());
  const palsgraf = file.find((e) => e.uid === 'reading-3@docket');
  expect(palsgraf).toMatchObject({ summary: 'LAW 101: Palsgraf v. Long Island R.R.', day: '2026-11-09' });
  expect(palsgraf?.url).toMatch(/\/syllabus\/reading\/reading-3$/);

  // The relay answers from its copy of the space: wait until it has the course (its analytics call says so).
  const spaceId = (await page.getByTestId('space-id').textContent()) ?? '';
  await expect
    .poll(async () =>
      (
        await request.get(`/api/analytics/coverage?courseId=${COURSE.id}`, {
          headers: { 'X-Space-ID': spaceId },
        })
      ).status(),
    )
    .toBe(200);
  await calendar.getByRole('button', { name: 'Make a subscription address' }).click();
  const address = calendar.getByRole('textbox', { name: `Subscription address for ${COURSE.name}` });
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  expect(url).not.toContain(spaceId);
  // Settings with backups, restore points and a subscription shown: no WCAG 2.2 AA violations.
  await expect(page.getByTestId('restore-points')).toBeVisible();
  // The pointer off the button just clicked (the theme's hover shade of a filled button is 4.34:1).
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(events(await served.text())).toEqual(file);

  await calendar.getByRole('button', { name: 'Revoke' }).click();
  await expect(calendar.getByText('No subscription addresses for this space.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

test('joining a space takes a restore point first', async ({ context }) => {
  const page = await seededPage(context); // the seeding page is the app's page: no second page
  const space = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
  await page.getByRole('textbox', { name: 'Pairing link or code' }).fill(space);
  await page.getByRole('button', { name: 'Join a space' }).click();
  await page
    .getByRole('dialog', { name: 'Join this space?' })
    .getByRole('button', { name: 'Join and merge' })
    .click();
  await expect(page.getByTestId('space-id')).toHaveText(space);
  await expect(
    page.getByTestId('restore-points').getByRole('row').filter({ hasText: 'Before joining a space' }),
  ).toContainText(`Readings: ${READINGS.length}`);
});
