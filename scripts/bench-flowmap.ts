/**
 * Flowmap benchmark: `npm run bench:flowmap`. A 200-node, 250-edge doctrine flowmap (benchGraph of
 * src/core/flowmaps: a decision tree of questions with two branches each, plus 51 arrows where branches meet):
 *   1. Node: the tidy layout (dagre, as the editor's Tidy layout runs it), median and p95 (target < 200 ms);
 *   2. Chromium against the production build served by the real relay (scripts/bench-kit.ts): the flowmap
 *      goes into the app's saved snapshot; then the time from a click on its card in /flowmap to the editor
 *      painted with all 200 nodes and 250 arrows (target < 500 ms). First opens, in a fresh page each: one
 *      clicked the moment the list shows (the editor's code may still be loading), one after the list has been
 *      on screen for a second (the list fetches the editor's code when idle); then the median of BENCH_ROUNDS.
 *      --profile <dir> writes a CPU profile of one more open.
 * The build: --dist <dir> or DOCKET_OUT_DIR when it holds one, else a fresh one in a temp folder.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from 'playwright-core';
import { benchGraph, rowsToDrawing, tidyLayout } from '../src/core/flowmaps';
import {
  busyLine,
  cpuProfile,
  distDir,
  envInt,
  load,
  mainThreadTrace,
  median,
  ms,
  printReturningOpens,
  profileDir,
  returningStudent,
  seedSnapshot,
  startBenchApp,
  timeClick,
  timeNode,
} from './bench-kit';
import { PAINTED, seedDoc } from './bench-flowmap/seed';

function node(repos: ReturnType<typeof seedDoc>['repos']) {
  const { nodes, edges } = benchGraph();
  console.log(`Flowmap: 200 nodes, 250 arrows\n\nNode:`);
  timeNode('tidy layout (dagre; target < 200 ms)', 15, () => tidyLayout(nodes, edges), 40);
  const t = performance.now();
  rowsToDrawing(repos.flowmapNodes.list(), repos.flowmapEdges.list());
  console.log(`  ${'rows to drawing (read + validate)'.padEnd(40)} ${ms(performance.now() - t)}`);
}

/** Opens /flowmap in a fresh page of the context; `settle` ms after the cards show. */
async function listPage(context: BrowserContext, base: string, settle: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/flowmap`);
  await page.getByTestId('flowmap-grid').waitFor();
  if (settle > 0) await page.waitForTimeout(settle);
  return page;
}

async function chromium(doc: ReturnType<typeof seedDoc>['doc'], mapId: string) {
  const rounds = envInt('BENCH_ROUNDS', 5, 2);
  const profiles = profileDir();
  const app = await startBenchApp(distDir('flowmap'));
  const href = `/flowmap/${mapId}`;
  try {
    const context = await app.context();
    await seedSnapshot(context, app.base, doc);
    console.log(
      `\nChromium ${(await app.browser.version()).split('.')[0]}, production build via the relay, 1280x800:`,
    );
    const eager = await listPage(context, app.base, 0);
    const cold = await timeClick(eager, href, PAINTED);
    await eager.close();
    const page = await listPage(context, app.base, 1_000);
    const idle = await timeClick(page, href, PAINTED);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      return new Map(list.map((m) => [m.name, m.value]));
    };
    // Durations in s (wall time on the main thread); ThreadTime is its CPU time (what load barely changes);
    // the counts are how many style and layout passes an open took.
    const parts: Record<string, number[]> = {
      ScriptDuration: [],
      LayoutDuration: [],
      RecalcStyleDuration: [],
      ThreadTime: [],
      LayoutCount: [],
      RecalcStyleCount: [],
    };
    const away = async () => {
      await page.getByRole('link', { name: 'Flowmaps' }).first().click();
      await page.getByTestId('flowmap-grid').waitFor();
      await page.waitForTimeout(200);
    };
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await away();
      const before = await metrics();
      times.push(await timeClick(page, href, PAINTED));
      const after = await metrics();
      for (const [name, values] of Object.entries(parts))
        values.push(((after.get(name) ?? 0) - (before.get(name) ?? 0)) * (name.endsWith('Count') ? 1 : 1000));
    }
    console.log(
      `  click on the card -> 200 nodes and 250 arrows painted (target < 500 ms; ${load()}):\n` +
        `    the browser's first visit to the app (its code fetched over the network, the service worker\n` +
        `      installing), the card clicked as soon as the list shows   ${ms(cold)}\n` +
        `    a new tab, the list on screen for 1 s (idle)     ${ms(idle)}\n` +
        `    then median ${ms(median(times))}, worst ${ms(Math.max(...times))} (${times.length} runs)`,
    );
    const m = (name: string) => median(parts[name] ?? []);
    console.log(
      `  where the main thread spent it (median of the same runs): script ${ms(m('ScriptDuration'))}, style ${ms(m('RecalcStyleDuration'))}, layout ${ms(m('LayoutDuration'))}\n` +
        `  main thread CPU time per open ${ms(m('ThreadTime'))}; ${m('RecalcStyleCount')} style and ${m('LayoutCount')} layout passes`,
    );
    await away();
    const repeat = await mainThreadTrace(page, () => timeClick(page, href, PAINTED));
    console.log(`  a repeat open, for comparison: ${ms(repeat.result)}, ${busyLine(repeat)}`);
    if (profiles) {
      await away();
      await cpuProfile(page, path.join(profiles, 'open-flowmap.cpuprofile'), () =>
        timeClick(page, href, PAINTED),
      );
    }
    await context.close();
    await returning(app, doc, href);
  } finally {
    await app.close();
  }
}

/**
 * The first open a returning student sees: the installed app (service worker, chunks and their code cache on
 * disk) started afresh on /flowmap, and the card clicked once the list has been up for a second.
 */
async function returning(
  app: Awaited<ReturnType<typeof startBenchApp>>,
  doc: ReturnType<typeof seedDoc>['doc'],
  href: string,
) {
  const runs = envInt('BENCH_RETURNING', 3, 1);
  const start = () =>
    returningStudent(app, doc, '/flowmap', (page) => page.getByTestId('flowmap-grid').waitFor());
  await printReturningOpens({
    label: 'returning student (installed app, fresh start on /flowmap), first open after the list sat 1 s',
    runs,
    start,
    click: (page) => timeClick(page, href, PAINTED),
    warmup: { name: 'flowmap', after: 'the list' },
    profile: 'returning-open-flowmap.cpuprofile',
  });
  await printReturningOpens({
    label: 'returning student, the card clicked the moment the list shows (warm-up not yet done)',
    runs,
    start,
    click: (page) => timeClick(page, href, PAINTED),
    profile: 'returning-instant-flowmap.cpuprofile',
    settle: 0,
  });
}

const { doc, mapId, repos } = seedDoc();
node(repos);
chromium(doc, mapId).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
