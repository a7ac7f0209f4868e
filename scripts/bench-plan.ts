/**
 * Plan benchmark (issue 11): `npm run bench:plan`. The heavy student of src/testing/planDataset.ts
 * (5 courses, 1,000 readings, 500 RPAs, 300 weak spots, 200 sessions; BENCH_* override):
 *   1. Node: recommendations for every course and for one course (target under 20 ms), the Sunday audit,
 *      and the first read (parse + validate) of every collection the plan screens read;
 *   2. Chromium against the production build served by the real relay: app start to the painted
 *      dashboard with that data and with no data, side by side (target: within 1.3x), and a click on the
 *      nav's Dashboard link to the dashboard painted (target under 150 ms), with the start's phases
 *      (performance marks of the store) to show where the time goes.
 * The build: DOCKET_OUT_DIR (or --dist <dir>) when it holds a build, else a fresh one in a temp folder.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BrowserContext } from 'playwright-core';
import { startOnWeekly } from './bench-plan/start';
import {
  auditDaysFor,
  coursePlans,
  generateRecommendations,
  localToday,
  mondayOf,
  practiceFromSessions,
} from '../src/core/plan';
import * as kit from './bench-kit';
import { DASHBOARD_DONE } from './bench-plan/done';

const SIZES = kit.heavySizes();
const ROUNDS = Math.max(2, kit.envInt('BENCH_ROUNDS', 5));
const PROFILES = kit.profileDir();

/** In every page of a context: records when the dashboard (or its 'No Course Selected') has painted. */
const PAINT_PROBE = `(() => {
  const check = () => {
    if (${DASHBOARD_DONE})
      requestAnimationFrame(() => setTimeout(() => { window.__dashboardPainted = performance.now(); }, 0));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

interface Start {
  painted: number;
  marks: Record<string, number>;
}

async function startOnce(context: BrowserContext, base: string, profile?: string): Promise<Start> {
  const page = await context.newPage();
  const open = async () => {
    await page.goto(`${base}/dashboard`);
    await page.waitForFunction('window.__dashboardPainted !== undefined', undefined, { timeout: 60_000 });
  };
  if (profile) await kit.cpuProfile(page, profile, open);
  else await open();
  const result = (await page.evaluate(`({
    painted: window.__dashboardPainted,
    marks: Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('docket:')).map((m) => [m.name, m.startTime])),
  })`)) as Start;
  await page.close();
  return result;
}

async function starts(context: BrowserContext, base: string, label: string): Promise<Start[]> {
  await startOnce(context, base); // warm: service worker, HTTP cache, the snapshot's first merge
  const out: Start[] = [];
  for (let i = 0; i < ROUNDS; i++) out.push(await startOnce(context, base));
  if (PROFILES) await startOnce(context, base, path.join(PROFILES, `start-${label}.cpuprofile`));
  return out;
}

function phases(list: Start[]): string {
  const names = [...new Set(list.flatMap((s) => Object.keys(s.marks)))].sort(
    (a, b) => kit.median(list.map((s) => s.marks[a] ?? 0)) - kit.median(list.map((s) => s.marks[b] ?? 0)),
  );
  return names
    .map((n) => `${n.replace('docket:', '')} ${kit.ms(kit.median(list.map((s) => s.marks[n] ?? 0)))}`)
    .join(', ');
}

/**
 * The first click on Dashboard after the app started on another screen (the weekly board): ROUNDS fresh
 * starts, each clicked once, with the main thread's CPU time over the click and the warm-ups the app had
 * finished before it (src/ui/OffscreenWarmup.tsx).
 */
async function firstClicks(context: BrowserContext, base: string) {
  const walls: number[] = [];
  const cpus: number[] = [];
  const warm = new Set<string>();
  for (let i = 0; i < ROUNDS; i++) {
    const page = await startOnWeekly(context, base);
    for (const w of (await kit.warmupsDone(page)).split(', ')) warm.add(w.replace(/ at .*/, ''));
    const { result, cpu } = await kit.threadTime(page, () =>
      kit.timeClick(page, '/dashboard', DASHBOARD_DONE),
    );
    walls.push(result);
    cpus.push(cpu);
    await page.close();
  }
  console.log(
    `  FIRST click on Dashboard after a fresh start on the weekly board -> four cards, What to Do Next and recent activity painted (target under 150 ms; ${ROUNDS} starts; warm-ups done before the click: ${[...warm].join(', ')}):`,
  );
  console.log(
    `    wall median ${kit.ms(kit.median(walls))} (${walls.map((t) => t.toFixed(0)).join(', ')}), main-thread CPU median ${kit.ms(kit.median(cpus))} (${cpus.map((t) => t.toFixed(0)).join(', ')}) (${kit.load()})`,
  );
}

async function main() {
  console.log(
    `Heavy student: ${SIZES.courses} courses, ${SIZES.readings} readings, ${SIZES.rpas} RPAs, ${SIZES.weakSpots} weak spots, ${SIZES.sessions} sessions`,
  );
  const t = performance.now();
  const { set, service, entities, sessions, firstReadMs } = kit.heavyStudent();
  console.log(
    `  built through the repositories and copied as a start loads it in ${kit.ms(performance.now() - t - firstReadMs)}`,
  );

  console.log('\nNode (src/core/plan, target: recommendations under 20 ms):');
  const now = set.now;
  const today = localToday(now);
  console.log(`  ${'first read (parse + validate) of every collection'.padEnd(58)} ${kit.ms(firstReadMs)}`);
  const firstCourse = set.courses[0]?.id ?? null;
  kit.timeNode(`recommendations, every course (${entities.readings.length} readings)`, 200, () =>
    generateRecommendations(coursePlans(entities, null), practiceFromSessions(sessions, now), { now, today }),
  );
  kit.timeNode('recommendations, one course', 200, () =>
    generateRecommendations(coursePlans(entities, firstCourse), practiceFromSessions(sessions, now), {
      now,
      today,
    }),
  );
  kit.timeNode('PlanService.view (every course, dismissals applied)', 200, () =>
    service.view(null, now + Math.random() * 6e7),
  );
  kit.timeNode('Sunday audit, every course', 200, () =>
    auditDaysFor({ plans: coursePlans(entities, null), sessions, weekOf: mondayOf(today), now, today }),
  );

  const app = await kit.startBenchApp(kit.distDir('plan'));
  try {
    const { base } = app;
    const empty = await app.context(PAINT_PROBE);
    const heavy = await app.context(PAINT_PROBE);
    const size = await kit.seedSnapshot(heavy, base, set.doc);
    console.log(
      `\nChromium (${(await app.browser.version()).split('.')[0]}), production build via the relay, 1280x800, snapshot ${(size / 1024).toFixed(0)} KiB`,
    );
    const loadBefore = kit.load();
    const withNone = await starts(empty, base, 'no-data');
    const withData = await starts(heavy, base, 'heavy');
    const a = kit.median(withNone.map((s) => s.painted));
    const b = kit.median(withData.map((s) => s.painted));
    console.log(
      `  app start -> dashboard painted (median of ${ROUNDS}; target: with data within 1.3x of without; ${loadBefore} before, ${kit.load()} after)`,
    );
    console.log(`    no data      ${kit.ms(a).padStart(10)}   [${phases(withNone)}]`);
    console.log(`    heavy data   ${kit.ms(b).padStart(10)}   [${phases(withData)}]`);
    console.log(`    ratio        ${(b / a).toFixed(2)}x`);

    await firstClicks(heavy, base);
    const page = await startOnWeekly(heavy, base);
    const weekly = page.getByRole('heading', { name: 'Weekly Board', level: 1 });
    // Away to the weekly board through the nav, a moment to settle, then the timed click back.
    const away = kit.awayTo(page, 'Weekly', () => weekly.waitFor());
    const { rest } = await kit.timeClicks(page, {
      href: '/dashboard',
      done: DASHBOARD_DONE,
      away,
      rounds: ROUNDS,
    });
    console.log(
      `  click on Dashboard again (weekly board and back) -> painted (target under 150 ms): median ${kit.ms(kit.median(rest))} (${rest.map((t) => t.toFixed(0)).join(', ')}; ${kit.load()})`,
    );
    if (PROFILES) {
      await away();
      await kit.cpuProfile(page, path.join(PROFILES, 'click-dashboard.cpuprofile'), () =>
        kit.timeClick(page, '/dashboard', DASHBOARD_DONE),
      );
    }
    await empty.close();
    await heavy.close();
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
