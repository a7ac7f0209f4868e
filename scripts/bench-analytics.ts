/**
 * Analytics benchmark: `npm run bench:analytics`. The heavy student (src/testing/builders.ts: 5 courses,
 * 1,000 readings, 500 RPAs, 300 weak spots) plus 200 completed, assessed focus sessions: the time to compute
 * every analytics panel (coverage, fluency, weak spots, compression, activity, forecast) for all courses and
 * for one course, in Node, median and p95 over many runs. Target: under 30 ms.
 * Then in Chromium, against the production build served by the real relay, with the heavy student of
 * src/testing/planDataset.ts (the same sizes, sessions self-assessed) as the app's saved snapshot: the time
 * from a click on the nav's Analytics link to the screen painted with every panel and its charts drawn
 * (target under 400 ms), the first click (loading the screen's code) and then the median of BENCH_ROUNDS.
 * The build: --dist <dir> or DOCKET_OUT_DIR when it holds one, else a fresh one in a temp folder.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { computeAnalytics, scopeInput } from '../src/core/analytics';
import type { Reading, WritingSession } from '../src/core/model';
import { coursePlans, localToday } from '../src/core/plan';
import { buildDataset } from '../src/testing/builders';
import { buildPlanDataset } from '../src/testing/planDataset';
import {
  atLeast,
  cpuProfile,
  distDir,
  envInt,
  load,
  median,
  ms,
  profileDir,
  seedSnapshot,
  startBenchApp,
  timeClick,
} from './bench-kit';

const data = buildDataset({ courses: 5, rpas: 500, weakSpots: 300 });
const DAY = 86_400_000;
/** The builder makes 12 readings a course; the rest up to 1,000 are added here (200 a course, 14 weeks). */
const extra: Reading[] = Array.from({ length: 1_000 - data.readings.length }, (_, i) => {
  const course = data.courses[i % data.courses.length];
  const weekNumber = (i % 14) + 1;
  return {
    id: `bench-reading-${i}`,
    courseId: course?.id,
    title: `Reading ${i}`,
    citation: '',
    pages: `${i}-${i + 20}`,
    weekNumber,
    scheduledDate: new Date(data.now + (weekNumber - 8) * 7 * DAY).toISOString().slice(0, 10),
    completed: i % 3 === 0,
    order: i,
    createdAt: new Date(data.now - 100 * DAY).toISOString(),
    updatedAt: new Date(data.now - 100 * DAY).toISOString(),
  };
});
const readings = [...data.readings, ...extra];
const sessions: WritingSession[] = Array.from({ length: 200 }, (_, i) => {
  const at = new Date(data.now - (i % 120) * DAY).toISOString();
  return {
    id: `bench-session-${i}`,
    prompt: { id: 'p', text: 'Explain the duty of care', tags: ['Torts'] },
    answer: { text: 'A duty is owed to foreseeable plaintiffs. '.repeat(40), startTime: at },
    duration: 3600,
    elapsed: 1200 + (i % 7) * 60,
    startedAt: at,
    status: 'completed',
    completedAt: at,
    courseId: data.courses[i % data.courses.length]?.id,
    score: (i % 5) / 4,
  };
});
const entities = {
  courses: data.courses,
  syllabi: data.repos.syllabi.list(),
  readings,
  rpas: data.rpas,
  weakSpots: data.weakSpots,
  flowmaps: [],
};

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
      now: data.now,
      today: localToday(data.now),
    }),
  );
  return performance.now() - started;
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
};

/**
 * Every panel of the screen is there and each chart is drawn: the recharts charts have measured their box
 * and drawn their axes' ticks (bars and lines are drawn in the same pass), the heatmap its day cells, the
 * readiness gauge its ring.
 */
const CHARTS = [
  'coverage-chart',
  'fluency-chart',
  'fluency-weeks-chart',
  'weak-spots-chart',
  'forecast-chart',
];
const ANALYTICS_DONE = [
  atLeast('[data-testid="exams"]'),
  atLeast('[data-testid="readiness-gauge"] svg circle'),
  atLeast('[data-testid="activity-chart"] svg rect', 7),
  ...CHARTS.map((id) => atLeast(`[data-testid="${id}"] svg .recharts-cartesian-axis-tick`)),
].join(' && ');

function node() {
  for (let i = 0; i < 20; i++) run(null); // warm-up
  const all = Array.from({ length: 200 }, () => run(null));
  const one = Array.from({ length: 200 }, () => run(data.courses[0]?.id ?? null));
  console.log(
    `Data: ${data.courses.length} courses, ${readings.length} readings, ${data.rpas.length} RPAs, ${data.weakSpots.length} weak spots, ${sessions.length} sessions`,
  );
  console.log(`All panels, all courses: ${stats(all)} (target < 30 ms; ${load()})`);
  console.log(`All panels, one course:  ${stats(one)}`);
}

async function chromium() {
  const rounds = envInt('BENCH_ROUNDS', 5, 2);
  const profiles = profileDir();
  const set = buildPlanDataset({ now: Date.now(), scoredSessions: true });
  const app = await startBenchApp(distDir('analytics'));
  try {
    const context = await app.context();
    const size = await seedSnapshot(context, app.base, set.doc);
    console.log(
      `\nChromium (${(await app.browser.version()).split('.')[0]}), production build via the relay, 1280x800, heavy student (src/testing/planDataset.ts), snapshot ${(size / 1024).toFixed(0)} KiB`,
    );
    const page = await context.newPage();
    await page.goto(`${app.base}/dashboard`);
    await page.getByTestId('dashboard-card').first().waitFor();
    await page.waitForTimeout(1_000);
    const away = async () => {
      await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
      await page.getByTestId('dashboard-card').first().waitFor();
      await page.waitForTimeout(200);
    };
    const clicks: number[] = [];
    for (let i = 0; i < rounds + 1; i++) {
      if (i > 0) await away();
      clicks.push(await timeClick(page, '/analytics', ANALYTICS_DONE));
    }
    const [first, ...rest] = clicks;
    console.log(
      `  click on Analytics -> every panel painted with its charts (target under 400 ms): first ${ms(first ?? 0)} (loads the screen's code), then median ${ms(median(rest))} (${rest.length} runs, ${load()})`,
    );
    if (profiles) {
      await away();
      await cpuProfile(page, path.join(profiles, 'click-analytics.cpuprofile'), () =>
        timeClick(page, '/analytics', ANALYTICS_DONE),
      );
    }
    await context.close();
  } finally {
    await app.close();
  }
}

node();
chromium().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
