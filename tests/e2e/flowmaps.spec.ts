import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, expectStarted, goInApp, openInApp, shareSpace, test } from './fixtures';
import { SCHEMA_MAP } from '../../src/core/backup/migrations';
import { buildDoc, choose, seedCourses, seedDocument, selectInput } from './seed';

/**
 * Doctrine flowmaps end to end, against the production build served by the real relay: made from a reading,
 * drawn (nodes, labelled arrows, tidy), versioned, reloaded, exported, filtered, and edited on two paired
 * devices at once.
 */

const READING = { id: 'reading-palsgraf', title: 'Palsgraf v. Long Island R.R.' };
const COURSE = { id: 'course-torts', name: 'Torts' };

function tortsDoc() {
  return buildDoc((repos) => {
    repos.courses.create({
      id: COURSE.id,
      name: COURSE.name,
      code: 'LAW 101',
      semester: 'Fall 2026',
    } as never);
    repos.syllabi.create({
      id: 'syl-torts',
      courseId: COURSE.id,
      weeks: [{ weekNumber: 3, topic: 'Duty', readings: [] }],
    } as never);
    repos.readings.create({
      id: READING.id,
      courseId: COURSE.id,
      syllabusId: 'syl-torts',
      title: READING.title,
      citation: '248 N.Y. 339 (1928)',
      weekNumber: 3,
      order: 0,
    } as never);
  });
}

const canvas = (page: Page) => page.getByTestId('flowmap-canvas');
const node = (page: Page, text: string) =>
  canvas(page).locator('.react-flow__node').filter({ hasText: text });
const edgeLabels = (page: Page) => canvas(page).getByTestId('flowmap-edge-label');
const versionRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Versions' }).getByRole('listitem', { name: `Version ${name}` });

/**
 * Waits for the editor after a navigation or reload: its code (and @xyflow/react) loads lazily, which took
 * over 10 s on the shared 2-core machine under a load average of 20.
 */
async function editorReady(page: Page) {
  await expect(canvas(page).locator('.react-flow__renderer')).toBeVisible({ timeout: 30_000 });
}

/** openApp with room for a slow start: the store opened in over 10 s under a load average of 30. */
async function openApp(page: Page, path: string) {
  await page.goto(path);
  await expectStarted(page); // 30 s, as here before
}

/** Selects a node by clicking it. */
async function select(page: Page, text: string) {
  await node(page, text).click();
  await expect(node(page, text)).toHaveClass(/selected/);
}

/**
 * Types a node's new text once the Node text field edits that node (`from`, its text now): the field is
 * remounted when the selection moves (a new child is selected a moment after its arrow is drawn), and text
 * typed into the field of the node selected before is dropped with it.
 */
async function setNodeText(page: Page, from: string, text: string) {
  const field = page.getByRole('textbox', { name: 'Node text', exact: true });
  await expect(field).toHaveValue(from);
  await field.fill(text);
  await field.press('Enter');
  await expect(node(page, text)).toBeVisible();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/**
 * Makes a flowmap through the create form (no course) and waits for the editor: inside the app when it runs
 * on the page (a start is not what it sets up), else with a full load.
 */
async function newFlowmap(page: Page, title: string, fields: { category?: string; tags?: string[] } = {}) {
  await openInApp(page, '/flowmap/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  if (fields.category) await choose(page, 'Category', fields.category);
  for (const tag of fields.tags ?? []) {
    await selectInput(page, 'Tags').fill(tag);
    await selectInput(page, 'Tags').press('Enter');
  }
  await page.getByRole('button', { name: 'Create flowmap' }).click();
  await expect(page).toHaveURL(/\/flowmap\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await editorReady(page);
  await expect(node(page, 'What is the issue?')).toBeVisible();
}

test('a flowmap made from a reading: draw, label, tidy, versions, reload, export', async ({ context }) => {
  test.slow(); // one long story on a shared 2-core machine
  const app = await seedDocument(context, tortsDoc());
  await openApp(app, `/syllabus/reading/${READING.id}`);
  await app.getByRole('link', { name: 'Create flowmap' }).click();
  await expect(app).toHaveURL(new RegExp(`/flowmap/create\\?.*readingId=${READING.id}`));
  await expect(app.getByRole('heading', { level: 1, name: 'New Flowmap' })).toBeVisible();
  await expect(selectInput(app, 'Course')).toHaveValue(COURSE.name);
  await expect(app.getByRole('textbox', { name: 'Week number' })).toHaveValue('3');

  // The title is required; the message waits until the field is left empty.
  await app.getByRole('button', { name: 'Create flowmap' }).click();
  await expect(app.getByText('Title is required')).toBeVisible();
  await app.getByRole('textbox', { name: 'Title' }).fill('Negligence');
  await app.getByRole('textbox', { name: 'Doctrine' }).fill('Duty of care');
  await choose(app, 'Category', 'test');
  await selectInput(app, 'Tags').fill('exam');
  await selectInput(app, 'Tags').press('Enter');
  await app.getByRole('button', { name: 'Create flowmap' }).click();

  // Straight into the editor, with the course and week shown.
  await expect(app).toHaveURL(/\/flowmap\/[\w-]+$/);
  const editorUrl = app.url();
  await expect(app.getByRole('heading', { level: 1, name: 'Negligence' })).toBeVisible();
  await expect(app.getByTestId('flowmap-course')).toHaveText('Torts · Week 3');
  const root = 'Duty of care: what is the issue?';
  await editorReady(app);
  await expect(node(app, root)).toBeVisible();
  await expect(canvas(app).locator('.react-flow__minimap')).toBeVisible();

  // One key adds a child: a question's first branch is Yes, its second No.
  await select(app, root);
  await app.keyboard.press('n');
  await expect(node(app, 'New element')).toHaveCount(1);
  await expect(edgeLabels(app)).toHaveText(['Yes']);
  await setNodeText(app, 'New element', 'Was the claimant foreseeable?');
  await select(app, root);
  await app.getByRole('button', { name: 'Add child' }).click();
  await expect(edgeLabels(app)).toHaveText(['Yes', 'No']);
  await setNodeText(app, 'New element', 'No duty: no liability');
  await app.getByRole('textbox', { name: 'Node text' }).blur();
  await choose(app, 'Kind', 'Outcome');
  await expect(node(app, 'No duty: no liability')).toHaveAttribute('aria-label', /^outcome: /);

  // The node links to the reading and opens it.
  await choose(app, 'Opens', READING.title);
  await expect(node(app, 'No duty: no liability').getByRole('link', { name: READING.title })).toBeVisible();

  // Undo and redo the last change (the link).
  await app.getByRole('button', { name: 'Undo' }).click();
  await expect(node(app, 'No duty: no liability').getByRole('link')).toHaveCount(0);
  await app.getByRole('button', { name: 'Redo' }).click();
  await expect(node(app, 'No duty: no liability').getByRole('link', { name: READING.title })).toBeVisible();

  // A free-text arrow label: select the Yes arrow (arrows take focus; Enter selects), type its text.
  const yes = canvas(app).getByRole('group', { name: /: Yes$/ });
  await yes.focus();
  await yes.press('Enter');
  const arrowText = app.getByRole('textbox', { name: 'Arrow text', exact: true });
  await arrowText.fill('Yes, within the zone of danger');
  await arrowText.press('Enter');
  await expect(edgeLabels(app)).toHaveText(['Yes, within the zone of danger', 'No']);

  // Drag a child above the root; Tidy layout puts it back below.
  const claimant = node(app, 'Was the claimant foreseeable?');
  const rootBox = await boxOf(node(app, root));
  const before = await boxOf(claimant);
  await app.mouse.move(before.x + before.width / 2, before.y + 10);
  await app.mouse.down();
  await app.mouse.move(before.x + before.width / 2 + 5, rootBox.y - 60, { steps: 8 });
  await app.mouse.up();
  await expect.poll(async () => (await boxOf(claimant)).y).toBeLessThan(rootBox.y);
  await app.getByRole('button', { name: 'Tidy layout' }).click();
  await expect
    .poll(async () => (await boxOf(claimant)).y - (await boxOf(node(app, root))).y)
    .toBeGreaterThan(20);

  // Save a version: it becomes current; the list shows its dates.
  await app.getByRole('textbox', { name: 'New version name' }).fill('First draft');
  await app.getByRole('button', { name: 'Save as version' }).click();
  await expect(versionRow(app, 'First draft')).toContainText('Current');
  await expect(versionRow(app, 'First draft')).toContainText('3 nodes · created');

  // Change the drawing and save it as a second version.
  await select(app, root);
  await setNodeText(app, root, 'Was there a duty at all?');
  await app.getByRole('button', { name: 'Add child' }).click();
  await expect(canvas(app).locator('.react-flow__node')).toHaveCount(4);
  await app.getByRole('button', { name: 'Save as version' }).click();
  await expect(versionRow(app, 'Version 2')).toContainText('Current');
  await expect(versionRow(app, 'First draft')).not.toContainText('Current');

  // Rename it, switch back to the first, then delete the second.
  await versionRow(app, 'Version 2').getByRole('button', { name: 'Rename' }).click();
  await versionRow(app, 'Version 2')
    .getByRole('textbox', { name: 'Version name' })
    .fill('With a third branch');
  await versionRow(app, 'Version 2').getByRole('button', { name: 'Save name' }).click();
  await expect(versionRow(app, 'With a third branch')).toContainText('Current');
  await versionRow(app, 'First draft').getByRole('button', { name: 'Switch to' }).click();
  await expect(node(app, root)).toBeVisible();
  await expect(canvas(app).locator('.react-flow__node')).toHaveCount(3);
  await expect(versionRow(app, 'First draft')).toContainText('Current');
  await versionRow(app, 'With a third branch').getByRole('button', { name: 'Delete' }).click();
  await app
    .getByRole('dialog', { name: 'Delete version “With a third branch”?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(app.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(1);
  await expect(versionRow(app, 'First draft')).toContainText('Current');

  // Reload: everything is still there.
  await app.reload();
  await editorReady(app);
  await expect(node(app, root)).toBeVisible();
  await expect(node(app, 'Was the claimant foreseeable?')).toBeVisible();
  await expect(edgeLabels(app)).toHaveText(['Yes, within the zone of danger', 'No']);
  await expect(node(app, 'No duty: no liability').getByRole('link', { name: READING.title })).toBeVisible();
  await expect(versionRow(app, 'First draft')).toContainText('Current');
  await expectNoAxeViolations(app);

  // Export a PNG of the whole drawing.
  await app.getByRole('button', { name: 'Export' }).click();
  const downloading = app.waitForEvent('download');
  await app.getByRole('menuitem', { name: 'PNG image' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('Negligence.png');
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(2_000);

  // …and an SVG: an SVG document holding the nodes' labels as text.
  await app.getByRole('button', { name: 'Export' }).click();
  const downloadingSvg = app.waitForEvent('download');
  await app.getByRole('menuitem', { name: 'SVG image' }).click();
  const svgFile = await downloadingSvg;
  expect(svgFile.suggestedFilename()).toBe('Negligence.svg');
  const svg = await readFile(await svgFile.path(), 'utf8');
  expect(svg.trimStart()).toMatch(/^<svg[\s>]/);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  for (const label of [root, 'Was the claimant foreseeable?', 'No duty: no liability'])
    expect(svg).toContain(label);

  // The node's link opens the reading.
  await node(app, 'No duty: no liability').getByRole('link', { name: READING.title }).click();
  await expect(app).toHaveURL(new RegExp(`/syllabus/reading/${READING.id}$`));
  // …whose page lists the flowmaps made from it.
  await app
    .getByRole('group', { name: 'Flowmaps from this reading' })
    .getByRole('link', { name: 'Negligence' })
    .click();
  await expect(app).toHaveURL(editorUrl);
  await editorReady(app);
  await expect(node(app, root)).toBeVisible();
});

test('the list: cards, search and filters by course, category and tag; duplicate; delete asks first', async ({
  context,
}) => {
  test.slow();
  // The course is set-up (the course form is courses.spec.ts's subject): saved as a backup brings it.
  const page = await seedCourses(
    context,
    [{ id: 'course-torts', name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' }],
    { current: 'course-torts' },
  );
  await newFlowmap(page, 'Negligence', { tags: ['exam'] });
  await newFlowmap(page, 'Offer and acceptance', { category: 'test', tags: ['contracts'] });
  await goInApp(page, '/flowmap');
  await expect(page.getByRole('heading', { level: 1, name: 'Doctrine Flowmaps' })).toBeVisible();
  await expect(page.getByText(/Visual doctrine diagrams/)).toBeVisible();
  const cards = page.getByTestId('flowmap-grid').getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Negligence' })).toContainText('Torts');
  await expect(
    cards
      .filter({ hasText: 'Negligence' })
      .getByRole('img', { name: /Preview of Negligence: 1 node, 0 arrows/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Search' }).fill('offer');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Offer and acceptance');
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await choose(page, 'Category', 'principle');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Negligence');
  await page.reload();
  await choose(page, 'Tag', 'contracts');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Offer and acceptance');
  await page.reload();
  await choose(page, 'Course', 'Torts');
  await expect(cards).toHaveCount(2);

  await cards.filter({ hasText: 'Negligence' }).getByRole('button', { name: 'Duplicate' }).click();
  await expect(cards.filter({ hasText: 'Negligence (copy)' })).toHaveCount(1);
  await cards.filter({ hasText: 'Negligence (copy)' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Negligence (copy)”?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(3);
  await cards.filter({ hasText: 'Negligence (copy)' }).getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toContainText('You can undo this for a few seconds afterwards.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(2);
  const deleted = page.locator('.mantine-Notification-root').filter({
    hasText: 'Flowmap “Negligence (copy)” deleted.',
  });
  // Undo brings it back with its drawing.
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(3);
  await expect(
    cards
      .filter({ hasText: 'Negligence (copy)' })
      .getByRole('img', { name: /Preview of Negligence \(copy\): 1 node, 0 arrows/ }),
  ).toBeVisible();
  await cards.filter({ hasText: 'Negligence (copy)' }).getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(2);
});

test('on a 375 px phone the editor opens readable, pans and zooms, and edits simply', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
  });
  const page = await seedCourses(
    context,
    [{ id: 'course-torts', name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' }],
    { current: 'course-torts' },
  );
  await newFlowmap(page, 'Negligence');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const root = node(page, 'What is the issue?');
  const box = await boxOf(root);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await root.tap();
  await page.getByRole('button', { name: 'Add child' }).tap();
  await expect(node(page, 'New element')).toBeVisible();
  // Pan: drag the empty top edge of the canvas; the drawing moves with it.
  const area = await boxOf(canvas(page));
  const before = await boxOf(node(page, 'New element'));
  await page.mouse.move(area.x + area.width / 2, area.y + 8);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width / 2 - 60, area.y + 38, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => before.x - (await boxOf(node(page, 'New element'))).x).toBeGreaterThan(40);
  await page.getByRole('button', { name: 'Zoom In' }).tap();
  await page.getByRole('button', { name: 'Fit view', exact: true }).tap();
  await expect(node(page, 'New element')).toBeInViewport();
  await expectNoAxeViolations(page);
  await context.close();
});

test('a write that fails shows the spec’s fallback message (a document a newer Docket saved is read-only)', async ({
  context,
}) => {
  const doc = buildDoc((repos) => {
    repos.flowmaps.create({ id: 'map-duty', title: 'Duty', category: 'principle', tags: [] } as never);
    repos.flowmapNodes.create({ flowmapId: 'map-duty', kind: 'question', label: 'Duty?', x: 0, y: 0 });
  });
  // Saved by a Docket whose readings are a version ahead of this one: the app opens it read-only.
  doc.getMap(SCHEMA_MAP).set('readings', 99);
  const app = await seedDocument(context, doc);
  await openApp(app, '/flowmap/map-duty');
  await editorReady(app);
  await expect(node(app, 'Duty?')).toBeVisible();

  await app.getByRole('button', { name: 'Save as version' }).click();
  const versionAlert = app
    .locator('.mantine-Notification-root')
    .filter({ hasText: 'Failed to create version' });
  await expect(versionAlert).toContainText('Try again.');
  await expect(app.getByText('No versions yet: save one to keep this drawing as it is now.')).toBeVisible();

  await select(app, 'Duty?');
  await app.keyboard.press('n');
  const saveAlert = app.locator('.mantine-Notification-root').filter({ hasText: 'Failed to save flowmap' });
  await expect(saveAlert).toContainText('Your last change was not saved.');
  await expect(canvas(app).locator('.react-flow__node')).toHaveCount(1);
});

test('an unknown flowmap says so', async ({ page }) => {
  await openApp(page, '/flowmap/no-such-map');
  await expect(page.getByRole('heading', { name: 'Flowmap not found' })).toBeVisible();
});

test.describe('two paired devices', () => {
  let contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    for (const c of contexts) await c.close();
    contexts = [];
  });

  test('see the same map, and concurrent edits of different nodes on both are both kept', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    contexts = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
    // Paired (the pairing is sync.spec.ts's subject): both start in one space, side by side; A has the course
    // (set-up, saved as a backup brings it: the course form is courses.spec.ts's subject).
    const seeded = await seedCourses(
      contexts[0] as BrowserContext,
      [{ id: 'course-torts', name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' }],
      { current: 'course-torts' },
    );
    const [a, b] = (await shareSpace(seeded, contexts[1] as BrowserContext)) as [Page, Page];
    await Promise.all([
      (async () => {
        await openApp(a, '/flowmap/new');
        await expect(a.getByTestId('sync-indicator')).toContainText('Sync: Connected');
      })(),
      openApp(b, '/dashboard'),
    ]);
    await newFlowmap(a, 'Negligence');
    await select(a, 'What is the issue?');
    await a.keyboard.press('n');
    await expect(node(a, 'New element')).toBeVisible();
    const url = a.url().replace(/^https?:\/\/[^/]+/, '');

    // B sees the same map (B has run all along: the map came by sync).
    await goInApp(b, '/flowmap');
    await b.getByRole('link', { name: 'Negligence' }).click();
    await expect(b).toHaveURL(new RegExp(`${url}$`));
    await editorReady(b);
    await expect(node(b, 'What is the issue?')).toBeVisible();
    await expect(node(b, 'New element')).toBeVisible();
    await expect(edgeLabels(b)).toHaveText(['Yes']);

    // A goes offline; both edit a different node at the same time.
    await a.context().setOffline(true);
    await expect(a.getByTestId('sync-indicator')).toContainText('Sync: Offline');
    await select(a, 'What is the issue?');
    await setNodeText(a, 'What is the issue?', 'Was there a duty?');
    await select(b, 'New element');
    await setNodeText(b, 'New element', 'Foreseeable claimant');
    await select(b, 'Foreseeable claimant');
    await b.keyboard.press('n');
    await expect(canvas(b).locator('.react-flow__node')).toHaveCount(3);

    // Back online: both devices hold both edits.
    await a.context().setOffline(false);
    for (const page of [a, b]) {
      await expect(node(page, 'Was there a duty?')).toBeVisible();
      await expect(node(page, 'Foreseeable claimant')).toBeVisible();
      await expect(canvas(page).locator('.react-flow__node')).toHaveCount(3);
    }
    await a.reload();
    await editorReady(a);
    await expect(node(a, 'Foreseeable claimant')).toBeVisible();
    await expect(node(a, 'Was there a duty?')).toBeVisible();

    // Both offline, each saves a version; once they reconnect, both lists show both versions.
    for (const page of [a, b]) {
      await page.context().setOffline(true);
      await expect(page.getByTestId('sync-indicator')).toContainText('Sync: Offline');
    }
    for (const [page, name] of [
      [a, 'Laptop version'],
      [b, 'Phone version'],
    ] as const) {
      await page.getByRole('textbox', { name: 'New version name' }).fill(name);
      await page.getByRole('button', { name: 'Save as version' }).click();
      await expect(versionRow(page, name)).toContainText('Current');
    }
    for (const page of [a, b]) await page.context().setOffline(false);
    for (const page of [a, b]) {
      await expect(versionRow(page, 'Laptop version')).toBeVisible();
      await expect(versionRow(page, 'Phone version')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(2);
      // One current version, the same on both devices.
      await expect(
        page.getByRole('list', { name: 'Versions' }).getByRole('listitem').filter({ hasText: 'Current' }),
      ).toHaveCount(1);
    }
    const currentOn = (page: Page) =>
      page.getByRole('list', { name: 'Versions' }).getByRole('listitem').filter({ hasText: 'Current' });
    await expect(currentOn(b)).toHaveAttribute(
      'aria-label',
      (await currentOn(a).getAttribute('aria-label')) ?? '',
    );
  });
});
