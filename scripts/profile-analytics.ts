/**
 * Where one open of the analytics screen spends its script time (issue 12): `npx tsx scripts/profile-analytics.ts
 * --dist <dir> [--profile <dir>]`, with a build made with source maps (`DOCKET_OUT_DIR=<dir> npx vite build
 * --sourcemap`; without maps the costs are given by chunk). The heavy student, the dashboard, two repeat opens
 * to warm up, BENCH_ROUNDS (5) repeat opens for their main-thread CPU, then one more (click on Analytics to every panel painted with its charts, as
 * bench:analytics) under a JS CPU profile: self time by package (react-dom, recharts, d3, mantine, our code),
 * by function, and the React commits of the open and of the 1.5 s after it (which panels each one rendered
 * again), counted through React's DevTools hook (production React reports every commit to it). --returning: also
 * the profile of a returning student's first click (bench:analytics' returning student).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Doc } from 'yjs';
import { ANALYTICS_DONE } from './bench-analytics/done';
import { attribute, COMMIT_PROBE, type Profile, topTimes } from './profile-kit';
import {
  awayTo,
  type BenchApp,
  cpuProfile,
  distDir,
  envInt,
  heavyStudent,
  load,
  median,
  ms,
  profileDir,
  returningStudent,
  seedSnapshot,
  startBenchApp,
  threadTime,
  timeClick,
  warmupsDone,
} from './bench-kit';

interface Commit {
  at: number;
  renders: number;
  panels: Record<string, number>;
  chartSvgs: { mounted: number; updated: number };
}

function printCommits(label: string, commits: Commit[]) {
  console.log(`    ${label}: ${commits.length} commits`);
  for (const c of commits) {
    const panels = Object.entries(c.panels)
      .sort((a, b) => b[1] - a[1])
      .map(([p, n]) => `${p} ${n}`)
      .join(', ');
    console.log(
      `      ${c.renders} components rendered (recharts svgs mounted ${c.chartSvgs.mounted}, updated ${c.chartSvgs.updated}): ${panels}`,
    );
  }
}

/** --returning: the same profile of a returning student's first click (fresh start, 1 s on the dashboard). */
async function returning(app: BenchApp, dist: string, doc: Doc, out: string) {
  const visit = await returningStudent(app, doc, '/dashboard', (page) =>
    page.getByTestId('dashboard-card').first().waitFor(),
  );
  await visit.page.waitForTimeout(1_000);
  const warm = await warmupsDone(visit.page);
  const file = path.join(out, 'analytics-returning.cpuprofile');
  const wall = await cpuProfile(
    visit.page,
    file,
    () => timeClick(visit.page, '/analytics', ANALYTICS_DONE),
    0,
  );
  await visit.close();
  const { byPackage, byFunction } = attribute(dist, JSON.parse(readFileSync(file, 'utf8')) as Profile);
  console.log(`  a returning student's first click: ${ms(wall)} (warm-ups done: ${warm}; ${load()})`);
  console.log(`    self time by package:\n${topTimes(byPackage, 14)}`);
  console.log(`    self time by function:\n${topTimes(byFunction, 25)}`);
}

async function main() {
  const dist = distDir('analytics');
  const rounds = envInt('BENCH_ROUNDS', 5, 1);
  const out = profileDir() ?? mkdtempSync(path.join(os.tmpdir(), 'docket-profile-'));
  const { set } = heavyStudent({ scoredSessions: true });
  const app = await startBenchApp(dist);
  try {
    const context = await app.context(COMMIT_PROBE);
    await seedSnapshot(context, app.base, set.doc);
    const page: Page = await context.newPage();
    await page.goto(`${app.base}/dashboard`);
    const dashboard = page.getByTestId('dashboard-card').first();
    await dashboard.waitFor();
    await page.waitForTimeout(1_000);
    const away = awayTo(page, 'Dashboard', () => dashboard.waitFor());
    const cpu: number[] = [];
    const walls: number[] = [];
    for (let i = 0; i < rounds + 2; i++) {
      await away();
      const open = await threadTime(page, () => timeClick(page, '/analytics', ANALYTICS_DONE));
      if (i < 2) continue; // warm-up
      cpu.push(open.cpu);
      walls.push(open.result);
    }
    console.log(
      `  repeat opens: main-thread CPU median ${ms(median(cpu))} (${cpu.map((c) => ms(c)).join(', ')}), wall median ${ms(median(walls))} (${load()})`,
    );
    await away();
    await page.waitForTimeout(500);
    await page.evaluate('window.__docketCommits.length = 0');
    const file = path.join(out, 'analytics-open.cpuprofile');
    const wall = await cpuProfile(page, file, () => timeClick(page, '/analytics', ANALYTICS_DONE), 0);
    const painted = (await page.evaluate('performance.now()')) as number;
    await page.waitForTimeout(1_500);
    const commits = (await page.evaluate('window.__docketCommits')) as Commit[];
    const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
    const { byPackage, byFunction } = attribute(dist, profile);
    console.log(`  a repeat open: ${ms(wall)} (${load()}); profile ${file}`);
    console.log(`    self time by package:\n${topTimes(byPackage, 14)}`);
    console.log(`    self time by function:\n${topTimes(byFunction, 25)}`);
    printCommits(
      'React, until painted',
      commits.filter((c) => c.at <= painted),
    );
    printCommits(
      'React, in the 1.5 s after',
      commits.filter((c) => c.at > painted),
    );
    await context.close();
    if (process.argv.includes('--returning')) await returning(app, dist, set.doc, out);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
