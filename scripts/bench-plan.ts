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
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import * as Y from 'yjs';
import {
  auditDaysFor,
  coursePlans,
  generateRecommendations,
  localToday,
  mondayOf,
  practiceFromSessions,
} from '../src/core/plan';
import { PlanService } from '../src/data/plan';
import { createRepositories } from '../src/data/repositories';
import { buildPlanDataset } from '../src/testing/planDataset';
import { startRelay } from '../relay/server';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { encodeSnapshot } from '../src/data/snapshot';
import { putStorageValue, SNAPSHOT_KEY } from '../tests/e2e/storage';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const int = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 0 || n > 100_000)
    throw new Error(`${name} must be a whole number 0..100000`);
  return n;
};
const SIZES = {
  courses: int('BENCH_COURSES', 5),
  readings: int('BENCH_READINGS', 1_000),
  rpas: int('BENCH_RPAS', 500),
  weakSpots: int('BENCH_WEAK_SPOTS', 300),
  sessions: int('BENCH_SESSIONS', 200),
};
const ROUNDS = Math.max(2, int('BENCH_ROUNDS', 5));

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const sortNum = (v: number[]) => [...v].sort((a, b) => a - b);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const median = (v: number[]) => quantile(sortNum(v), 0.5);

function timeNode(label: string, runs: number, fn: () => unknown): number {
  for (let i = 0; i < 10; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  const sorted = sortNum(times);
  console.log(`  ${label.padEnd(58)} median ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}`);
  return quantile(sorted, 0.5);
}

function distDir(): string {
  const flag = process.argv.indexOf('--dist');
  const given = flag >= 0 ? process.argv[flag + 1] : process.env.DOCKET_OUT_DIR;
  const dir = given ? path.resolve(ROOT, given) : path.join(os.tmpdir(), 'docket-bench-plan-dist');
  if (given && existsSync(path.join(dir, 'index.html'))) return dir;
  console.log(`Building the app into ${dir} ...`);
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, DOCKET_OUT_DIR: dir },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return dir;
}

/** In every page of a context: records when the dashboard (or its 'No Course Selected') has painted. */
const PAINT_PROBE = `(() => {
  const done = () => {
    const body = document.body;
    if (!body) return false;
    if (location.pathname !== '/dashboard') return false;
    if (body.innerText.includes('No Course Selected')) return true;
    return document.querySelectorAll('[data-testid="dashboard-card"]').length >= 4 &&
      (document.querySelector('[data-testid="recommendation"]') !== null || body.innerText.includes('All caught up!'));
  };
  const check = () => {
    if (done()) requestAnimationFrame(() => setTimeout(() => { window.__dashboardPainted = performance.now(); }, 0));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** Clicks the visible nav link to /dashboard and resolves with the ms until the dashboard has painted. */
const CLICK_TO_DASHBOARD = `new Promise((resolve, reject) => {
  const link = [...document.querySelectorAll('a[href="/dashboard"]')].find((a) => a.getClientRects().length > 0);
  if (!link) return reject(new Error('no visible Dashboard link'));
  const start = performance.now();
  const deadline = start + 30000;
  const done = () => location.pathname === '/dashboard' &&
    document.querySelectorAll('[data-testid="dashboard-card"]').length >= 4 &&
    (document.querySelector('[data-testid="recommendation"]') !== null || document.body.innerText.includes('All caught up!'));
  const check = () => {
    if (done()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    else if (performance.now() > deadline) reject(new Error('timed out'));
    else requestAnimationFrame(check);
  };
  link.click();
  requestAnimationFrame(check);
})`;

interface Start {
  painted: number;
  marks: Record<string, number>;
}

async function startOnce(context: BrowserContext, base: string): Promise<Start> {
  const page = await context.newPage();
  await page.goto(`${base}/dashboard`);
  await page.waitForFunction('window.__dashboardPainted !== undefined', undefined, { timeout: 60_000 });
  const result = (await page.evaluate(`({
    painted: window.__dashboardPainted,
    marks: Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('docket:')).map((m) => [m.name, m.startTime])),
  })`)) as Start;
  await page.close();
  return result;
}

async function starts(context: BrowserContext, base: string): Promise<Start[]> {
  await startOnce(context, base); // warm: service worker, HTTP cache, the snapshot's first merge
  const out: Start[] = [];
  for (let i = 0; i < ROUNDS; i++) out.push(await startOnce(context, base));
  return out;
}

function phases(list: Start[]): string {
  const names = [...new Set(list.flatMap((s) => Object.keys(s.marks)))].sort(
    (a, b) => median(list.map((s) => s.marks[a] ?? 0)) - median(list.map((s) => s.marks[b] ?? 0)),
  );
  return names
    .map((n) => `${n.replace('docket:', '')} ${ms(median(list.map((s) => s.marks[n] ?? 0)))}`)
    .join(', ');
}

async function main() {
  console.log(
    `Heavy student: ${SIZES.courses} courses, ${SIZES.readings} readings, ${SIZES.rpas} RPAs, ${SIZES.weakSpots} weak spots, ${SIZES.sessions} sessions`,
  );
  let t = performance.now();
  const set = buildPlanDataset({ ...SIZES, now: Date.now() });
  console.log(`  built through the repositories in ${ms(performance.now() - t)}`);

  console.log('\nNode (src/core/plan, target: recommendations under 20 ms):');
  const now = set.now;
  const today = localToday(now);
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(set.doc));
  const fresh = createRepositories(copy, { warn: () => {} });
  const service = new PlanService({ doc: copy, repos: fresh });
  t = performance.now();
  for (const repo of Object.values(fresh)) repo.list();
  service.sessions.list();
  console.log(
    `  ${'first read (parse + validate) of every collection'.padEnd(58)} ${ms(performance.now() - t)}`,
  );
  const entities = service.entities();
  const sessions = service.sessions.list();
  const firstCourse = set.courses[0]?.id ?? null;
  timeNode(`recommendations, every course (${entities.readings.length} readings)`, 200, () =>
    generateRecommendations(coursePlans(entities, null), practiceFromSessions(sessions, now), { now, today }),
  );
  timeNode('recommendations, one course', 200, () =>
    generateRecommendations(coursePlans(entities, firstCourse), practiceFromSessions(sessions, now), {
      now,
      today,
    }),
  );
  timeNode('PlanService.view (every course, dismissals applied)', 200, () =>
    service.view(null, now + Math.random() * 6e7),
  );
  timeNode('Sunday audit, every course', 200, () =>
    auditDaysFor({ plans: coursePlans(entities, null), sessions, weekOf: mondayOf(today), now, today }),
  );

  const dist = distDir();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docket-bench-plan-'));
  const relay = await startRelay({ port: 0, host: '127.0.0.1', distDir: dist, dataDir });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const base = `http://127.0.0.1:${relay.port}`;
    const open = async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(PAINT_PROBE);
      return context;
    };
    const empty = await open();
    const heavy = await open();
    const boot = await heavy.newPage();
    await boot.goto(`${base}/dashboard`);
    await boot.getByTestId('sync-indicator').waitFor();
    await boot.close();
    const writer = await heavy.newPage();
    await writer.goto(`${base}/favicon.svg`);
    // As the app saves it (with the document's state), so a start after the first can skip re-applying it.
    const snapshot = JSON.stringify(encodeSnapshot(Y.encodeStateAsUpdate(set.doc), set.doc));
    await putStorageValue(writer, SNAPSHOT_KEY, snapshot);
    await writer.close();
    console.log(
      `\nChromium (${(await browser.version()).split('.')[0]}), production build via the relay, 1280x800, snapshot ${(snapshot.length / 1024).toFixed(0)} KiB`,
    );
    const withNone = await starts(empty, base);
    const withData = await starts(heavy, base);
    const a = median(withNone.map((s) => s.painted));
    const b = median(withData.map((s) => s.painted));
    console.log(
      `  app start -> dashboard painted (median of ${ROUNDS}; target: with data within 1.3x of without)`,
    );
    console.log(`    no data      ${ms(a).padStart(10)}   [${phases(withNone)}]`);
    console.log(`    heavy data   ${ms(b).padStart(10)}   [${phases(withData)}]`);
    console.log(`    ratio        ${(b / a).toFixed(2)}x`);

    const page: Page = await heavy.newPage();
    await page.goto(`${base}/weekly`);
    await page.getByRole('heading', { name: 'Weekly Board', level: 1 }).waitFor();
    await page.waitForTimeout(1_000);
    const clicks: number[] = [];
    for (let i = 0; i < ROUNDS + 1; i++) {
      // Away to the weekly board through the nav, a moment to settle, then the timed click back.
      await page.getByRole('link', { name: 'Weekly', exact: true }).first().click();
      await page.getByRole('heading', { name: 'Weekly Board', level: 1 }).waitFor();
      await page.waitForTimeout(200);
      clicks.push((await page.evaluate(CLICK_TO_DASHBOARD)) as number);
    }
    const [first, ...rest] = clicks;
    console.log(
      `  click on Dashboard -> four cards and What to Do Next painted (target under 150 ms): first ${ms(first ?? 0)}, then median ${ms(median(rest))}`,
    );
    await empty.close();
    await heavy.close();
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
