/**
 * Analytics benchmark (issue 12): `npm run bench:analytics`. The heavy student of src/testing/planDataset.ts
 * (5 courses, 1,000 readings, 500 RPAs, 300 weak spots, 200 sessions; BENCH_* override), with its sessions
 * self-assessed (score, minutes written, a 240-word answer) and its readings' page ranges, as the analytics
 * screen reads them; the same data set as bench:plan (scripts/bench-kit.ts, heavyStudent):
 *   1. Node: every analytics panel (coverage, fluency, weak spots, compression, activity, forecast) for all
 *      courses and for one course, read back through the repositories, median and p95. Target: under 30 ms.
 *   2. Chromium, against the production build served by the real relay, with that data as the app's saved
 *      snapshot: the time from a click on the nav's Analytics link to the screen painted with every panel and
 *      its charts drawn (target under 400 ms), the first click and then the median of BENCH_ROUNDS.
 * The build: --dist <dir> or DOCKET_OUT_DIR when it holds one, else a fresh one in a temp folder.
 */
import path from 'node:path';
import { computeAnalytics, scopeInput } from '../src/core/analytics';
import { coursePlans, localToday } from '../src/core/plan';
import { ANALYTICS_DONE } from './bench-analytics/done';
import {
  awayTo,
  busyLine,
  cpuProfile,
  distDir,
  envInt,
  heavyStudent,
  load,
  median,
  ms,
  printReturningOpens,
  profileDir,
  mainThreadTrace,
  quantile,
  returningStudent,
  seedSnapshot,
  startBenchApp,
  timeClick,
  timeClicks,
} from './bench-kit';

const student = heavyStudent({ scoredSessions: true });
const { set, entities, sessions } = student;

function run(courseId: string | null): number {
  const started = performance.now();
  const plans = coursePlans(entities, courseId);
  computeAnalytics(
    scopeInput({
      plans,
      rpas: entities.rpas,
      weakSpots: entities.weakSpots,
      sessions,
      courseId,
      now: set.now,
      today: localToday(set.now),
    }),
  );
  return performance.now() - started;
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `median ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}`;
};

function node() {
  for (let i = 0; i < 20; i++) run(null); // warm-up
  const all = Array.from({ length: 200 }, () => run(null));
  const one = Array.from({ length: 200 }, () => run(entities.courses[0]?.id ?? null));
  console.log(
    `Data: ${entities.courses.length} courses, ${entities.readings.length} readings, ${entities.rpas.length} RPAs, ${entities.weakSpots.length} weak spots, ${sessions.length} sessions`,
  );
  console.log(`All panels, all courses: ${stats(all)} (target < 30 ms; ${load()})`);
  console.log(`All panels, one course:  ${stats(one)}`);
}

async function chromium() {
  const rounds = envInt('BENCH_ROUNDS', 5, 2);
  const profiles = profileDir();
  const app = await startBenchApp(distDir('analytics'));
  try {
    const context = await app.context();
    const size = await seedSnapshot(context, app.base, set.doc);
    console.log(
      `\nChromium (${(await app.browser.version()).split('.')[0]}), production build via the relay, 1280x800, heavy student (src/testing/planDataset.ts), snapshot ${(size / 1024).toFixed(0)} KiB`,
    );
    const page = await context.newPage();
    await page.goto(`${app.base}/dashboard`);
    const dashboard = page.getByTestId('dashboard-card').first();
    await dashboard.waitFor();
    await page.waitForTimeout(1_000);
    const away = awayTo(page, 'Dashboard', () => dashboard.waitFor());
    const { first, rest } = await timeClicks(page, {
      href: '/analytics',
      done: ANALYTICS_DONE,
      away,
      rounds,
    });
    console.log(
      `  click on Analytics -> every panel painted with its charts (target under 400 ms): first ${ms(first)} (the screen's code, unless prefetched), then median ${ms(median(rest))} (${rest.length} runs, ${load()})`,
    );
    await away();
    const repeat = await mainThreadTrace(page, () => timeClick(page, '/analytics', ANALYTICS_DONE));
    console.log(`    a repeat open, for comparison: ${ms(repeat.result)}, ${busyLine(repeat)}`);
    if (profiles) {
      await away();
      await cpuProfile(page, path.join(profiles, 'click-analytics.cpuprofile'), () =>
        timeClick(page, '/analytics', ANALYTICS_DONE),
      );
    }
    await context.close();
    await returning(app);
  } finally {
    await app.close();
  }
}

/**
 * The first open a returning student sees: the installed app (service worker, chunks and their code cache on
 * disk) started afresh on the dashboard, and Analytics clicked once the dashboard has been up for a second.
 */
async function returning(app: Awaited<ReturnType<typeof startBenchApp>>) {
  const runs = envInt('BENCH_RETURNING', 3, 1);
  const start = () =>
    returningStudent(app, set.doc, '/dashboard', (page) =>
      page.getByTestId('dashboard-card').first().waitFor(),
    );
  await printReturningOpens({
    label:
      'returning student (installed app, fresh start on the dashboard), first click on Analytics after 1 s idle',
    runs,
    start,
    click: (page) => timeClick(page, '/analytics', ANALYTICS_DONE),
    warmup: { name: 'analytics', after: 'the dashboard' },
    profile: 'returning-click-analytics.cpuprofile',
  });
}

node();
chromium().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
