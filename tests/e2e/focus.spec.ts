import type { Browser, Page } from '@playwright/test';
import { axeViolationsLightAndDark } from './axe';
import { expect, expectStarted, goInApp, openApp, shareSpace, test } from './fixtures';
import { buildDoc, daysAgo, seedCourses, seedDocument } from './seed';

/**
 * Focus sessions end to end. Time comes from Playwright's clock: installed before the app loads (so loading
 * runs normally), then paused at a known instant so the timer's figures are exact, and advanced with runFor,
 * which fires the app's timers (the 1 s tick and the 1 s autosave) as they fall due.
 */

const T = new Date('2026-11-25T10:00:00Z').getTime();
const timeLeft = (page: Page) => page.getByTestId('time-left');
const answer = (page: Page) => page.getByRole('textbox', { name: 'Answer' });

/** Picks a duration chip by its label (the chip's radio input is visually hidden behind its label). */
async function pickDuration(page: Page, label: string) {
  await page.getByRole('radiogroup', { name: 'Duration' }).getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

async function chooseCustomMinutes(page: Page, minutes: string) {
  await pickDuration(page, 'Custom');
  await page.getByRole('textbox', { name: 'Custom minutes' }).fill(minutes);
}

async function twoDevices(browser: Browser, baseURL: string | undefined) {
  const a = await browser.newContext({ baseURL });
  const b = await browser.newContext({ baseURL });
  return { a, b, pageA: await a.newPage(), pageB: await b.newPage() };
}

test('a timed session: prompt, custom minute, autosave, reload, pause, time up, self-assessment, history on both devices', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // two devices on a busy 2-core machine
  const { a, b, pageA: page, pageB } = await twoDevices(browser, baseURL);
  await a.clock.install({ time: T - 10 * 60_000 });
  // Paired (the pairing is sync.spec.ts's subject): both start in one space; B's history is open throughout.
  await shareSpace(page, pageB);
  // The two devices start side by side (neither start is the subject; each waits on its own store).
  await Promise.all([
    (async () => {
      await openApp(pageB, '/focus-session/history');
      await expect(pageB.getByTestId('sync-indicator')).toContainText('Sync: Connected');
    })(),
    openApp(page, '/focus-session'),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Focus Session' })).toBeVisible();
  await expect(page).toHaveTitle('Focus Session - Docket');
  await expect(answer(page)).toBeDisabled();
  await expect(page.getByTestId('no-prompt')).toContainText('No prompt selected');
  await expect(timeLeft(page)).toHaveText('30:00'); // the ring shows the chosen time, Ready
  await expect(page.getByTestId('timer-status')).toHaveText('Ready');
  await page.getByRole('radio', { name: /delivery driver double-parks/ }).click();
  await expect(page.getByTestId('no-prompt')).toHaveCount(0);
  await expect(page.getByTestId('selected-prompt')).toContainText('Selected: A delivery driver');
  await chooseCustomMinutes(page, '1');
  await expect(timeLeft(page)).toHaveText('1:00');

  await a.clock.pauseAt(T);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(timeLeft(page)).toHaveText('1:00');
  await expect(page.getByTestId('timer-status')).toHaveText('Running');
  await expect(page.getByText(/delivery driver double-parks/)).toBeVisible();

  const text = 'The driver owed a duty of care to road users. Breach: double-parking.';
  await answer(page).fill(text);
  await expect(page.getByTestId('word-count')).toHaveText('12 words');
  await expect(page.getByTestId('character-count')).toHaveText(`${text.length} characters`);
  await a.clock.runFor(1_000);
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');
  await a.clock.runFor(20_000);
  await expect(timeLeft(page)).toHaveText('0:39');
  await expect(page.getByTestId('save-status')).toHaveText('Saved 20 seconds ago');

  // A reload mid-session: the answer and the remaining time come back.
  await page.reload();
  await expectStarted(page); // a reload is a start: wait for the store, as openApp does (over 10 s at load 30+)
  await expect(answer(page)).toHaveValue(text);
  await expect(timeLeft(page)).toHaveText('0:39');
  await expect(page.getByTestId('timer-status')).toHaveText('Running');

  // Pause: time stands still; resume: it runs again.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('timer-status')).toHaveText('Paused');
  await a.clock.runFor(30_000);
  await expect(timeLeft(page)).toHaveText('0:39');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('timer-status')).toHaveText('Running');
  await a.clock.runFor(10_000);
  await expect(timeLeft(page)).toHaveText('0:29');

  // Zero: the session completes.
  await a.clock.runFor(29_000);
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await a.clock.resume();
  await expect(page.getByTestId('completed-answer')).toHaveText(text);
  await expect(page.getByTestId('completion-figures')).toHaveText(
    new RegExp(`^1\\s*minute\\s*12\\s*words\\s*${text.length}\\s*characters$`),
  );
  await expect(page.getByText(/delivery driver double-parks/)).toBeVisible();

  // Self-assessment: three of four IRAC items.
  for (const item of ['Issue spotted', 'Rule stated', 'Applied to the facts'])
    await page.getByRole('checkbox', { name: item }).check();
  await expect(page.getByTestId('score')).toHaveText('Score: 75%');

  // In the history, after a reload.
  await page.getByRole('button', { name: 'View History' }).click();
  await expect(page).toHaveURL(/\/focus-session\/history$/);
  await page.reload();
  await expectStarted(page);
  await expect(page).toHaveTitle('Session History - Docket');
  const item = page.getByRole('listitem').filter({ hasText: 'delivery driver' });
  await expect(item).toContainText('1:00 of 1 min');
  await expect(item).toContainText('Score 75%');
  await expect(page.getByText('Sessions this week')).toBeVisible();
  await item.getByRole('button', { name: 'Read answer' }).click();
  await expect(page.getByTestId('history-answer')).toHaveText(text);

  // And on the other device, whose history has been open all along: what arrives by sync is the subject.
  const onB = pageB.getByRole('listitem').filter({ hasText: 'delivery driver' });
  await expect(onB).toContainText('Score 75%');
  await onB.getByRole('button', { name: 'Read answer' }).click();
  await expect(pageB.getByTestId('history-answer')).toHaveText(text);

  await a.close();
  await b.close();
});

test('a free-form session finished early becomes a weak spot with the prompt and answer prefilled', async ({
  context,
}) => {
  // The course is set-up (the course form is courses.spec.ts's subject): saved as a backup brings it.
  const page = await seedCourses(context, [
    { id: 'course-torts', name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' },
  ]);
  await openApp(page, '/focus-session');
  await pickDuration(page, '15 min');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Free form practice session')).toBeVisible();
  await expect(page.getByText('General', { exact: true })).toBeVisible();
  await answer(page).fill('Proximate cause: I mixed up the foreseeability tests again.');
  await page.getByRole('button', { name: 'Finish now' }).click();
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as Weak Spot' }).click();
  await expect(page).toHaveURL(/\/weak-spots\/new$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Free form practice session');
  await expect(page.getByTestId('session-prompt')).toHaveText('Free form practice session');
  await expect(page.getByTestId('session-answer')).toHaveText(
    'Proximate cause: I mixed up the foreseeability tests again.',
  );
  await page.getByRole('button', { name: 'Create Weak Spot' }).click();
  await expect(page).toHaveURL(/\/weak-spots\/(?!new)[\w-]+$/);
});

test('nothing typed is lost when the page goes away before the autosave', async ({ page }) => {
  await openApp(page, '/focus-session');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await answer(page).fill('Typed a moment before closing');
  await page.reload(); // well within the 1 s autosave delay: the pagehide flush keeps it
  await expect(answer(page)).toHaveValue('Typed a moment before closing');
  await expect(page.getByTestId('timer-status')).toHaveText('Running');
  await page.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this session?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(answer(page)).toBeDisabled();
  await page.reload();
  await expect(answer(page)).toBeDisabled();
  await expect(answer(page)).toHaveValue('');
});

test("an empty history says 'No session data available'; custom minutes: whole minutes 1-180, Start disabled otherwise", async ({
  page,
}) => {
  await openApp(page, '/focus-session/history');
  await expect(page.getByText('No session data available')).toBeVisible();
  await goInApp(page, '/focus-session');
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await expect(start).toBeEnabled(); // a preset (30 min) is chosen
  await pickDuration(page, 'Custom');
  await expect(start).toBeDisabled(); // empty
  const input = page.getByRole('textbox', { name: 'Custom minutes' });
  for (const bad of ['0', '181']) {
    await input.fill(bad);
    await expect(start).toBeDisabled();
    await expect(page.getByText('Enter whole minutes from 1 to 180.')).toBeVisible();
  }
  await input.fill('180');
  await expect(start).toBeEnabled();
  await input.fill('1');
  await expect(start).toBeEnabled();
  await expect(page.getByText('Enter whole minutes from 1 to 180.')).toHaveCount(0);
});

test("weak-spot mode offers the course's open weak spots, highest priority first; own prompts per course", async ({
  context,
}) => {
  const doc = buildDoc((repos, at) => {
    at(daysAgo(3));
    repos.courses.create({
      id: 'course-torts',
      name: 'Torts',
      code: 'LAW 101',
      semester: 'Fall 2026',
    } as never);
    const spot = (id: string, title: string, priority: string, status = 'identified') =>
      repos.weakSpots.create({
        id,
        courseId: 'course-torts',
        title,
        description: `About ${title}`,
        priority,
        status,
        tags: ['Torts'],
        lastSeen: daysAgo(1),
      } as never);
    spot('ws-low', 'Damages', 'low');
    spot('ws-critical', 'Proximate cause', 'critical');
    spot('ws-resolved', 'Duty', 'high', 'resolved');
  });
  const page = await seedDocument(context, doc);
  await openApp(page, '/focus-session?mode=weak-spots&courseId=course-torts');
  await expect(page.getByRole('radio', { name: 'Weak spots' })).toBeChecked();
  const prompts = page.getByRole('radiogroup', { name: 'Prompt', exact: true }).getByRole('radio');
  await expect(prompts).toHaveCount(2);
  await expect(prompts.nth(0)).toContainText('Proximate cause');
  await expect(prompts.nth(1)).toContainText('Damages');

  await page.getByText('My prompts', { exact: true }).click();
  await expect(page.getByText('No prompts of your own for this course yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'New prompt' });
  await dialog.getByRole('button', { name: 'Save prompt' }).click();
  await expect(dialog.getByText('Write the question you want to practise.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Question' }).fill('Explain res ipsa loquitur with an example.');
  await dialog.getByRole('textbox', { name: 'Source' }).fill('Midterm 2024');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('Torts, Evidence');
  await dialog.getByRole('button', { name: 'Save prompt' }).click();
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('radio', { name: /res ipsa loquitur/ });
  await expect(mine).toBeChecked();
  await page.reload();
  await page.getByText('My prompts', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /res ipsa loquitur/ })).toContainText('Midterm 2024');
});

test('the phone layout (375 px) is usable: no sideways scrolling, timer, controls and answer reachable', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await openApp(page, '/focus-session');
  const noSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await noSideways()).toBe(true);
  await page.getByRole('radio', { name: /printing press/ }).click();
  await pickDuration(page, '45 min');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(timeLeft(page)).toBeInViewport();
  expect(await noSideways()).toBe(true);
  for (const name of ['Pause', 'Reset', 'Finish now', 'Discard'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  // Reset: the full time back, not running; Start runs it again.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('timer-status')).toHaveText('Ready');
  await expect(timeLeft(page)).toHaveText('45:00');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('timer-status')).toHaveText('Running');
  await answer(page).fill('Offer, counter-offer, revocation.');
  await answer(page).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('word-count')).toHaveText('3 words');
  await page.getByRole('button', { name: 'Finish now' }).click();
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  expect(await noSideways()).toBe(true);
  await goInApp(page, '/focus-session/history');
  await expect(page.getByRole('button', { name: 'Read answer' })).toBeVisible();
  expect(await noSideways()).toBe(true);
  await context.close();
});

test('a sleeping laptop does not stretch the session: it completes at zero with the minute it had', async ({
  page,
  context,
}) => {
  await context.clock.install({ time: T - 60_000 });
  await openApp(page, '/focus-session');
  await chooseCustomMinutes(page, '1');
  await context.clock.pauseAt(T);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await answer(page).fill('Written before the lid closed.');
  await context.clock.runFor(2_000);
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');
  // The lid closes for an hour: no ticks, then one jump.
  await context.clock.fastForward('01:00:00');
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await context.clock.resume();
  await expect(page.getByTestId('completion-figures')).toContainText('1minute');
  await page.getByRole('button', { name: 'View History' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Free form practice session' })).toContainText(
    '1:00 of 1 min',
  );
});

test('time that ran out while the app was closed completes the session on the next visit, answer kept', async ({
  context,
}) => {
  await context.clock.install({ time: T - 60_000 });
  const page = await context.newPage();
  await openApp(page, '/focus-session');
  await chooseCustomMinutes(page, '1');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await answer(page).fill('Closed the tab half way.');
  await page.goto('about:blank'); // the app's page goes away, as when the tab is closed
  await context.clock.fastForward('10:00');
  await openApp(page, '/focus-session');
  await expect(page.getByRole('heading', { name: 'Session Complete!' })).toBeVisible();
  await expect(page.getByTestId('completed-answer')).toHaveText('Closed the tab half way.');
});

test('every state of a session is axe-clean, light and dark: setup, writing, complete, history with an answer open', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000); // five states, axe in both schemes, on a busy 2-core machine
  const context = await browser.newContext({ baseURL, colorScheme: 'light' });
  const page = await context.newPage();
  let found: Record<string, string[]> = {};
  const check = async (state: string) => {
    // The pointer rests away from the controls (a hovered button shows its hover colour, the theme's).
    await page.mouse.move(0, 0);
    found = { ...found, ...(await axeViolationsLightAndDark(page, state)) };
  };
  await openApp(page, '/focus-session');
  await page.getByRole('radio', { name: /anonymous tip/ }).click();
  await check('setup');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await answer(page).fill('The automobile exception needs probable cause.');
  await expect(page.getByTestId('save-status')).toHaveText('Saved just now');
  await check('writing');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('timer-status')).toHaveText('Paused');
  await check('paused');
  await page.getByRole('button', { name: 'Finish now' }).click();
  await page.getByRole('checkbox', { name: 'Issue spotted' }).check();
  await expect(page.getByTestId('score')).toHaveText('Score: 25%');
  await check('complete');
  await page.getByRole('button', { name: 'View History' }).click();
  await page.getByRole('button', { name: 'Read answer' }).click();
  await expect(page.getByTestId('history-answer')).toBeVisible();
  await check('history, answer open');
  await context.close();
  expect(found).toEqual({});
});
