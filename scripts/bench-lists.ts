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
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import * as Y from 'yjs';
import { rpasForList } from '../src/core/rpa';
import { weakSpotDashboardStats, weakSpotStats } from '../src/core/weakSpots';
import { buildDataset } from '../src/testing/builders';
import { startRelay } from '../relay/server';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { putStorageValue, SNAPSHOT_KEY, snapshotValue } from '../tests/e2e/storage';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const int = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new Error(`${name} must be a whole number 1..100000`);
  return n;
};
const COURSES = int('BENCH_COURSES', 5);
const RPAS = int('BENCH_RPAS', 500);
const WEAK_SPOTS = int('BENCH_WEAK_SPOTS', 300);
const ROUNDS = int('BENCH_ROUNDS', 5);

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function timeNode(label: string, runs: number, fn: () => unknown) {
  for (let i = 0; i < 20; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(48)} median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))} (${runs} runs)`,
  );
}

function distDir(): string {
  const flag = process.argv.indexOf('--dist');
  const given = flag >= 0 ? process.argv[flag + 1] : process.env.DOCKET_OUT_DIR;
  if (given) {
    const dir = path.resolve(ROOT, given);
    if (existsSync(path.join(dir, 'index.html'))) return dir;
    console.log(`No build in ${dir}; building there.`);
    build(dir);
    return dir;
  }
  const dir = path.join(os.tmpdir(), 'docket-bench-lists-dist');
  build(dir);
  return dir;
}

function build(dir: string) {
  console.log(`Building the app into ${dir} ...`);
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, DOCKET_OUT_DIR: dir },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/**
 * In the page: clicks the visible nav link to `href`, then resolves with the ms until `selector` matches
 * `count` elements (or, for 'text=...', the page shows that text) and the next frame has painted.
 * Kept as source text: tsx would wrap named inner functions in a helper the page does not have.
 */
const NAVIGATE_AND_WAIT = `({ href, selector, count }) => new Promise((resolve, reject) => {
  const link = [...document.querySelectorAll('a[href="' + href + '"]')].find((a) => a.getClientRects().length > 0);
  if (!link) return reject(new Error('no visible link to ' + href + ' at ' + location.pathname));
  const start = performance.now();
  const deadline = start + 30000;
  const done = () => selector.startsWith('text=')
    ? document.body.innerText.includes(selector.slice(5))
    : document.querySelectorAll(selector).length >= count;
  const check = () => {
    if (done()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    else if (performance.now() > deadline) reject(new Error('timed out waiting for ' + selector));
    else requestAnimationFrame(check);
  };
  link.click();
  requestAnimationFrame(check);
})`;

/** Clicks a nav link and returns the ms until the screen is complete and painted. */
async function timeNavigation(page: Page, href: string, selector: string, count: number): Promise<number> {
  return page.evaluate(
    `(${NAVIGATE_AND_WAIT})(${JSON.stringify({ href, selector, count })})`,
  ) as Promise<number>;
}

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
  timeNode(`weak-spot dashboard stats, ${spots.length} items`, 500, () =>
    weakSpotDashboardStats(spots, set.now),
  );
  timeNode(`weak-spot store stats, ${spots.length} items`, 500, () => weakSpotStats(spots, set.now));
  const scope = { courseId: null, excludeArchived: true, archivedCourseIds: new Set<string>() };
  timeNode(`RPA list scope and sort, ${rpas.length} items`, 500, () => rpasForList(rpas, scope));
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

  const dist = distDir();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docket-bench-lists-'));
  const relay = await startRelay({ port: 0, host: '127.0.0.1', distDir: dist, dataDir });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const base = `http://127.0.0.1:${relay.port}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const boot = await context.newPage();
    await boot.goto(`${base}/dashboard`);
    await boot.getByTestId('sync-indicator').waitFor();
    await boot.close();
    const writer = await context.newPage();
    await writer.goto(`${base}/favicon.svg`);
    const snapshot = snapshotValue(set.doc);
    await putStorageValue(writer, SNAPSHOT_KEY, snapshot);
    await writer.close();
    console.log(
      `\nChromium (${(await browser.version()).split('.')[0]}), production build via the relay, 1280x800, snapshot ${(snapshot.length / 1024).toFixed(0)} KiB`,
    );

    const page = await context.newPage();
    t = performance.now();
    await page.goto(`${base}/dashboard`);
    await page.getByTestId('sync-indicator').waitFor();
    console.log(`  app start with the data set (to the shell)       ${ms(performance.now() - t)}`);

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
          `    ${screen.name.padEnd(36)} first ${ms(first ?? 0)}, then median ${ms(median(rest))} (${rest.length} runs)`,
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
        `    ${`weak-spot list (${spotCount} cards)`.padEnd(36)} first ${ms(first ?? 0)}, then median ${ms(median(rest))} (${rest.length} runs)`,
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
    await browser.close();
    await relay.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
