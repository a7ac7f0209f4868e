/**
 * List benchmark: `npm run bench:lists`. With the seeded data set of src/testing/builders.ts (5 courses,
 * 500 RPAs, 300 weak spots; BENCH_RPAS / BENCH_WEAK_SPOTS / BENCH_COURSES override):
 *   1. Node: the time to compute the weak-spot dashboard stats (and the store stats, and the RPA list's
 *      scope and sort), median and p95 over many runs;
 *   2. Chromium against the production build served by the real relay: the data set goes into the app's
 *      saved snapshot (IndexedDB 'docket', table 'storage', key 'docket:snapshot', written from
 *      /favicon.svg, a page of the same origin that does not run the app), then the time from a click on
 *      the nav link to the RPA list, the weak-spot dashboard and the weak-spot list painted with all their
 *      cards, for the current course (100 RPAs, 60 weak spots) and for 'No course selected' (all of them).
 *      The first visit includes loading the screen's code and the first read of the collection.
 * The build: DOCKET_OUT_DIR (or --dist <dir>) when it holds a build, else a fresh one in a temp folder
 * (never dist/). Chromium: $CHROMIUM_PATH or /usr/bin/chromium, with the e2e tests' flags.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import * as Y from 'yjs';
import { rpasForList } from '../src/core/rpa';
import { weakSpotDashboardStats, weakSpotStats } from '../src/core/weakSpots';
import { buildDataset } from '../src/testing/builders';
import {
  atLeast,
  distDir,
  envInt,
  load,
  median,
  ms,
  seedSnapshot,
  shows,
  startBenchApp,
  timeClick,
  timeNode,
} from './bench-kit';

const COURSES = envInt('BENCH_COURSES', 5, 1);
const RPAS = envInt('BENCH_RPAS', 500, 1);
const WEAK_SPOTS = envInt('BENCH_WEAK_SPOTS', 300, 1);
const ROUNDS = envInt('BENCH_ROUNDS', 5, 1);

/** Clicks a nav link and returns the ms until `count` elements match `selector` and the frame is painted. */
const timeNavigation = (page: Page, href: string, selector: string, count: number) =>
  timeClick(page, href, selector.startsWith('text=') ? shows(selector.slice(5)) : atLeast(selector, count));

async function main() {
  console.log(`Data set: ${COURSES} courses, ${RPAS} RPAs, ${WEAK_SPOTS} weak spots (seed 42)`);
  let t = performance.now();
  const set = buildDataset({ courses: COURSES, rpas: RPAS, weakSpots: WEAK_SPOTS });
  console.log(`  built through the repositories in ${ms(performance.now() - t)}`);
  const spots = set.repos.weakSpots.list();
  const rpas = set.repos.rpas.list();
  const firstCourse = set.courses[0]?.id ?? null;
  const perCourseRpas = rpas.filter((r) => r.courseId === firstCourse).length;
  const perCourseSpots = spots.filter((w) => w.courseId === firstCourse).length;

  console.log('\nNode (pure functions of src/core):');
  timeNode(
    `weak-spot dashboard stats, ${spots.length} items`,
    500,
    () => weakSpotDashboardStats(spots, set.now),
    48,
  );
  timeNode(`weak-spot store stats, ${spots.length} items`, 500, () => weakSpotStats(spots, set.now), 48);
  const scope = { courseId: null, excludeArchived: true, archivedCourseIds: new Set<string>() };
  timeNode(`RPA list scope and sort, ${rpas.length} items`, 500, () => rpasForList(rpas, scope), 48);
  // The first read of a collection parses and validates every row (repair-on-read).
  t = performance.now();
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(set.doc));
  const fresh = buildDataset({ courses: 0, rpas: 0, weakSpots: 0, doc: copy });
  t = performance.now();
  fresh.repos.rpas.list();
  fresh.repos.weakSpots.list();
  console.log(
    `  ${'first read (parse + validate) of all RPAs and weak spots'.padEnd(48)} ${ms(performance.now() - t)}`,
  );

  const app = await startBenchApp(distDir('lists'));
  try {
    const { base } = app;
    const context = await app.context();
    const size = await seedSnapshot(context, base, set.doc);
    console.log(
      `\nChromium (${(await app.browser.version()).split('.')[0]}), production build via the relay, 1280x800, snapshot ${(size / 1024).toFixed(0)} KiB`,
    );

    const page = await context.newPage();
    t = performance.now();
    await page.goto(`${base}/dashboard`);
    await page.getByTestId('sync-indicator').waitFor();
    console.log(
      `  app start with the data set (to the shell)       ${ms(performance.now() - t)} (${load()})`,
    );

    const scenarios = async (label: string, rpaCount: number, spotCount: number) => {
      const screens = [
        {
          name: `RPA list (${rpaCount} cards)`,
          href: '/rpa',
          selector: '[data-testid="rpa-card"]',
          count: rpaCount,
        },
        {
          name: `weak-spot dashboard (${spotCount} items)`,
          href: '/weak-spots',
          selector: '[data-testid="average-resolution"]',
          count: 1,
        },
      ];
      console.log(`\n  ${label}: click on the nav link -> every card rendered and painted`);
      for (const screen of screens) {
        const times: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          await page.getByRole('link', { name: 'Docket home' }).click();
          await page.waitForURL('**/dashboard');
          await page.waitForTimeout(100);
          times.push(await timeNavigation(page, screen.href, screen.selector, screen.count));
        }
        const [first, ...rest] = times;
        console.log(
          `    ${screen.name.padEnd(36)} first ${ms(first ?? 0)}, then median ${ms(median(rest))} (${rest.length} runs, ${load()})`,
        );
      }
      // The weak-spot list is reached from the dashboard's 'All weak spots' link.
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await timeNavigation(page, '/weak-spots', '[data-testid="average-resolution"]', 1);
        await page.waitForTimeout(100);
        times.push(
          await timeNavigation(page, '/weak-spots/list', '[data-testid="weak-spot-card"]', spotCount),
        );
      }
      const [first, ...rest] = times;
      console.log(
        `    ${`weak-spot list (${spotCount} cards)`.padEnd(36)} first ${ms(first ?? 0)}, then median ${ms(median(rest))} (${rest.length} runs, ${load()})`,
      );
    };

    await scenarios(`Current course (${set.courses[0]?.name})`, perCourseRpas, perCourseSpots);
    // 'No course selected': every course's items.
    const switcher = page
      .getByRole('textbox', { name: 'Currently viewing' })
      .or(page.getByRole('combobox', { name: 'Currently viewing' }))
      .first();
    await switcher.click();
    await page.getByRole('option', { name: 'No course selected' }).click();
    await page.waitForTimeout(200);
    await scenarios('No course selected (every course)', rpas.length, spots.length);
    await context.close();
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
