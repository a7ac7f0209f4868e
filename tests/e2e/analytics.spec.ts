import type { Page } from '@playwright/test';
import * as Y from 'yjs';
import { createRepositories } from '../../src/data/repositories';
import { expect, expectStarted, openApp, test } from './fixtures';
import { COURSE, fixClock, NOW, planDoc, READINGS } from './plan-seed';
import { expectNoAxeViolations } from './axe';
import { seedCourses, seedDocument } from './seed';

/**
 * The plan seed (Torts, 16 readings over 8 weeks from Monday 2 November, 4 completed, the clock on Wednesday
 * 25 November 10:00, one open high-priority weak spot and one resolved) plus a second RPA and two assessed
 * practice sessions. Every expected figure below is computed here from these facts, not by the app's code.
 */
const local = (m: number, d: number, h: number) => new Date(2026, m - 1, d, h).toISOString();
const words = (n: number) => Array.from({ length: n }, () => 'duty').join(' ');
const SESSIONS = [
  // 300 words in 15 minutes = 20 words per minute; self-assessed 3 of 4.
  { id: 'session-a', day: 24, words: 300, seconds: 900, score: 0.75 },
  // 100 words in 10 minutes = 10 words per minute; self-assessed 2 of 4.
  { id: 'session-b', day: 20, words: 100, seconds: 600, score: 0.5 },
];
const LINKED = ['reading-1', 'reading-3', 'reading-8'];

function analyticsDoc() {
  const doc = planDoc();
  const repos = createRepositories(doc, { now: () => local(11, 20, 12) });
  repos.rpas.create({
    id: 'rpa-duty',
    courseId: COURSE.id,
    course: COURSE.name,
    ruleName: 'Duty to foreseeable plaintiffs',
    ruleText: 'A duty is owed to those within the zone of danger.',
    readingIds: ['reading-3', 'reading-8'],
  } as never);
  // Rows written the way the focus screens' history reads them (plain fields in a Y.Map per session).
  const sessions = doc.getMap<Y.Map<unknown>>('sessions');
  for (const s of SESSIONS) {
    const row = new Y.Map<unknown>();
    const fields = {
      id: s.id,
      courseId: COURSE.id,
      prompt: { id: 'prompt-duty', text: 'Explain the duty of care', tags: ['Torts'] },
      answer: { text: words(s.words), startTime: local(11, s.day, 9) },
      duration: 3600,
      elapsed: s.seconds,
      startedAt: local(11, s.day, 9),
      status: 'completed',
      completedAt: local(11, s.day, 10),
      score: s.score,
      createdAt: local(11, s.day, 10),
      updatedAt: local(11, s.day, 10),
    };
    for (const [k, v] of Object.entries(fields)) row.set(k, v);
    sessions.set(s.id, row);
  }
  return doc;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The spec's formulas, written out again for the seeded facts. */
function expected() {
  const covered = READINGS.filter((r) => r.completed && LINKED.includes(r.id)).length;
  const coveragePercent = Math.round((covered / READINGS.length) * 100);
  const coherenceOf = (s: (typeof SESSIONS)[number]) =>
    0.8 * s.score + 0.2 * Math.min(1, s.words / (s.seconds / 60) / 20);
  const coherence = round2(SESSIONS.reduce((sum, s) => sum + coherenceOf(s), 0) / SESSIONS.length);
  // 3 weeks elapsed since 2 November; readings complete up to week 1 (week 2 has an open one).
  const open = new Set(READINGS.filter((r) => !r.completed).map((r) => r.weekNumber));
  let lastDone = 0;
  while (!open.has(lastDone + 1)) lastDone++;
  const behind = (3 - lastDone) * 7;
  const parts = {
    coverage: round2(coveragePercent / 100),
    fluency: coherence,
    weakSpots: round2(1 - 0.2), // one open, high priority
    schedule: round2(Math.max(0, 1 - behind / 28)),
  };
  const readiness = round2(
    0.3 * parts.coverage + 0.3 * parts.fluency + 0.2 * parts.weakSpots + 0.2 * parts.schedule,
  );
  return { covered, coveragePercent, coherence, parts, readiness };
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** This device's space id, as the app keeps it (IndexedDB 'docket', table 'storage', key 'spaceId'). */
function spaceIdOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onsuccess = () => {
          const get = open.result.transaction('storage').objectStore('storage').get('spaceId');
          get.onsuccess = () => {
            open.result.close();
            const raw = (get.result as { value?: string } | undefined)?.value;
            resolve(raw === undefined ? '' : (JSON.parse(raw) as string));
          };
          get.onerror = () => reject(get.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

test.describe('analytics', () => {
  test('each panel shows the number its formula gives, with charts and their summaries', async ({
    context,
  }) => {
    await fixClock(context);
    const page = await seedDocument(context, analyticsDoc());
    await openApp(page, '/analytics');
    await expect(page).toHaveTitle('Analytics - Torts - Docket');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const e = expected();
    expect(e).toMatchObject({ covered: 2, coveragePercent: 13, coherence: 0.65, readiness: 0.49 });

    const coverage = panel(page, 'Coverage');
    await expect(coverage.getByTestId('coverage-percent')).toHaveText(`${e.coveragePercent}%`);
    await expect(coverage).toContainText(
      `${e.covered} of ${READINGS.length} readings completed and distilled into RPAs`,
    );
    await expect(coverage.getByTestId('coverage-chart-summary')).toHaveText(
      `Torts: ${e.covered} of ${READINGS.length} readings covered`,
    );
    // The bar of the course: covered, then not yet, on the scale of the longest syllabus (here the only one).
    const bar = coverage.getByTestId('coverage-bar');
    await expect(bar).toHaveText(`Torts${e.covered} / ${READINGS.length}`);
    await expect(bar.locator('[data-part="covered"]')).toHaveAttribute(
      'style',
      new RegExp(`--progress-section-size: ${(100 * e.covered) / READINGS.length}%`),
    );
    await expect(bar.locator('[data-part="not-yet"]')).toHaveAttribute(
      'style',
      new RegExp(`--progress-section-size: ${(100 * (READINGS.length - e.covered)) / READINGS.length}%`),
    );
    await expect(coverage.getByTestId('coverage-chart').getByText('Not yet', { exact: true })).toBeVisible();

    const fluency = panel(page, 'Fluency');
    await expect(fluency.getByTestId('coherence-score')).toHaveText(e.coherence.toFixed(2));
    // The line: Nov 19 nothing yet, Nov 20-23 only session b (0.50), Nov 24-25 both.
    await expect(fluency.getByTestId('fluency-chart-summary')).toHaveText(
      'Coherence at the end of each day: Nov 19 0.00, Nov 20 0.50, Nov 21 0.50, Nov 22 0.50, Nov 23 0.50, Nov 24 0.65, Nov 25 0.65',
    );
    await expect(fluency.locator('.recharts-line-curve').first()).toBeVisible();
    await expect(fluency.getByTestId('fluency-weeks-chart').locator('[data-part="coherence"]')).toHaveCount(
      8,
    );

    const spots = panel(page, 'Weak Spots');
    await expect(spots.getByTestId('weak-spot-total')).toHaveText('2');
    await expect(spots).toContainText('weak spots, 1 outstanding');
    await expect(spots.getByTestId('weak-spots-chart-summary')).toHaveText(
      'week of Nov 9: 2 new, 0 resolved; week of Nov 16: 0 new, 1 resolved; other weeks none.',
    );
    // The chart's key names its series; each week's bars on one scale, their counts written above them.
    const spotsChart = spots.getByTestId('weak-spots-chart');
    await expect(spotsChart.getByText('New', { exact: true })).toBeVisible();
    await expect(spotsChart.getByText('Resolved', { exact: true })).toBeVisible();
    const nov9 = spotsChart.locator('[data-column="Nov 9"]');
    await expect(nov9).toHaveText('20Nov 9');
    await expect(nov9.locator('[data-part="new"]')).toHaveAttribute('style', /--progress-section-size: 100%/);
    await expect(nov9.locator('[data-part="resolved"]')).toHaveAttribute(
      'style',
      /--progress-section-size: 0%/,
    );

    const compression = panel(page, 'Compression');
    await expect(compression.getByTestId('readiness-score')).toHaveText(e.readiness.toFixed(2));
    await expect(compression.getByTestId('part-coverage')).toContainText(
      `Coverage: ${e.parts.coverage.toFixed(2)}`,
    );
    await expect(compression.getByTestId('part-fluency')).toContainText(
      `Fluency: ${e.parts.fluency.toFixed(2)}`,
    );
    await expect(compression.getByTestId('part-weakSpots')).toContainText(
      `Weak spots: ${e.parts.weakSpots.toFixed(2)}`,
    );
    await expect(compression.getByTestId('part-schedule')).toContainText(
      `On schedule: ${e.parts.schedule.toFixed(2)}`,
    );
    await expect(compression).toContainText('14 days behind schedule on average.');

    // How is this computed?
    await compression.getByRole('button', { name: 'How is compression computed?' }).click();
    await expect(page.getByTestId('compression-formula')).toContainText('Readiness = 30% coverage');

    const activity = panel(page, 'Study activity');
    await expect(activity.locator('svg rect').first()).toBeVisible();
    // 4 completions, 2 RPAs and 2 sessions since 10 August.
    await expect(activity.getByTestId('activity-chart-summary')).toContainText(
      '4 readings completed, 2 RPAs created, 2 practice sessions',
    );
    // This week: Wednesday's reading (Tarasoff) and week 4's... readings not completed from Nov 23 on.
    const dueThisWeek = READINGS.filter(
      (r) => !r.completed && r.scheduledDate >= '2026-11-23' && r.scheduledDate <= '2026-11-29',
    ).length;
    await expect(panel(page, 'Workload forecast').getByTestId('forecast-chart-summary')).toContainText(
      `week of Nov 23: ${dueThisWeek} readings, 0 pages`,
    );
    const forecastBars = panel(page, 'Workload forecast').getByTestId('forecast-chart');
    await expect(forecastBars.locator('[data-part="readings"]')).toHaveCount(6);
    await expect(forecastBars.locator('[data-part="pages"]')).toHaveCount(6);
  });

  test('the relay answers the same numbers as the screen for the synced space', async ({ context }) => {
    await fixClock(context);
    const page = await seedDocument(context, analyticsDoc());
    await openApp(page, '/analytics');
    const e = expected();
    await expect(panel(page, 'Coverage').getByTestId('coverage-percent')).toHaveText(`${e.coveragePercent}%`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Sync: Connected');
    const headers = { 'X-Space-ID': await spaceIdOf(page) };
    const api = async (kind: string) => {
      const res = await page.request.get(`/api/analytics/${kind}`, { headers });
      return res.ok() ? await res.json() : null;
    };
    // The relay has the document once this device's sync reached it.
    await expect.poll(() => api('weak-spots')).toEqual({ total: 2 });
    expect(await api('coverage')).toEqual({
      coveragePercent: e.coveragePercent,
      byCourse: [{ course: 'Torts', covered: e.covered, total: READINGS.length }],
    });
    expect((await api('fluency')).coherenceScore).toBe(e.coherence);
    await expect(panel(page, 'Weak Spots').getByTestId('weak-spot-total')).toHaveText('2');
    await expect(panel(page, 'Fluency').getByTestId('coherence-score')).toHaveText(e.coherence.toFixed(2));
  });

  test("an exam date per course: countdown and that course's readiness, kept after reload", async ({
    context,
  }) => {
    await fixClock(context);
    const page = await seedDocument(context, analyticsDoc());
    await openApp(page, '/analytics');
    const exams = panel(page, 'Exams');
    await expect(exams.getByTestId('exam-countdown')).toHaveText('No exam date set');
    await expect(exams).toContainText(`Readiness ${expected().readiness.toFixed(2)}`);
    await exams.getByLabel('Exam date for Torts').fill('2026-12-14');
    // 25 November to 14 December.
    await expect(exams.getByTestId('exam-countdown')).toHaveText('Exam in 19 days');
    await page.reload();
    await expectStarted(page); // the store open again (slow on a loaded machine), as openApp waits for it
    await expect(panel(page, 'Exams').getByTestId('exam-countdown')).toHaveText('Exam in 19 days');
  });

  test('a new course shows the empty states', async ({ context }) => {
    await fixClock(context);
    // The new course, made at the pages' clock (the course form itself is tested in courses.spec.ts).
    const page = await seedCourses(
      context,
      [{ id: 'course-evidence', name: 'Evidence', code: 'LAW 240', semester: 'Spring 2027' }],
      { at: NOW.toISOString() },
    );
    await openApp(page, '/analytics');
    await expect(page).toHaveTitle('Analytics - Evidence - Docket');
    await expect(panel(page, 'Coverage')).toContainText('No assigned readings yet.');
    await expect(panel(page, 'Fluency')).toContainText('No assessed practice yet.');
    await expect(panel(page, 'Weak Spots')).toContainText('No weak spots logged.');
    await expect(panel(page, 'Compression')).toContainText('Nothing to measure yet.');
    await expect(panel(page, 'Study activity')).toContainText('No activity in the last 16 weeks.');
    await expect(panel(page, 'Workload forecast')).toContainText('Nothing due in the next 6 weeks.');
    await expect(panel(page, 'Weak Spots').getByRole('link', { name: 'Log a weak spot' })).toHaveAttribute(
      'href',
      '/weak-spots/new',
    );
  });

  test('readable in dark mode at 375 px: no axe violation, nothing wider than the screen', async ({
    context,
  }) => {
    await fixClock(context);
    const page = await seedDocument(context, analyticsDoc());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 375, height: 800 });
    await openApp(page, '/analytics');
    await expect(panel(page, 'Compression').getByTestId('readiness-score')).toHaveText(
      expected().readiness.toFixed(2),
    );
    await expect(panel(page, 'Coverage').locator('[data-part="covered"]').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

/** Counts hidden, inert hosts (the off-screen warm-up's) added to and removed from the page's body. */
function watchWarmupHosts() {
  const seen = { added: 0, removed: 0 };
  (window as unknown as { warmupHosts: typeof seen }).warmupHosts = seen;
  const isHost = (n: Node) => n instanceof HTMLElement && n.inert && n.getAttribute('aria-hidden') === 'true';
  const observe = () =>
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) if (isHost(n)) seen.added++;
        for (const n of r.removedNodes) if (isHost(n)) seen.removed++;
      }
    }).observe(document.body, { childList: true });
  if (document.body) observe();
  else document.addEventListener('DOMContentLoaded', observe);
}

test('the analytics screen drawn off-screen on the dashboard leaves no trace, and the first open shows its figures', async ({
  context,
}) => {
  await fixClock(context);
  await context.addInitScript(watchWarmupHosts);
  const page = await seedDocument(context, analyticsDoc());
  await openApp(page, '/dashboard');
  await expect(page).toHaveTitle('Dashboard - Torts - Docket');
  // The warm-up (src/app/ScreenWarmup.tsx) adds its hidden host once the app is idle and removes it when done
  // (its performance mark is not readable here: the fixed clock replaces the page's performance timeline).
  const hosts = () => page.evaluate(() => (window as unknown as { warmupHosts: object }).warmupHosts);
  await expect.poll(hosts, { timeout: 20_000 }).toEqual({ added: 1, removed: 1 });
  // Nothing of it is left: not the tab's title, not its host, not the focus.
  await expect(page).toHaveTitle('Dashboard - Torts - Docket');
  expect(await page.evaluate(() => document.querySelectorAll('body > [inert]').length)).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.closest('[inert]') ?? null)).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The first open uses what the warm-up computed: the same figures as opening /analytics directly.
  await page.getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page).toHaveTitle('Analytics - Torts - Docket');
  const e = expected();
  await expect(panel(page, 'Coverage').getByTestId('coverage-percent')).toHaveText(`${e.coveragePercent}%`);
  await expect(panel(page, 'Fluency').getByTestId('coherence-score')).toHaveText(e.coherence.toFixed(2));
  await expect(panel(page, 'Coverage').locator('[data-part="covered"]').first()).toBeVisible();
});
