/**
 * Where a returning student's first open of the 200-node flowmap goes (issue 13), for deciding what to cut:
 *
 *   DOCKET_OUT_DIR=/tmp/fm-dist npx vite build --sourcemap && npx tsx scripts/profile-flowmap.ts --dist /tmp/fm-dist
 *
 * Two fresh starts of the installed app on /flowmap (as bench:flowmap's returning student), the card clicked
 * after the list sat 1 s: in the first, the number of React commits (a stand-in DevTools hook counts them),
 * and of style and layout passes (a DevTools trace) from the click to painted; in the second, a JS CPU
 * profile of the same open (written to --profile <dir>, default a temp folder) summed by function and by
 * package through the build's source maps (a build without maps sums by chunk). Prints figures; asserts
 * nothing. --counts-only stops after the first start.
 *
 * --fresh [--runs n] [--wait-warmup]: bench:flowmap's other first open instead, the fresh tab (a new page of a
 * browser that has loaded the app and opened the flowmap once, /flowmap on screen for 1 s, then the click),
 * n times (3), each in a new browser context: what the page had done before the click (warm-ups drawn and
 * done, chunks fetched) and every main-thread task from the click to painted (scripts/bench-flowmap/freshTab.ts).
 * --wait-warmup clicks only once the list's editor warm-up is done, for comparison. --fresh --eager: bench:flowmap's
 * first line instead (the card clicked the moment the list shows, in the context's first page). --cpu: a JS CPU
 * profile of each such open, summed by package and function (as for the returning student), instead of the trace.
 *
 * --returning --eager [--runs n]: the returning student's instant click (bench:flowmap's last line) taken apart
 * the same way: the installed app started afresh on /flowmap, the card clicked the moment the list shows.
 */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  busyLine,
  cpuProfile,
  distDir,
  load,
  mainThreadTrace,
  ms,
  returningStudent,
  seedSnapshot,
  startBenchApp,
  timeClick,
} from './bench-kit';
import {
  clickTs,
  PAGE_STATE,
  type PageState,
  splitAt,
  tasksAfterClick,
  WARMUP_PROBE,
} from './bench-flowmap/freshTab';
import { PAINTED, seedDoc } from './bench-flowmap/seed';
import { type Frame, originsIn, type Profile, topTimes } from './profile-kit';

/** A stand-in React DevTools hook: react-dom reports every commit to it; it notes when, and how many fibers rendered. */
const COUNT_COMMITS = `window.__docketCommits = [];
const rendered = (root) => {
  let n = 0;
  const walk = (f) => {
    for (; f; f = f.sibling) {
      const a = f.alternate;
      if (!a || f.memoizedProps !== a.memoizedProps || f.memoizedState !== a.memoizedState) n++;
      if (!a || f.child !== a.child) walk(f.child);
    }
  };
  walk(root.current.child);
  return n;
};
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, isDisabled: false, renderers: new Map(),
  inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  onCommitFiberRoot(_id, root) { window.__docketCommits.push(Math.round(performance.now()) + ' ms: ' + rendered(root)); } };`;

/** Names a profile frame by source (through the chunk's map) and its package: a node_modules package or src/<folder>. */
function namer(dist: string) {
  const originOf = originsIn(dist);
  return (frame: Frame): { pkg: string; fn: string } => {
    const name = frame.functionName || '(anonymous)';
    if (!frame.url) return { pkg: name.startsWith('(') ? name : 'browser', fn: name };
    const at = originOf(frame);
    if (!at) return { pkg: path.basename(frame.url), fn: name };
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(at.source)?.[1];
    const short = at.source.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
    const ours = /src\/[^/]+\/?[^/]*/.exec(short)?.[0];
    return { pkg: pkg ?? ours ?? short, fn: `${at.name ?? name} ${short}:${at.line}` };
  };
}

/** Self time by package (a browser function counts for the package that called it) and by function. */
function summarise(profile: Profile, dist: string) {
  const name = namer(dist);
  const info = new Map(profile.nodes.map((n) => [n.id, name(n.callFrame)]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, t: number) => m.set(k, (m.get(k) ?? 0) + t);
  profile.samples.forEach((id, i) => {
    const t = (profile.timeDeltas[i] ?? 0) / 1000;
    const here = info.get(id);
    if (!here || here.pkg === '(idle)') return;
    let owner: number | undefined = id;
    while (owner !== undefined && info.get(owner)?.pkg === 'browser') owner = parent.get(owner);
    const pkg =
      here.pkg === 'browser' ? `${info.get(owner ?? -1)?.pkg ?? '?'} (browser: ${here.fn})` : here.pkg;
    add(byPackage, pkg, t);
    add(byFunction, `${here.fn} [${here.pkg}]`, t);
  });
  console.log(
    `    self time by package:\n${topTimes(byPackage, 18)}\n    self time by function:\n${topTimes(byFunction, 25)}`,
  );
}

/** Prints what the page did before and after the click (warm-ups, chunks, commits) and the click's tasks. */
async function takeApart(page: Page, href: string, out: string, label: string, listed: number) {
  const file = path.join(out, `${label.replace(/\W+/g, '-')}.json`);
  process.env.BENCH_TRACE_FILE = file;
  const traced = await mainThreadTrace(page, () => timeClick(page, href, PAINTED));
  delete process.env.BENCH_TRACE_FILE;
  const state = (await page.evaluate(PAGE_STATE)) as PageState;
  const commits = (await page.evaluate('window.__docketCommits')) as string[];
  const at = state.clickAt ?? 0;
  const warm = splitAt([...state.log, ...state.marks.filter((m) => m.startsWith('docket-warmup'))], at);
  const drawn = splitAt(commits, at);
  const events = JSON.parse(readFileSync(file, 'utf8'));
  console.log(
    `\n${label}: ${ms(traced.result)} (${load()}); list shown at ${listed} ms, clicked at ${at} ms\n` +
      `  warm-ups before the click: ${warm.before.join('; ') || 'none'}; after: ${warm.after.join('; ') || 'none'}\n` +
      `  chunks: ${splitAt(state.chunks, listed - 1_000).after.join('; ')}\n` +
      `  React commits (at: fibers) since the list showed, before the click: ${splitAt(drawn.before, listed).after.join(', ')}\n` +
      `  and from the click: ${drawn.after.join(', ')}\n` +
      `  ${busyLine(traced)}\n${tasksAfterClick(events, clickTs(events) ?? 0)}`,
  );
}

/**
 * --returning --eager: the returning student's instant click (bench:flowmap's last line: the installed app
 * started afresh on /flowmap, the card clicked the moment the list shows), `runs` times, taken apart as --fresh.
 */
async function returningInstant(app: Awaited<ReturnType<typeof startBenchApp>>, out: string) {
  const { doc, mapId } = seedDoc();
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
  for (let run = 0; run < runs; run++) {
    const visit = await returningStudent(
      app,
      doc,
      '/flowmap',
      (page) => page.getByTestId('flowmap-grid').waitFor(),
      `${WARMUP_PROBE}\n${COUNT_COMMITS}`,
    );
    const listed = (await visit.page.evaluate('Math.round(performance.now())')) as number;
    await takeApart(visit.page, `/flowmap/${mapId}`, out, `returning instant click, run ${run + 1}`, listed);
    await visit.close();
  }
}

/** The fresh tab's first open (--fresh), `runs` times, each in a new context of the same browser. */
async function fresh(app: Awaited<ReturnType<typeof startBenchApp>>, out: string, dist: string) {
  const { doc, mapId } = seedDoc();
  const href = `/flowmap/${mapId}`;
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
  const waitWarmup = process.argv.includes('--wait-warmup');
  const eagerOnly = process.argv.includes('--eager');
  for (let run = 0; run < runs; run++) {
    const context = await app.context(`${WARMUP_PROBE}\n${COUNT_COMMITS}`);
    await seedSnapshot(context, app.base, doc);
    if (!eagerOnly) {
      const eager = await context.newPage(); // as bench:flowmap: the first page opens the flowmap at once
      await eager.goto(`${app.base}/flowmap`);
      await eager.getByTestId('flowmap-grid').waitFor();
      await timeClick(eager, href, PAINTED);
      await eager.close();
    }
    const page = await context.newPage();
    await page.goto(`${app.base}/flowmap`);
    await page.getByTestId('flowmap-grid').waitFor();
    const listed = (await page.evaluate('Math.round(performance.now())')) as number;
    if (!eagerOnly) await page.waitForTimeout(1_000);
    if (waitWarmup)
      await page.waitForFunction(
        "performance.getEntriesByName('docket-warmup:flowmap').length > 0",
        undefined,
        {
          timeout: 20_000,
        },
      );
    if (process.argv.includes('--cpu')) {
      const file = path.join(out, `fresh-${run}.cpuprofile`);
      const wall = await cpuProfile(page, file, () => timeClick(page, href, PAINTED), 0);
      console.log(`\n${eagerOnly ? 'instant click' : 'fresh tab'}, run ${run + 1}: ${ms(wall)} (${load()})`);
      summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, dist);
      await context.close();
      continue;
    }
    await takeApart(page, href, out, `${eagerOnly ? 'instant click' : 'fresh tab'}, run ${run + 1}`, listed);
    await context.close();
  }
}

async function main() {
  const dist = distDir('flowmap-profile');
  const { doc, mapId } = seedDoc();
  const href = `/flowmap/${mapId}`;
  const out = path.resolve(
    process.argv[process.argv.indexOf('--profile') + 1] && process.argv.includes('--profile')
      ? (process.argv[process.argv.indexOf('--profile') + 1] as string)
      : mkdtempSync(path.join(os.tmpdir(), 'docket-flowmap-profile-')),
  );
  mkdirSync(out, { recursive: true });
  const app = await startBenchApp(dist);
  if (process.argv.includes('--returning') && process.argv.includes('--eager')) {
    console.log(`Returning student's instant click on the 200-node flowmap (${load()}), traces in ${out}:`);
    return returningInstant(app, out).finally(() => app.close());
  }
  if (process.argv.includes('--fresh')) {
    console.log(`Fresh-tab first open of the 200-node flowmap (${load()}), traces in ${out}:`);
    return fresh(app, out, dist).finally(() => app.close());
  }
  const start = () =>
    returningStudent(
      app,
      doc,
      '/flowmap',
      (page) => page.getByTestId('flowmap-grid').waitFor(),
      COUNT_COMMITS,
    );
  try {
    console.log(`Returning student's first open of the 200-node flowmap (${load()}):`);
    const counted = await start();
    await counted.page.waitForTimeout(1_000);
    await counted.page.evaluate('window.__docketCommits = []');
    process.env.BENCH_TRACE_FILE = path.join(out, 'trace.json');
    const traced = await mainThreadTrace(counted.page, () => timeClick(counted.page, href, PAINTED));
    delete process.env.BENCH_TRACE_FILE;
    const commits = (await counted.page.evaluate('window.__docketCommits')) as string[];
    const events = JSON.parse(readFileSync(path.join(out, 'trace.json'), 'utf8')) as Array<{ name: string }>;
    const count = (n: string) => events.filter((e) => e.name === n).length;
    console.log(
      `  ${ms(traced.result)}; ${commits.length} React commits (at, fibers rendered: ${commits.join(', ')}); ${count('UpdateLayoutTree')} style and ${count('Layout')} layout passes\n  ${busyLine(traced)}`,
    );
    await counted.close();
    if (process.argv.includes('--counts-only')) return;
    const profiled = await start();
    await profiled.page.waitForTimeout(1_000);
    const file = path.join(out, 'returning-open.cpuprofile');
    await cpuProfile(profiled.page, file, () => timeClick(profiled.page, href, PAINTED), 0);
    await profiled.close();
    summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, dist);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
