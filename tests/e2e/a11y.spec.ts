import type { Page } from '@playwright/test';
import { axeViolationsBothSchemes } from './axe';
import { expect, expectStarted, goInApp, test } from './fixtures';
import { buildDoc, daysAgo, seedDocument } from './seed';

/** A student with a course, a dated syllabus, an RPA and a weak spot, so every screen has content. */
function studentDoc() {
  const ids = {
    course: 'course-torts',
    reading: 'reading-palsgraf',
    rpa: 'rpa-duty',
    weakSpot: 'ws-causation',
  };
  const doc = buildDoc((repos, at) => {
    at(daysAgo(30));
    repos.courses.create({
      id: ids.course,
      name: 'Torts',
      code: 'LAW 101',
      semester: 'Fall 2026',
      color: '#0EA5E9',
      icon: 'scale-balance',
    } as never);
    const start = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
    repos.syllabi.create({
      id: 'syl-torts',
      courseId: ids.course,
      semesterStart: start,
      semesterEnd: end,
      meetingDays: ['monday', 'wednesday'],
      weeks: [1, 2, 3, 4].map((n) => ({ weekNumber: n, topic: `Topic ${n}`, readings: [] })),
      source: 'local',
    } as never);
    repos.readings.createMany(
      [1, 2, 3, 4].map((n) => ({
        id: n === 1 ? ids.reading : `reading-${n}`,
        courseId: ids.course,
        syllabusId: 'syl-torts',
        title: n === 1 ? 'Palsgraf v. Long Island R.R.' : `Case ${n}`,
        citation: '248 N.Y. 339',
        pages: '10-20',
        weekNumber: n,
        order: 1,
        completed: n === 1,
        confidence: [95, 65, 40, 85][n - 1],
      })) as never,
    );
    repos.rpas.create({
      id: ids.rpa,
      courseId: ids.course,
      course: 'Torts',
      ruleName: 'Duty of care',
      ruleText: 'A duty is owed to foreseeable plaintiffs.',
      purposeText: 'Limit liability.',
      applicationNotes: 'Zone of danger.',
      readingIds: [ids.reading],
    } as never);
    repos.weakSpots.create({
      id: ids.weakSpot,
      courseId: ids.course,
      title: 'Proximate cause',
      description: 'Mixing up cause in fact and proximate cause.',
      status: 'identified',
      priority: 'high',
      tags: ['causation'],
      lastSeen: daysAgo(2),
    } as never);
    // A finished focus session, so the history shows its stats, chart and list.
    repos.sessions.create({
      id: 'session-negligence',
      courseId: ids.course,
      prompt: { id: 'sample-negligence', text: 'Advise the pedestrian in negligence.', tags: ['Torts'] },
      answer: { text: 'Duty, breach, causation and damage.', startTime: daysAgo(1) },
      duration: 900,
      elapsed: 840,
      startedAt: daysAgo(1),
      status: 'completed',
      completedAt: daysAgo(1),
      score: 0.75,
    } as never);
  });
  return { doc, ids };
}

const { ids } = studentDoc();

/** Every route of SPEC section 2, with real ids where a route needs one. */
export const ROUTES = [
  '/dashboard',
  '/recommendations',
  '/workflows',
  '/workflows/reading-prep',
  '/workflows/active-reading',
  '/workflows/post-reading',
  '/workflows/weekly-review',
  '/workflows/exam-prep',
  '/courses',
  '/courses/new',
  `/courses/${ids.course}/edit`,
  '/rpa',
  '/rpa/new',
  `/rpa/create?readingId=${ids.reading}&courseId=${ids.course}`,
  `/rpa/${ids.rpa}`,
  '/flowmap',
  '/flowmap/new',
  '/flowmap/some-map',
  '/weak-spots',
  '/weak-spots/list',
  '/weak-spots/new',
  `/weak-spots/${ids.weakSpot}`,
  '/focus-session',
  '/focus-session/history',
  '/analytics',
  '/weekly',
  '/syllabus',
  '/syllabus/week/1',
  '/syllabus/upload',
  `/syllabus/review?courseId=${ids.course}`,
  `/syllabus/reading/${ids.reading}`,
  '/settings',
  '/no-such-page',
];

async function settle(page: Page) {
  await expectStarted(page);
  await expect(page.locator('[data-loading], .mantine-Skeleton-root')).toHaveCount(0);
  // Transitions and lazy chunks: wait until the main heading is there.
  await expect(page.locator('h1')).toHaveCount(1);
}

/** The routes in two groups (one app start and one seed each), so the two workers can share them. */
const GROUPS = 2;
const groups = Array.from({ length: GROUPS }, (_, g) => ROUTES.filter((_, i) => i % GROUPS === g));

groups.forEach((routes, g) => {
  test(`axe finds no WCAG 2.2 AA violations, light and dark (routes group ${g + 1} of ${GROUPS})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000); // about 17 routes x axe in two schemes, on a shared 2-core machine
    const context = await browser.newContext({ baseURL, colorScheme: 'light' });
    const page = await seedDocument(context, studentDoc().doc);
    let found: Record<string, string[]> = {};
    let scheme: 'light' | 'dark' = 'light';
    for (const [i, route] of routes.entries()) {
      // One start per group: the later routes are opened inside the app (a full load is not the subject here).
      if (i === 0) await page.goto(route);
      else await goInApp(page, route);
      await settle(page);
      // Both schemes, starting in the one the last route left (one switch per route, not three).
      const checked = await axeViolationsBothSchemes(page, route, scheme);
      found = { ...found, ...checked.found };
      scheme = checked.left;
    }
    await context.close();
    expect(found).toEqual({});
  });
});
