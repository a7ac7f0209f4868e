/**
 * Where the dashboard's FIRST click spends its time (issue 11): `npx tsx scripts/profile-plan.ts --dist <dir>
 * [--base <dir>] [--profile <dir>]`, with builds made with source maps (`DOCKET_OUT_DIR=<dir> npx vite build
 * --sourcemap`). The heavy student; each run is a fresh start of the app on the weekly board (a new page),
 * 1 s to settle, then the click on the nav's Dashboard link to the four cards and What to Do Next painted
 * (bench:plan's DASHBOARD_DONE), under the main thread's CPU clock. With --base, the same runs of a second
 * build alternate with the first (one relay each, one Chromium), so a change is judged side by side on a
 * shared machine. Then one more first click of each build under a JS CPU profile: self time by package and
 * by function, through the build's source maps.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { ANALYTICS_DONE } from './bench-analytics/done';
import { DASHBOARD_DONE } from './bench-plan/done';
import { startOnWeekly } from './bench-plan/start';
import {
  awayTo,
  busyLine,
  cpuProfile,
  envInt,
  heavyStudent,
  load,
  mainThreadTrace,
  median,
  ms,
  profileDir,
  seedSnapshot,
  startBenchApp,
  threadTime,
  timeClick,
  warmupsDone,
} from './bench-kit';
import { attribute, COMMIT_PROBE, type Profile, topTimes } from './profile-kit';

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/**
 * Self times over the click only: from the first sample that is neither idle nor V8's own (the page sat idle
 * on the weekly board until the click) for `windowMs` (the click's wall time), so the warm-ups the app starts
 * at the next idle moment, and the profiler's own start and stop, are left out.
 */
function attributeClick(dist: string, profile: Profile, windowMs: number) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const quiet = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
  let at = 0;
  let start = -1;
  const inWindow = profile.samples.map((id, i) => {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    if (start < 0 && !quiet.has(byNode.get(id)?.functionName ?? '(idle)')) start = at;
    return start >= 0 && at <= start + windowMs;
  });
  return attribute(dist, profile, (i) => inWindow[i] === true);
}

async function main() {
  const builds = [flag('--dist'), flag('--base'), flag('--also')].filter((d): d is string => Boolean(d));
  if (builds.length === 0) throw new Error('--dist <dir> (a build with source maps) is required');
  const runs = envInt('BENCH_ROUNDS', 6, 1);
  const out = profileDir() ?? mkdtempSync(path.join(os.tmpdir(), 'docket-profile-'));
  const { set } = heavyStudent(process.argv.includes('--analytics') ? { scoredSessions: true } : {});
  const apps = await Promise.all(builds.map((d) => startBenchApp(path.resolve(d))));
  try {
    const contexts: BrowserContext[] = [];
    for (const app of apps) {
      const context = await app.context(COMMIT_PROBE);
      await seedSnapshot(context, app.base, set.doc);
      await (await startOnWeekly(context, app.base)).close(); // warm: service worker, HTTP cache
      contexts.push(context);
    }
    const figures = builds.map(() => ({
      wall: [] as number[],
      cpu: [] as number[],
      again: [] as number[],
      againCpu: [] as number[],
      warm: new Set<string>(),
      analytics: [] as number[],
      analyticsCpu: [] as number[],
    }));
    const withAnalytics = process.argv.includes('--analytics');
    for (let i = 0; i < runs; i++)
      for (const [b, app] of apps.entries()) {
        const page = await startOnWeekly(contexts[b] as BrowserContext, app.base);
        const f = figures[b];
        if (!f) continue;
        f.warm.add((await warmupsDone(page)).replace(/ at \d+ ms/g, ''));
        const first = await threadTime(page, () => timeClick(page, '/dashboard', DASHBOARD_DONE));
        f.wall.push(first.result);
        f.cpu.push(first.cpu);
        await awayTo(page, 'Weekly', () =>
          page.getByRole('heading', { name: 'Weekly Board', level: 1 }).waitFor(),
        )();
        await page.waitForTimeout(500);
        const again = await threadTime(page, () => timeClick(page, '/dashboard', DASHBOARD_DONE));
        f.again.push(again.result);
        f.againCpu.push(again.cpu);
        await page.close();
        if (!withAnalytics) continue;
        // Another screen's first click after the same start: does the dashboard's warm-up slow it?
        const other = await startOnWeekly(contexts[b] as BrowserContext, app.base);
        const open = await threadTime(other, () => timeClick(other, '/analytics', ANALYTICS_DONE));
        f.analytics.push(open.result);
        f.analyticsCpu.push(open.cpu);
        await other.close();
      }
    console.log(
      `First click on Dashboard after a fresh start on the weekly board (${runs} starts each, alternating; ${load()}):`,
    );
    for (const [b, dist] of builds.entries()) {
      const f = figures[b];
      if (!f) continue;
      const list = (values: number[]) => values.map((t) => t.toFixed(0)).join(', ');
      console.log(
        `  ${dist}: wall median ${ms(median(f.wall))} (${list(f.wall)}), main-thread CPU median ${ms(median(f.cpu))} (${list(f.cpu)}); warm-ups done before it: ${[...f.warm].join(' | ')}`,
      );
      console.log(
        `  ${''.padEnd(dist.length)}  the same page's second click (weekly board and back): wall median ${ms(median(f.again))} (${list(f.again)}), CPU median ${ms(median(f.againCpu))} (${list(f.againCpu)})`,
      );
      if (withAnalytics)
        console.log(
          `  ${''.padEnd(dist.length)}  first click on Analytics after a fresh start on the weekly board: wall median ${ms(median(f.analytics))} (${list(f.analytics)}), CPU median ${ms(median(f.analyticsCpu))} (${list(f.analyticsCpu)})`,
        );
    }
    for (const [b, app] of apps.entries()) {
      const page = await startOnWeekly(contexts[b] as BrowserContext, app.base);
      const since = (await page.evaluate('performance.now()')) as number;
      const traced = await mainThreadTrace(page, () => timeClick(page, '/dashboard', DASHBOARD_DONE));
      const commits = (await page.evaluate(
        `window.__docketCommits.filter((c) => c.at >= ${since} && c.at <= ${since + traced.result + 50})`,
      )) as Array<{ at: number; renders: number }>;
      await page.close();
      console.log(
        `  ${builds[b]}: a traced first click ${ms(traced.result)}, ${busyLine(traced)}; React commits until painted: ${commits.map((c) => `${c.renders} components`).join(', ')}`,
      );
    }
    if (process.argv.includes('--figures-only')) return;
    for (const [b, app] of apps.entries()) {
      const dist = builds[b] as string;
      for (const which of ['first', 'second'] as const) {
        const page = await startOnWeekly(contexts[b] as BrowserContext, app.base);
        // The profiled click comes after the warm-ups that this build does (if any) are done.
        await page
          .waitForFunction(`performance.getEntriesByName('docket-warmup:dashboard').length > 0`, undefined, {
            timeout: 5_000,
          })
          .catch(() => {});
        if (which === 'second') {
          await timeClick(page, '/dashboard', DASHBOARD_DONE);
          await awayTo(page, 'Weekly', () =>
            page.getByRole('heading', { name: 'Weekly Board', level: 1 }).waitFor(),
          )();
          await page.waitForTimeout(500);
        }
        const warm = await warmupsDone(page);
        const file = path.join(out, `dashboard-${which}-click-${b}.cpuprofile`);
        const wall = await cpuProfile(page, file, () => timeClick(page, '/dashboard', DASHBOARD_DONE), 0);
        await page.close();
        const { byPackage, byFunction } = attributeClick(
          dist,
          JSON.parse(readFileSync(file, 'utf8')) as Profile,
          wall,
        );
        const total = [...byPackage.values()].reduce((a, c) => a + c, 0);
        console.log(
          `\n  ${dist}: a profiled ${which} click ${ms(wall)}, ${ms(total)} sampled in the click's window (warm-ups done: ${warm}; ${load()}); ${file}`,
        );
        console.log(`    self time by package:\n${topTimes(byPackage, 14)}`);
        console.log(`    self time by function:\n${topTimes(byFunction, 30)}`);
      }
    }
  } finally {
    for (const app of apps) await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
