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
 */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  busyLine,
  cpuProfile,
  distDir,
  load,
  mainThreadTrace,
  ms,
  returningStudent,
  startBenchApp,
  timeClick,
} from './bench-kit';
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
