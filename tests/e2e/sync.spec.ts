import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createDocketDoc } from '../../src/data/doc';
import { createRepositories } from '../../src/data/repositories';
import {
  createCourse,
  expect,
  expectStarted,
  openApp,
  openInApp,
  SERVICE_WORKER,
  shareSpace,
  test,
  waitForServiceWorker,
} from './fixtures';
import { buildDoc, selectInput } from './seed';
import { SNAPSHOT_KEY, snapshotValue, writeStorage } from './storage';

/**
 * Two Chromium contexts are two devices (separate IndexedDB, separate identities) syncing through the real
 * relay that the global setup started (it also serves the build).
 */

interface Device {
  context: BrowserContext;
  page: Page;
}

/** Records every value the sync indicator's data-status takes, from the first paint on. */
function recordIndicator() {
  const w = window as unknown as {
    __syncStatuses: string[];
    __syncSockets: WebSocket[];
    WebSocket: typeof WebSocket;
  };
  w.__syncStatuses = [];
  // Every sync socket this document opens (to the relay's /sync/<space>), as the page itself sees it.
  w.__syncSockets = [];
  const NativeWebSocket = w.WebSocket;
  w.WebSocket = class extends NativeWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      if (new URL(String(url)).pathname.startsWith('/sync/')) w.__syncSockets.push(this as WebSocket);
    }
  };
  const push = (status: string | null | undefined) => {
    if (status && w.__syncStatuses[w.__syncStatuses.length - 1] !== status) w.__syncStatuses.push(status);
  };
  // Each change's old value too: two changes between callbacks (Syncing shown for a moment) are both kept.
  const indicatorOf = (r: MutationRecord) =>
    r.target instanceof Element && r.target.getAttribute('data-testid') === 'sync-indicator';
  new MutationObserver((records) => {
    for (const r of records) if (r.type === 'attributes' && indicatorOf(r)) push(r.oldValue);
    push(document.querySelector('[data-testid="sync-indicator"]')?.getAttribute('data-status'));
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeOldValue: true,
    attributeFilter: ['data-status'],
  });
}

async function newDevice(browser: Browser, baseURL: string | undefined): Promise<Device> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(recordIndicator);
  return { context, page };
}

/**
 * Waits until the page had a sync socket and every one it opened is closing or closed: the page can send
 * nothing more on them, so nothing it writes now can cross (a state, where a fixed wait would only have hoped
 * that nothing crossed in its time). Read in the page (readyState), not from Playwright's socket events: in a
 * context set offline those once did not report the page's closed socket within 10 s (a full run, 26 Nov).
 */
async function expectNoSyncSocket(device: Device) {
  await expect
    .poll(() =>
      device.page.evaluate(() => {
        const sockets = (window as unknown as { __syncSockets: WebSocket[] }).__syncSockets;
        return sockets.length > 0 && sockets.every((ws) => ws.readyState >= WebSocket.CLOSING);
      }),
    )
    .toBe(true);
}

const statuses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __syncStatuses: string[] }).__syncStatuses);
const indicator = (page: Page) => page.getByTestId('sync-indicator');

/** True when `sequence` appears in `seen` in order (other values may sit between). */
function inOrder(seen: string[], sequence: string[]): boolean {
  let i = 0;
  for (const s of seen) if (s === sequence[i]) i++;
  return i === sequence.length;
}

/**
 * Gives a device a course with a one-week syllabus and one reading, as a restored backup would arrive (the
 * saved snapshot, merged on start): there is no quick way to make readings through the UI without a file.
 */
async function seedSyllabus(device: Device) {
  const doc = createDocketDoc();
  const repos = createRepositories(doc);
  const course = repos.courses.create({ name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' } as Parameters<
    typeof repos.courses.create
  >[0]);
  const syllabus = repos.syllabi.create({
    courseId: course.id,
    weeks: [{ weekNumber: 1, topic: 'Duty', readings: [] }],
  } as unknown as Parameters<typeof repos.syllabi.create>[0]);
  repos.readings.create({
    courseId: course.id,
    syllabusId: syllabus.id,
    title: 'Palsgraf v. Long Island R.R.',
    citation: '248 N.Y. 339 (1928)',
    weekNumber: 1,
    order: 0,
  } as unknown as Parameters<typeof repos.readings.create>[0]);
  // Written before the app ever runs on this device (the database is made there): its first start merges it.
  await writeStorage(device.page, SNAPSHOT_KEY, snapshotValue(doc));
  return { courseId: course.id };
}

/** A first start of a paired device (see shareSpace), once it is connected to the space. */
async function openConnected(page: Page, path: string) {
  await openApp(page, path);
  await expect(indicator(page)).toContainText('Sync: Connected');
}

/** A course, as a restored backup would bring it (its creation through the form is courses.spec.ts's). */
function contractsDoc() {
  return buildDoc((repos) => {
    repos.courses.create({ name: 'Contracts', code: 'LAW 110', semester: 'Fall 2026' } as never);
  });
}

/** Pairs B with A's space by opening A's pairing link on B and confirming. */
async function pair(a: Page, b: Page) {
  // The two first starts side by side (each waits on its own store; the pairing below is the subject).
  await Promise.all([openApp(a, '/settings'), openConnected(b, '/dashboard')]);
  const link = await a.getByRole('textbox', { name: 'Pairing link', exact: true }).inputValue();
  const spaceA = await a.getByTestId('space-id').textContent();
  expect(link).toMatch(/\/settings#join=[A-Za-z0-9_-]{22,64}$/);
  await b.goto(link);
  await expectStarted(b); // opening the link is a start: the dialog comes once the store is open (over 10 s at load 50)
  const dialog = b.getByRole('dialog', { name: 'Join the space from this pairing link?' });
  await expect(dialog).toContainText("This device's data");
  await expect(dialog).toContainText('will be merged into that space');
  await dialog.getByRole('button', { name: 'Join and merge' }).click();
  await expect(dialog).toBeHidden();
  await expect(b).toHaveURL(/\/settings$/); // the space id is taken out of the address bar
  await expect(b.getByTestId('space-id')).toHaveText(spaceA ?? '');
  await expect(indicator(b)).toContainText('Sync: Connected');
}

test.describe('two devices', () => {
  // Two devices' starts and their round trips: over 60 s at a load average of 28-39 (a wait, never a timing).
  test.describe.configure({ timeout: 120_000 });
  let a: Device;
  let b: Device;
  test.beforeEach(async ({ browser, baseURL }) => {
    a = await newDevice(browser, baseURL);
    b = await newDevice(browser, baseURL);
  });
  test.afterEach(async () => {
    await a.context.close();
    await b.context.close();
  });

  test('pair with the link; a course made on one appears on the other within 2 s', async () => {
    await pair(a.page, b.page);
    // B's own data (made before pairing) is merged into the space too.
    await createCourse(b.page, { name: 'Evidence', code: 'LAW 230', semester: 'Spring 2027' });
    await openInApp(a.page, '/courses');
    await expect(a.page.getByRole('article', { name: 'Evidence' })).toBeVisible({ timeout: 2_000 });

    await openInApp(b.page, '/courses');
    await createCourse(a.page, { name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' });
    const made = Date.now();
    await expect(b.page.getByRole('article', { name: 'Torts' })).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - made).toBeLessThan(2_000);

    // B joined the space with its indicator on screen: it walked Syncing -> Connected. A's page was opened
    // afresh: when its socket opened before the first paint (a loaded machine) Syncing was never on screen and
    // the indicator starts at Connected; either way it never showed an error or Offline. Both show a sync time.
    expect(inOrder(await statuses(b.page), ['syncing', 'ready'])).toBe(true);
    const seenOnA = await statuses(a.page);
    expect(seenOnA.at(-1)).toBe('ready');
    expect(seenOnA.filter((s) => s !== 'syncing' && s !== 'ready' && s !== 'loading')).toEqual([]);
    for (const page of [a.page, b.page]) await expect(indicator(page)).toContainText('Last: just now');
  });

  test("an RPA and a reading's completion made on one appear on the other within 2 s", async () => {
    const { courseId } = await seedSyllabus(a);
    // Paired (the pairing itself is the first test's subject): both start in one space, connected.
    await shareSpace(a.page, b.page);
    const week = `/syllabus/week/1?courseId=${courseId}`;

    // RPA: created on A through its form, seen on B's list.
    await Promise.all([openConnected(b.page, '/rpa'), openConnected(a.page, '/rpa/new')]);
    await expect(selectInput(a.page, 'Course')).toHaveValue(/^Torts \(/);
    await a.page.getByRole('textbox', { name: 'Rule name', exact: true }).fill('Negligence');
    await a.page
      .getByRole('textbox', { name: 'Rule text', exact: true })
      .fill('Duty, breach, causation, damages.');
    await a.page.getByRole('button', { name: 'Create RPA' }).click();
    await expect(a.page.getByRole('status').filter({ hasText: 'RPA “Negligence” created.' })).toBeVisible();
    const made = Date.now();
    await expect(b.page.getByRole('link', { name: 'Negligence' })).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - made).toBeLessThan(2_000);

    // Reading: completed on B's week view, seen on A's.
    await openInApp(a.page, week);
    await openInApp(b.page, week);
    const readingOn = (page: Page) =>
      page
        .getByRole('article', { name: 'Palsgraf v. Long Island R.R.' })
        .getByRole('checkbox', { name: 'Mark Palsgraf v. Long Island R.R. as complete' });
    await expect(readingOn(a.page)).not.toBeChecked();
    await readingOn(b.page).check();
    const ticked = Date.now();
    await expect(readingOn(a.page)).toBeChecked({ timeout: 2_000 });
    expect(Date.now() - ticked).toBeLessThan(2_000);
  });

  test('offline edits of different fields of one RPA on both devices: both kept on both', async () => {
    await writeStorage(a.page, SNAPSHOT_KEY, snapshotValue(contractsDoc()));
    await shareSpace(a.page, b.page);
    await Promise.all([openConnected(b.page, '/rpa'), openConnected(a.page, '/rpa/new')]);
    await a.page.getByRole('textbox', { name: 'Rule name', exact: true }).fill('Consideration');
    await a.page.getByRole('textbox', { name: 'Rule text', exact: true }).fill('A bargained-for exchange.');
    await a.page.getByRole('button', { name: 'Create RPA' }).click();
    await expect(
      a.page.getByRole('status').filter({ hasText: 'RPA “Consideration” created.' }),
    ).toBeVisible();
    await b.page.getByRole('link', { name: 'Consideration' }).click({ timeout: 2_000 });
    await expect(b.page).toHaveURL(/\/rpa\/[^/]+$/);
    const detail = b.page.url().replace(/^https?:\/\/[^/]+/, '');

    // A loses its network. Chromium keeps an open WebSocket open under setOffline (see the probe test), so
    // the app closes its socket on the browser's 'offline' signal; the indicator reads Offline.
    await openInApp(a.page, detail);
    await a.context.setOffline(true);
    await expect(indicator(a.page)).toContainText('Sync: Offline');
    await expectNoSyncSocket(a); // so nothing A writes now can cross

    // Same RPA, different fields: A rewrites the rule, B adds the purpose.
    await a.page.getByRole('button', { name: 'Edit' }).click();
    await a.page
      .getByRole('textbox', { name: 'Rule text', exact: true })
      .fill('A bargained-for exchange of promises.');
    await a.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(a.page.getByTestId('rpa-rule-text')).toHaveText('A bargained-for exchange of promises.');

    await b.page.getByRole('button', { name: 'Edit' }).click();
    await b.page
      .getByRole('textbox', { name: 'Purpose', exact: true })
      .fill('Separates contracts from gifts.');
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(b.page.getByText('Separates contracts from gifts.')).toBeVisible();

    // Nothing crossed while A was offline (A had no sync socket from before its edit).
    await expect(b.page.getByTestId('rpa-rule-text')).toHaveText('A bargained-for exchange.');
    await expect(a.page.getByText('No purpose written yet.')).toBeVisible();

    await a.context.setOffline(false);
    await expect(indicator(a.page)).toContainText('Sync: Connected');
    for (const page of [a.page, b.page]) {
      await expect(page.getByTestId('rpa-rule-text')).toHaveText('A bargained-for exchange of promises.', {
        timeout: 2_000,
      });
      await expect(page.getByText('Separates contracts from gifts.')).toBeVisible({ timeout: 2_000 });
    }
    // Connected, then Offline, then Syncing, then Connected again.
    expect(inOrder(await statuses(a.page), ['ready', 'offline', 'syncing', 'ready'])).toBe(true);
  });

  test('turning sync off reads Idle and keeps edits here; turning it on sends them', async () => {
    await shareSpace(a.page, b.page);
    await Promise.all([openConnected(b.page, '/courses'), openConnected(a.page, '/settings')]);
    await a.page.getByRole('switch', { name: 'Sync with my other devices' }).click({ force: true });
    await expect(indicator(a.page)).toContainText('Sync: Idle');
    await expectNoSyncSocket(a); // sync off: A's socket is closed, so nothing it writes now reaches B
    await createCourse(a.page, { name: 'Property', code: 'LAW 140', semester: 'Spring 2027' });
    await expect(b.page.getByRole('article', { name: 'Property' })).toHaveCount(0);
    // The switch is persisted: still off after a reload.
    await openApp(a.page, '/settings');
    await expect(indicator(a.page)).toContainText('Sync: Idle');
    await a.page.getByRole('switch', { name: 'Sync with my other devices' }).click({ force: true });
    await expect(indicator(a.page)).toContainText('Sync: Connected');
    await expect(b.page.getByRole('article', { name: 'Property' })).toBeVisible({ timeout: 2_000 });
  });
});

test('pasting a code asks before merging; cancel changes nothing', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000); // three app starts on two devices: over 60 s at a load average of 34
  const other = await newDevice(browser, baseURL);
  try {
    await Promise.all([openApp(other.page, '/settings'), openApp(page, '/settings')]);
    const code = (await other.page.getByTestId('space-id').textContent()) ?? '';
    const mine = (await page.getByTestId('space-id').textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Pairing link or code' }).fill('not a code');
    await page.getByRole('button', { name: 'Join a space' }).click();
    await expect(page.getByText('That is not a pairing link or code.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Pairing link or code' }).fill(code);
    await page.getByRole('button', { name: 'Join a space' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join this space?' });
    await expect(dialog).toContainText('will be merged into that space');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('space-id')).toHaveText(mine);
    await page.getByRole('button', { name: 'Join a space' }).click();
    await page
      .getByRole('dialog', { name: 'Join this space?' })
      .getByRole('button', { name: 'Join and merge' })
      .click();
    await expect(page.getByTestId('space-id')).toHaveText(code);
    // Persisted: the same space after a reload.
    await openApp(page, '/settings');
    await expect(page.getByTestId('space-id')).toHaveText(code);
  } finally {
    await other.context.close();
  }
});

test('the settings page shows the device id, a QR code, and validates the relay address', async ({
  page,
}) => {
  await openApp(page, '/settings');
  await expect(page.getByTestId('device-id')).toHaveText(/^device-[0-9a-z]{9}$/);
  await expect(page.getByRole('img', { name: 'QR code of the pairing link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const address = page.getByRole('textbox', { name: 'Relay address' });
  await address.fill('ftp://nowhere');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Enter a ws://, wss://, http:// or https:// address')).toBeVisible();
  // A relay that is not there: status Error with the spec's message; back to the default: Connected.
  await address.fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(address).toHaveValue('ws://127.0.0.1:9/sync');
  await expect(indicator(page)).toContainText('Sync: Error');
  await expect(page.getByRole('alert').filter({ hasText: 'WebSocket connection error' })).toBeVisible();
  await page.getByRole('button', { name: 'Use default' }).click();
  await expect(indicator(page)).toContainText('Sync: Connected');
});

test('probe: does Chromium close an open WebSocket on context.setOffline?', async ({
  page,
  context,
  baseURL,
}) => {
  // Documents the browser behaviour the app works around (docs/sync.md): a bare socket, not the app's.
  await openApp(page, '/settings');
  const wsUrl = `${baseURL?.replace(/^http/, 'ws')}/sync/AAAAAAAAAAAAAAAAAAAAAAAAAAAAprobe`;
  await page.evaluate((url) => {
    const w = window as unknown as { __probe: { closed: boolean; open: boolean } };
    w.__probe = { closed: false, open: false };
    const ws = new WebSocket(url);
    ws.onopen = () => {
      w.__probe.open = true;
    };
    ws.onclose = () => {
      w.__probe.closed = true;
    };
  }, wsUrl);
  await page.waitForFunction(() => (window as unknown as { __probe: { open: boolean } }).__probe.open);
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine); // the page has heard it is offline
  const closed = await page.evaluate(
    () => (window as unknown as { __probe: { closed: boolean } }).__probe.closed,
  );
  const onLine = await page.evaluate(() => navigator.onLine);
  await context.setOffline(false);
  test.info().annotations.push({
    type: 'chromium-setOffline',
    description: `open WebSocket closed by setOffline: ${closed}; navigator.onLine: ${onLine}`,
  });
  console.log(
    `[probe] setOffline closed an open WebSocket: ${closed}; navigator.onLine while offline: ${onLine}`,
  );
  expect(onLine).toBe(false);
});

test.describe('service worker', { tag: SERVICE_WORKER }, () => {
  /** The worker's registration id, for DevTools' ServiceWorker.dispatch*SyncEvent. */
  async function registrationId(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const found = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    return { cdp, id: await found };
  }

  test('a POST /api/syllabi made offline is queued and replayed by background sync', async ({
    page,
    context,
    baseURL,
  }) => {
    await openApp(page, '/settings');
    await waitForServiceWorker(page);
    const deviceId = crypto.randomUUID();
    const body = {
      courseId: 'course-bg-sync',
      semesterStart: '2026-09-01',
      semesterEnd: '2026-12-15',
      weeks: [],
    };
    await context.setOffline(true);
    const failed = await page.evaluate(
      async ({ body, deviceId }) => {
        try {
          await fetch('/api/syllabi', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Device-ID': deviceId },
            body: JSON.stringify(body),
          });
          return false;
        } catch {
          return true;
        }
      },
      { body, deviceId },
    );
    expect(failed).toBe(true); // the page hears of the failure at once
    // ...and the worker keeps the request in Workbox's queue (IndexedDB) while the network is gone.
    const queued = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('workbox-background-sync');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('requests')) return resolve(0);
              const count = db.transaction('requests').objectStore('requests').count();
              count.onsuccess = () => {
                db.close();
                resolve(count.result);
              };
            };
            open.onerror = () => resolve(-1);
          }),
      );
    await expect.poll(queued).toBe(1);
    const list = async () =>
      (await (await fetch(`${baseURL}/api/syllabi`, { headers: { 'X-Device-ID': deviceId } })).json()) as {
        data: { course_id: string }[];
      };
    expect((await list()).data).toEqual([]);
    await context.setOffline(false);
    // The browser fires the queue's sync event when it sees the network back (on its own schedule);
    // DevTools fires it now, so the test does not wait on that schedule.
    const { cdp, id } = await registrationId(page);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: id,
      tag: 'workbox-background-sync:docket-api',
      lastChance: false,
    });
    await expect
      .poll(async () => (await list()).data.map((s) => s.course_id), { timeout: 10_000 })
      .toEqual(['course-bg-sync']);
    await expect.poll(queued).toBe(0);
  });

  /** Records the worker's messages to the page; optionally stops the page's background sync registration. */
  async function listenToWorker(page: Page, { withoutBackgroundSync = false } = {}) {
    await page.addInitScript((disable) => {
      const w = window as unknown as { __swMessages: unknown[] };
      w.__swMessages = [];
      navigator.serviceWorker?.addEventListener('message', (e) => w.__swMessages.push(e.data));
      const manager = (globalThis as { SyncManager?: { prototype: { register: unknown } } }).SyncManager;
      if (disable && manager) manager.prototype.register = async () => {};
    }, withoutBackgroundSync);
    return async () =>
      page.evaluate(
        () => (window as unknown as { __swMessages: { type: string; reason?: string }[] }).__swMessages,
      );
  }

  /** The page goes offline and misses the 'online' event (as a frozen background tab may): only an
   * 'offline' event is dispatched; the network itself is fine. */
  async function missOnlineEvent(page: Page) {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  }

  test('the background sync tag registered on disconnect wakes the page, which reconnects', async ({
    page,
  }) => {
    await page.addInitScript(recordIndicator);
    const messages = await listenToWorker(page);
    await openApp(page, '/settings');
    await waitForServiceWorker(page);
    await expect(indicator(page)).toContainText('Sync: Connected');
    await missOnlineEvent(page);
    // The browser fires the 'docket-sync' sync event as soon as it has a network (here: at once).
    await expect
      .poll(async () => (await messages()).filter((m) => m.type === 'SYNC_WAKE').map((m) => m.reason))
      .toContain('sync');
    await expect(indicator(page)).toContainText('Sync: Connected');
    expect(inOrder(await statuses(page), ['ready', 'offline', 'syncing', 'ready'])).toBe(true);
  });

  test('the page asks for periodic sync; a periodicsync event wakes the page, which reconnects', async ({
    page,
    baseURL,
  }) => {
    // The page's clock is Playwright's (it runs at the real pace): below, 2 s pass at once, timers fired.
    await page.clock.install();
    const messages = await listenToWorker(page, { withoutBackgroundSync: true });
    await openApp(page, '/settings');
    await waitForServiceWorker(page);
    await expect(indicator(page)).toContainText('Sync: Connected');
    // Not an installed app here, so the browser declines; the page asked and the worker answered.
    await expect.poll(async () => (await messages()).map((m) => m.type)).toContain('PERIODIC_SYNC_RESULT');
    await missOnlineEvent(page);
    await expect(indicator(page)).toContainText('Sync: Offline');
    await page.clock.runFor(2_000); // every timer due in 2 s (the socket's retry among them) has run
    await expect(indicator(page)).toContainText('Sync: Offline'); // nothing else reconnects it
    // The browser fires periodic sync on its own schedule (installed apps only); DevTools fires it now.
    const { cdp, id } = await registrationId(page);
    await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: id,
      tag: 'docket-sync',
    });
    await expect
      .poll(async () => (await messages()).filter((m) => m.type === 'SYNC_WAKE').map((m) => m.reason))
      .toEqual(['periodicsync']);
    await expect(indicator(page)).toContainText('Sync: Connected');
  });
});
