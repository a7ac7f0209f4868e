/**
 * Shared by the in-browser benches (bench-plan, bench-lists, bench-analytics); not a bench itself.
 * The heavy student of src/testing/planDataset.ts, built once for bench-plan and bench-analytics (heavyStudent).
 * Figures: medians and quantiles, timing in Node, the load average (the machine is shared, so every
 * timing is printed next to it). Chromium: the production build (built once into a temp folder unless
 * --dist <dir> or DOCKET_OUT_DIR names one), served by the real relay on a free port, Chromium with the
 * e2e tests' flags, a data set written as the app's saved snapshot, a timed click on a nav link, and
 * CPU profiles over the DevTools protocol (--profile <dir>).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import * as Y from 'yjs';
import { startRelay } from '../relay/server';
import type { PlanEntities } from '../src/core/plan';
import type { WritingSession } from '../src/core/model';
import { PlanService } from '../src/data/plan';
import { createRepositories } from '../src/data/repositories';
import { encodeSnapshot } from '../src/data/snapshot';
import { buildPlanDataset, type PlanDatasetOptions } from '../src/testing/planDataset';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { putStorageValue, SNAPSHOT_KEY } from '../tests/e2e/storage';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A whole number from the environment (BENCH_*), within min..100000. */
export function envInt(name: string, fallback: number, min = 0): number {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < min || n > 100_000)
    throw new Error(`${name} must be a whole number ${min}..100000`);
  return n;
}

export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
export const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The 1-minute load average and the number of cores, printed next to every timing. */
export const load = () => `load ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores`;

/** Times `fn` in Node `runs` times after a warm-up; prints and returns the median. */
export function timeNode(label: string, runs: number, fn: () => unknown, width = 58): number {
  for (let i = 0; i < 10; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(width)} median ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))} (${runs} runs, ${load()})`,
  );
  return quantile(times, 0.5);
}

/** The heavy student's sizes (issues 11 and 12), each overridable: BENCH_COURSES, _READINGS, _RPAS, _WEAK_SPOTS, _SESSIONS. */
export function heavySizes() {
  return {
    courses: envInt('BENCH_COURSES', 5),
    readings: envInt('BENCH_READINGS', 1_000),
    rpas: envInt('BENCH_RPAS', 500),
    weakSpots: envInt('BENCH_WEAK_SPOTS', 300),
    sessions: envInt('BENCH_SESSIONS', 200),
  };
}

export interface HeavyStudent {
  /** The data set as built (its document is what seedSnapshot gives the app). */
  set: ReturnType<typeof buildPlanDataset>;
  /** Read back from a copy of the document through fresh repositories, as the app reads it after a start. */
  service: PlanService;
  entities: PlanEntities;
  sessions: readonly WritingSession[];
  /** ms to parse and validate every collection on that first read. */
  firstReadMs: number;
}

/**
 * The heavy student of src/testing/planDataset.ts (one data set for every bench of the plan and analytics
 * screens): built, copied into a fresh document as a start would load it, and read through the repositories.
 */
export function heavyStudent(options: PlanDatasetOptions = {}): HeavyStudent {
  const set = buildPlanDataset({ ...heavySizes(), now: Date.now(), ...options });
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(set.doc));
  const repos = createRepositories(copy, { warn: () => {} });
  const service = new PlanService({ doc: copy, repos });
  const t = performance.now();
  for (const repo of Object.values(repos)) repo.list();
  service.sessions.list();
  const firstReadMs = performance.now() - t;
  return { set, service, entities: service.entities(), sessions: service.sessions.list(), firstReadMs };
}

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** The production build to serve: --dist / DOCKET_OUT_DIR when it holds one, else a fresh one (never dist/). */
export function distDir(bench: string): string {
  const given = flag('--dist') ?? process.env.DOCKET_OUT_DIR;
  const dir = given ? path.resolve(ROOT, given) : path.join(os.tmpdir(), `docket-bench-${bench}-dist`);
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

/** The folder for CPU profiles (--profile <dir>), or undefined when none was asked for. */
export function profileDir(): string | undefined {
  const dir = flag('--profile');
  if (dir) mkdirSync(dir, { recursive: true });
  return dir;
}

export interface BenchApp {
  base: string;
  browser: Browser;
  /** A context at 1280x800 (or the given size) with `initScript` in every page. */
  context(initScript?: string, viewport?: { width: number; height: number }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** The real relay serving `dist` on a free port (a scratch data folder), and headless Chromium. */
export async function startBenchApp(dist: string): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docket-bench-'));
  const relay = await startRelay({ port: 0, host: '127.0.0.1', distDir: dist, dataDir });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return {
    base: `http://127.0.0.1:${relay.port}`,
    browser,
    async context(initScript, viewport = { width: 1280, height: 800 }) {
      const context = await browser.newContext({ viewport });
      if (initScript) await context.addInitScript(initScript);
      return context;
    },
    async close() {
      await browser.close();
      await relay.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives the context's app `doc` as its saved snapshot, the way the app saves it (with the document's
 * state): opens the app once so its database exists, then writes from /favicon.svg (a page of the same
 * origin that does not run the app, so nothing saves over it). Returns the snapshot's size in bytes.
 */
export async function seedSnapshot(context: BrowserContext, base: string, doc: Y.Doc): Promise<number> {
  const boot = await context.newPage();
  await boot.goto(`${base}/dashboard`);
  await boot.getByTestId('sync-indicator').waitFor();
  await boot.close();
  const writer = await context.newPage();
  await writer.goto(`${base}/favicon.svg`);
  const snapshot = JSON.stringify(encodeSnapshot(Y.encodeStateAsUpdate(doc), doc));
  await putStorageValue(writer, SNAPSHOT_KEY, snapshot);
  await writer.close();
  return snapshot.length;
}

/** A page-side condition: at least `count` elements match `selector`. */
export const atLeast = (selector: string, count = 1) =>
  `document.querySelectorAll(${JSON.stringify(selector)}).length >= ${count}`;
/** A page-side condition: the page shows `text`. */
export const shows = (text: string) => `document.body.innerText.includes(${JSON.stringify(text)})`;

/**
 * Clicks the visible link to `href` in the page and returns the ms until `done` (page-side source text,
 * e.g. atLeast(...)) holds on `href` and the next frame has painted. Source text, because tsx would wrap
 * named inner functions in a helper the page does not have.
 */
export async function timeClick(page: Page, href: string, done: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const href = ${JSON.stringify(href)};
    const link = [...document.querySelectorAll('a[href="' + href + '"]')].find((a) => a.getClientRects().length > 0);
    if (!link) return reject(new Error('no visible link to ' + href + ' at ' + location.pathname));
    const start = performance.now();
    const deadline = start + 30000;
    const check = () => {
      if (location.pathname === href.split('?')[0] && (${done}))
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      else if (performance.now() > deadline) reject(new Error('timed out waiting at ' + href));
      else requestAnimationFrame(check);
    };
    link.click();
    requestAnimationFrame(check);
  })`) as Promise<number>;
}

/**
 * Times `rounds` + 1 clicks on the link to `href` until `done` (see timeClick), each after `away()` has
 * left the screen (through the nav, as a student would) and let the page settle. The first click loads the
 * screen's code unless it was already fetched; the rest show the steady figure.
 */
export async function timeClicks(
  page: Page,
  options: { href: string; done: string; away: () => Promise<void>; rounds: number },
): Promise<{ first: number; rest: number[] }> {
  const clicks: number[] = [];
  for (let i = 0; i < options.rounds + 1; i++) {
    await options.away();
    clicks.push(await timeClick(page, options.href, options.done));
  }
  const [first = 0, ...rest] = clicks;
  return { first, rest };
}

/** Leaves for the screen behind the nav link `name` and waits until `ready` shows, then `settleMs`. */
export function awayTo(page: Page, name: string, ready: () => Promise<unknown>, settleMs = 200) {
  return async () => {
    await page.getByRole('link', { name, exact: true }).first().click();
    await ready();
    await page.waitForTimeout(settleMs);
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Records a CPU profile of the page's main thread over `run` (DevTools protocol, sampled every 100 us),
 * writes it to `file` (open it in DevTools' Performance panel) and prints the functions with the most
 * self time.
 */
export async function cpuProfile<T>(page: Page, file: string, run: () => Promise<T>, top = 15): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();
  writeFileSync(file, JSON.stringify(profile));
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`    CPU profile ${file}: ${ms(total)} sampled; most self time:`);
  for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`      ${ms(t).padStart(10)}  ${name}`);
  return result;
}

/**
 * A returning student (issues 12 and 13): the installed app, as it is on the student's device the day after.
 * Chromium with its own profile folder; a first visit seeds `doc` as the saved snapshot and waits until the
 * service worker has installed (every chunk precached in Cache Storage, where Chromium also keeps the V8
 * code cache it makes for scripts cached at install) and controls the page; then Chromium quits, and a new
 * Chromium on the same profile opens `path` (served by the service worker) and waits until `ready` shows.
 * Nothing of the first visit is left in memory: only what the disk keeps, as after a restart.
 * `initScript` runs in the restarted app's pages before the app (e.g. a counter of React commits).
 */
export async function returningStudent(
  app: BenchApp,
  doc: Y.Doc,
  path0: string,
  ready: (page: Page) => Promise<unknown>,
  initScript?: string,
): Promise<{ page: Page; context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'docket-bench-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      headless: true,
      viewport: { width: 1280, height: 800 },
    });
  const first = await launch();
  await seedSnapshot(first, app.base, doc);
  const visit = await first.newPage();
  await visit.goto(`${app.base}/dashboard`);
  await visit.evaluate(`navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ||
    new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })))`);
  await visit.waitForTimeout(1_000); // the code cache is written after the install, off the main thread
  await first.close();
  const context = await launch();
  if (initScript) await context.addInitScript(initScript);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${app.base}${path0}`);
  await ready(page);
  if (!(await page.evaluate('Boolean(navigator.serviceWorker.controller)')))
    throw new Error('the returning visit is not controlled by the service worker');
  return {
    page,
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A Chrome trace event, with the args the breakdowns read (a task's script, function and frame). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; type?: string; frame?: string; scriptName?: string };
    fileName?: string;
  };
}

/** What a main-thread trace event is, for the breakdown of mainThreadTrace. */
function kindOf(name: string): string {
  if (/GC|Sweep|Mark|Scavenge/i.test(name)) return 'gc';
  if (
    /compile|Maglev|Turbofan|CodeCache|produceCache|consumeCache|deserialize|^v8\.parse|ParseFunction|ParseProgram/i.test(
      name,
    )
  )
    return 'script compile';
  if (
    /^(FunctionCall|EvaluateScript|v8\.evaluateModule|v8\.run|v8\.callFunction|v8\.execute|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|V8\.Execute)$/.test(
      name,
    )
  )
    return 'script run';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/.test(name))
    return 'style';
  if (/^(Layout|UpdateLayout|LayoutShift|IntersectionObserverController::computeIntersections)$/.test(name))
    return 'layout';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage|RasterTask|Decode)/.test(name))
    return 'paint';
  return 'other';
}

/**
 * Traces the page's main thread over `run` (DevTools protocol, the timeline's and V8's compile categories)
 * and returns its busy time by kind: script compile (parsing and compiling JavaScript, lazily compiled
 * functions included, and the code cache), script run, gc, style, layout, paint and other (task overhead,
 * HTML, ...). Self times, so a compile inside a function call counts once, as compile.
 */
export async function mainThreadTrace<T>(
  page: Page,
  run: () => Promise<T>,
): Promise<{ result: T; busy: Record<string, number>; total: number }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.compile',
        'blink',
        'toplevel',
      ],
    },
  });
  const result = await run();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify(events));
  // The renderer's main thread that was busiest (the page's; the service worker runs on its own thread).
  let best = { busy: {} as Record<string, number>, total: 0 };
  for (const list of mainThreadEvents(events, (e) => e.ph === 'X' || e.ph === 'B' || e.ph === 'E')) {
    const busy = selfTimes(list);
    const total = busy.top ?? 0;
    delete busy.top;
    if (total > best.total) best = { busy, total };
  }
  return { result, ...best };
}

/** The events of each renderer main thread in a trace (one list per thread) that pass `keep`. */
export function mainThreadEvents(events: TraceEvent[], keep: (e: TraceEvent) => boolean): TraceEvent[][] {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key) && keep(e)) byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  return [...byThread.values()];
}

/**
 * CPU self time (ms, the thread's own clock, so other processes on a loaded machine do not count) by kind of
 * one thread's nested events; `top` is the CPU time inside top-level events (tasks).
 */
function selfTimes(list: TraceEvent[]): Record<string, number> {
  // B/E pairs become complete events; then, sorted by start (longest first), each event's children are
  // the events that start inside it.
  const spans: Array<{ name: string; ts: number; end: number }> = [];
  const open: TraceEvent[] = [];
  for (const e of [...list].sort((a, b) => a.ts - b.ts)) {
    if (e.tts === undefined) continue;
    if (e.ph === 'X') spans.push({ name: e.name, ts: e.tts, end: e.tts + (e.tdur ?? 0) });
    else if (e.ph === 'B') open.push(e);
    else {
      const b = open.pop();
      if (b?.tts !== undefined) spans.push({ name: b.name, ts: b.tts, end: e.tts });
    }
  }
  spans.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const out: Record<string, number> = { top: 0 };
  const stack: Array<{ kind: string; end: number; self: number }> = [];
  const pop = () => {
    const done = stack.pop();
    if (done) out[done.kind] = (out[done.kind] ?? 0) + done.self / 1000;
  };
  for (const s of spans) {
    while (stack.length && (stack[stack.length - 1]?.end ?? 0) <= s.ts) pop();
    const parent = stack[stack.length - 1];
    const end = parent ? Math.min(s.end, parent.end) : s.end;
    if (parent) parent.self -= end - s.ts;
    else out.top = (out.top ?? 0) + (end - s.ts) / 1000;
    const kind = kindOf(s.name);
    stack.push({ kind: parent && kind === 'other' ? parent.kind : kind, end, self: end - s.ts });
  }
  while (stack.length) pop();
  return out;
}

/** One line: the main thread's CPU time over an open, by kind (mainThreadTrace). */
export const busyLine = ({ busy, total }: { busy: Record<string, number>; total: number }) =>
  `main thread CPU ${ms(total)}: ${Object.entries(busy)
    .filter(([, t]) => t >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, t]) => `${kind} ${ms(t)}`)
    .join(', ')}`;

/** The page's main-thread CPU time (ms) over `run` (DevTools protocol, Performance.getMetrics ThreadTime). */
export async function threadTime<T>(page: Page, run: () => Promise<T>): Promise<{ result: T; cpu: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const now = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0;
  const before = await now();
  const result = await run();
  const cpu = (await now()) - before;
  await cdp.detach();
  return { result, cpu: cpu * 1000 };
}

/** The warm-ups (src/ui/OffscreenWarmup.tsx) the page has finished, as marked on its performance timeline. */
export const warmupsDone = (page: Page) =>
  page.evaluate(
    `performance.getEntriesByType('mark').filter((m) => m.name.startsWith('docket-warmup:')).map((m) => m.name.slice(14) + ' at ' + Math.round(m.startTime) + ' ms').join(', ') || 'none'`,
  ) as Promise<string>;

/**
 * Waits (up to 20 s) for the page's warm-up `name` to be done; returns when it was done in ms after the call
 * and the main thread's CPU time meanwhile (the warm-up's cost, with whatever else the page did in that
 * time), or null when the page has no such warm-up (an older build).
 */
export async function warmupCost(
  page: Page,
  name: string,
): Promise<{ doneAfter: number; cpu: number } | null> {
  const since = (await page.evaluate('performance.now()')) as number;
  const mark = `performance.getEntriesByName('docket-warmup:${name}')`;
  const { result: found, cpu } = await threadTime(page, () =>
    page.waitForFunction(`${mark}.length > 0`, undefined, { timeout: 20_000 }).then(
      () => true,
      () => false,
    ),
  );
  if (!found) return null;
  const at = (await page.evaluate(`${mark}[0].startTime`)) as number;
  return { doneAfter: at - since, cpu };
}

/**
 * Prints a returning student's first opens: `runs` fresh starts (`start`), each clicked (`click`) once the
 * first screen has been up for 1 s, under a DevTools trace: the median, the least busy start's main-thread
 * CPU by kind, and for a screen with an off-screen `warmup`, which warm-ups were done before the click and,
 * in one more start, the warm-up's own cost; with `--profile`, a CPU profile of one more click (`profile`).
 */
export async function printReturningOpens(o: {
  label: string;
  runs: number;
  start: () => Promise<{ page: Page; close(): Promise<void> }>;
  click: (page: Page) => Promise<number>;
  warmup?: { name: string; after: string };
  profile: string;
  /** How long the screen is left up before the click (ms); default 1 s. */
  settle?: number;
}): Promise<void> {
  const settle = o.settle ?? 1_000;
  const times: number[] = [];
  const warm: string[] = [];
  let trace: { busy: Record<string, number>; total: number } | undefined;
  for (let i = 0; i < o.runs; i++) {
    const visit = await o.start();
    if (settle > 0) await visit.page.waitForTimeout(settle);
    warm.push(await warmupsDone(visit.page));
    const traced = await mainThreadTrace(visit.page, () => o.click(visit.page));
    times.push(traced.result);
    if (!trace || traced.total < trace.total) trace = traced;
    await visit.close();
  }
  const each = times.map((t) => ms(t)).join(', ');
  console.log(`  ${o.label}: median ${ms(median(times))} of ${o.runs} starts (${each}; ${load()})`);
  if (trace) console.log(`    ${busyLine(trace)} (the least busy start)`);
  if (o.warmup) await printWarmup(o.start, o.warmup, warm);
  const profiles = profileDir();
  if (!profiles) return;
  const visit = await o.start();
  if (settle > 0) await visit.page.waitForTimeout(settle);
  await cpuProfile(visit.page, path.join(profiles, o.profile), () => o.click(visit.page));
  await visit.close();
}

async function printWarmup(
  start: () => Promise<{ page: Page; close(): Promise<void> }>,
  warmup: { name: string; after: string },
  done: string[],
) {
  console.log(`    warm-ups done before the click (since the page started): ${done.join('; ')}`);
  const visit = await start();
  const cost = await warmupCost(visit.page, warmup.name);
  console.log(
    cost === null
      ? '    no warm-up in this build'
      : `    the warm-up, in one more start: done ${ms(cost.doneAfter)} after ${warmup.after} showed, main thread CPU meanwhile ${ms(cost.cpu)} (${load()})`,
  );
  await visit.close();
}
